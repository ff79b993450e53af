import { historyForPrompt, type ChatMessage } from '@machines/chat.machine'
import { site } from '~/config/site'
import { CHAT_ANSWER_WORDS, MAX_HISTORY_MESSAGES } from '~/shared/ai-contract'
import { renderSystemPrompt, type KnowledgePassage } from '~/shared/assistant-knowledge'

/** One message of a chat completion request (what the openai SDK takes). */
export interface PromptMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

/**
 * The assistant's instructions with the chosen passages as context: the shared
 * renderSystemPrompt, which the proxy renders again from its own copy of the passages
 * named by the `[source: id]` lines.
 */
export function systemPrompt(passages: readonly KnowledgePassage[], brand: string = site.brandName): string {
  return renderSystemPrompt(passages, brand, CHAT_ANSWER_WORDS)
}

export interface PromptParts {
  question: string
  passages: readonly KnowledgePassage[]
  /** The conversation before the question; bounded here to the newest MAX_HISTORY_MESSAGES. */
  history: readonly ChatMessage[]
  brand?: string
}

/** The messages of a chat completion: system prompt with its passages, the recent conversation, the question. */
export function buildChatMessages({ question, passages, history, brand }: PromptParts): PromptMessage[] {
  return [
    { role: 'system', content: systemPrompt(passages, brand) },
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
