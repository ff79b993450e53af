/**
 * The AI assistant's contract between the browser and the site server's proxy: the
 * one home of the models, the generation settings and every size limit. Both sides
 * import it (the server through this folder only), so a cap can never disagree.
 */

/** Where the proxy lives on the site's own origin; the openai SDK appends /embeddings and /chat/completions. */
export const AI_API_BASE_PATH = '/api/ai/v1'

/** The default embedding model; the server forwards its own (OPENAI_EMBEDDING_MODEL) whatever the browser names. */
export const EMBEDDING_MODEL = 'text-embedding-3-small'
/** A GPT-4 turbo preview model, as the specification asks: the default of the server's OPENAI_CHAT_MODEL. */
export const CHAT_MODEL = 'gpt-4-turbo-preview'
export const CHAT_TEMPERATURE = 0.7
export const CHAT_MAX_TOKENS = 150
/** The answer length the prompt asks for: what CHAT_MAX_TOKENS can hold (about 0.75 words a token), with room to finish. */
export const CHAT_ANSWER_WORDS = 90
/** How many knowledge documents join the context of a question. */
export const TOP_DOCUMENTS = 3

/** The longest message a visitor can type (the input shows a counter near it). */
export const MAX_USER_MESSAGE_CHARS = 1000
/** How many earlier messages of the conversation go with a new question (the newest ones). */
export const MAX_HISTORY_MESSAGES = 10
/** One knowledge document's text, at most (well inside the embedding model's input limit). */
export const MAX_DOCUMENT_CHARS = 12_000

/** Proxy caps: a chat request is the system prompt, the bounded history and the new message. */
export const MAX_CHAT_MESSAGES = MAX_HISTORY_MESSAGES + 2
/** Proxy caps: knowledge passages are embedded in batches of at most this many (a question alone). */
export const MAX_EMBEDDING_INPUTS = 24
/** Proxy caps: all text in one request (documents or system prompt with context, plus history). */
export const MAX_REQUEST_TEXT_CHARS = 60_000
/** Proxy caps: the raw request body. */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024

/**
 * The error code (in the JSON error body, with status 503) of a proxy whose daily
 * budget is spent: the assistant then says so and offers the contact form.
 */
export const AI_BUDGET_SPENT_CODE = 'daily_budget_spent'

/** Proxy caps: the most passages a chat request may name as its context (what retrieval picks). */
export const MAX_PROMPT_PASSAGES = TOP_DOCUMENTS
/**
 * Proxy caps: an assistant turn of the history, at most what the model could have written
 * within CHAT_MAX_TOKENS (a token is rarely more than 6 characters of English).
 */
export const MAX_ASSISTANT_MESSAGE_CHARS = CHAT_MAX_TOKENS * 6
