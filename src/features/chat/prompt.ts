import { historyForPrompt, type ChatMessage } from '@machines/chat.machine'
import { site } from '~/config/site'
import { MAX_HISTORY_MESSAGES } from '~/shared/ai-contract'

/** One message of a chat completion request (what the openai SDK takes). */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/** The assistant's instructions, with the retrieved context appended. */
export function systemPrompt(context: string, brand: string = site.brandName): string {
  const knowledge = context.trim() === '' ? '(No context is available for this question.)' : context.trim()
  return [
    `You are ${brand}'s AI assistant on the ${brand} website. ${brand} is an AI consulting and implementation agency.`,
    'Give concise, professional answers of under 150 words, in plain text.',
    'Answer from the context below. If it does not contain the answer, say so briefly and suggest contacting our team; never invent facts, figures, clients or prices.',
    'When a page of the site covers the topic, mention its path (for example /services/sales-ai).',
    'For questions about pricing, costs, budgets, timelines or implementation details for the visitor, share what the context says and suggest booking a call with our team at /contact.',
    '',
    'Context:',
    knowledge,
  ].join('\n')
}

export interface PromptParts {
  question: string
  context: string
  /** The conversation before the question; bounded here to the newest MAX_HISTORY_MESSAGES. */
  history: readonly ChatMessage[]
  brand?: string
}

/** The messages of a chat completion: system prompt with context, the recent conversation, the question. */
export function buildChatMessages({ question, context, history, brand }: PromptParts): PromptMessage[] {
  return [
    { role: 'system', content: systemPrompt(context, brand) },
    ...historyForPrompt(history, MAX_HISTORY_MESSAGES).map((m): PromptMessage => ({ role: m.role, content: m.text })),
    { role: 'user', content: question },
  ]
}

const CALL_TOPICS: readonly RegExp[] = [
  // Money.
  /\b(price|prices|pricing|priced|cost|costs|costing|budget|budgets|budgeting|quote|quotes|quotation|fee|fees|expensive|afford|affordable|invoice|payment)\b/i,
  /\bhow much\b/i,
  // Time.
  /\b(timeline|timelines|timeframe|time frame|deadline|lead time)\b/i,
  /\bhow (long|soon|quickly|fast)\b/i,
  /\bwhen (can|could|would) (you|we) (start|begin|deliver|launch)\b/i,
  // Implementation detail.
  /\b(integrat(e|es|ed|ing|ion|ions)|api|apis|crm|erp|salesforce|hubspot|zendesk|deploy|deploying|deployment|architecture|tech stack|migrat(e|ion)|on-prem|on-premise|sso|data access|security review)\b/i,
  /\bhow (do|does|would|will|can|could) (you|we|i|it|this|that) (implement|integrate|deploy|set up|connect|work with|plug into|roll out)\b/i,
  /\bimplementation (detail|details|plan|process|steps)\b/i,
]

const REPLY_SUGGESTS_CALL = /\b(book(ing)? a (call|consultation|demo)|schedule a (call|consultation))\b|\/contact\b/i

/**
 * Whether a 'Book a call' action goes under an answer: the question asks about
 * pricing, cost, budget, quotes, timelines or implementation detail and integration,
 * or the reply itself suggests booking a call.
 */
export function suggestsCall(question: string, reply?: string): boolean {
  if (CALL_TOPICS.some((pattern) => pattern.test(question))) return true
  return reply !== undefined && REPLY_SUGGESTS_CALL.test(reply)
}
