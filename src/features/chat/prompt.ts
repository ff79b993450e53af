import { historyForPrompt, type ChatMessage } from '@machines/chat.machine'
import { MAX_HISTORY_MESSAGES } from '~/shared/ai-contract'

/**
 * One message of the chat request (what the openai SDK sends). The server writes the
 * instructions and finds the passages itself, so the browser sends only the conversation:
 * an assistant turn with the signature the server gave it (one without is dropped there).
 */
export interface PromptMessage {
  role: 'user' | 'assistant'
  content: string
  signature?: string
}

export interface PromptParts {
  question: string
  /** The conversation before the question; bounded here to the newest MAX_HISTORY_MESSAGES. */
  history: readonly ChatMessage[]
}

/** The messages of a chat request: the recent conversation (its signed answers), then the question. */
export function buildChatMessages({ question, history }: PromptParts): PromptMessage[] {
  return [
    ...historyForPrompt(history, MAX_HISTORY_MESSAGES).map((m): PromptMessage => (m.signature ? { role: m.role, content: m.text, signature: m.signature } : { role: m.role, content: m.text })),
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
