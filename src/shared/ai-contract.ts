/**
 * The AI assistant's contract between the browser and the site server's proxy: the
 * one home of the models, the generation settings, every size limit and the codes and
 * fields the two sides exchange. Both sides import it (the server through this folder
 * only), so a cap can never disagree.
 */
import type { AnswerSource } from './assistant-knowledge.ts'

/** Where the proxy lives on the site's own origin; the openai SDK appends /chat/completions. */
export const AI_API_BASE_PATH = '/api/ai/v1'

/** The default embedding model of the server (OPENAI_EMBEDDING_MODEL): it embeds the passages and each question. */
export const EMBEDDING_MODEL = 'text-embedding-3-small'
/** A GPT-4 turbo preview model, as the specification asks: the default of the server's OPENAI_CHAT_MODEL. */
export const CHAT_MODEL = 'gpt-4-turbo-preview'
export const CHAT_TEMPERATURE = 0.7
export const CHAT_MAX_TOKENS = 150
/** The answer length the prompt asks for: what CHAT_MAX_TOKENS can hold (about 0.75 words a token), with room to finish. */
export const CHAT_ANSWER_WORDS = 90
/** How many knowledge passages join the context of a question. */
export const TOP_DOCUMENTS = 3

/** The longest message a visitor can type (the input shows a counter near it). */
export const MAX_USER_MESSAGE_CHARS = 1000
/** How many earlier messages of the conversation go with a new question (the newest ones). */
export const MAX_HISTORY_MESSAGES = 10

/** Proxy caps: a chat request is an optional system message (ignored), the bounded history and the new message. */
export const MAX_CHAT_MESSAGES = MAX_HISTORY_MESSAGES + 2
/** Proxy caps: all text in one request. */
export const MAX_REQUEST_TEXT_CHARS = 60_000
/** Proxy caps: the raw request body. */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024
/**
 * Proxy caps: an assistant turn of the history, at most what the model could have written
 * within CHAT_MAX_TOKENS (a token is rarely more than 6 characters of English).
 */
export const MAX_ASSISTANT_MESSAGE_CHARS = CHAT_MAX_TOKENS * 6
/** Proxy caps: a turn's signature (an HMAC-SHA256 in base64url is 43 characters). */
export const MAX_SIGNATURE_CHARS = 64

/**
 * The error codes (in the JSON error body, which the openai SDK reads into APIError.code)
 * of the proxy's daily limits; the assistant then says so calmly and offers the contact form.
 */
/** 503: the deploy's daily budget of provider calls is spent. */
export const AI_BUDGET_SPENT_CODE = 'daily_budget_spent'
/** 429: this browser's session has asked its daily allowance of questions. */
export const AI_ALLOWANCE_SPENT_CODE = 'daily_allowance_spent'
/** 429: this network address has spent its share of the day's budget. */
export const AI_ADDRESS_CAP_CODE = 'address_daily_cap'

/**
 * The reply to a question nothing on the site answers: written by the server (and the
 * demo's mocks) without asking the model, with no sources; the widget offers the contact
 * form with the question under it.
 */
export const UNANSWERABLE_REPLY = "I don't know the answer to that from this site's pages, but our team can answer it through the contact form."

/**
 * The field of the stream's last chunk (before [DONE]), or of an unstreamed completion, that
 * ends an assistant turn: what only the server knows once the answer is written.
 */
export const ASSISTANT_TURN_FIELD = 'assistant_turn'

export interface AssistantTurnEnd {
  /** The pages the answer drew on (the passages the model cited), best first, each once; none under "I don't know". */
  sources: AnswerSource[]
  /**
   * The server's signature of the turn's text as the browser keeps it (a truncated answer ends
   * at its last full sentence): an assistant turn sent back in the history without it is dropped.
   */
  signature: string
  /** Nothing on the site answered the question: the reply is UNANSWERABLE_REPLY. */
  unanswerable: boolean
}
