/**
 * The AI proxy, mounted at AI_API_BASE_PATH (/api/ai/v1): the browser's openai SDK sends
 * it the conversation (POST /chat/completions, with a placeholder key); the proxy ranks
 * the site's passages for the question, writes the system prompt from them and streams
 * the provider's answer back with its sources and signature. These rules run in order,
 * one module each:
 *
 *   site-only.ts        another site's page (Origin, Sec-Fetch-Site) -> 403
 *   rate-limit.ts       requests per address, 40 per 5 minutes -> 429 + Retry-After
 *   site-only.ts        a body that is not declared JSON -> 415
 *   bodyLimit (Hono)    MAX_REQUEST_BODY_BYTES -> 413
 *   json-body.ts        JSON shape and caps (src/shared/ai-request.ts) -> 400/413
 *   timeout.ts          the provider's answer (headers) within 20 s -> 504
 *   session.ts          the visitor's session cookie (set on a first question)
 *   daily-limits.ts     questions per session, provider calls per address and per deploy
 *                       -> 429 daily_allowance_spent / address_daily_cap, 503 daily_budget_spent
 *   validate.ts         assistant turns the server did not sign are dropped; the model,
 *                       max_tokens and temperature are pinned
 *   embeddings.ts       the question's embedding (kept an hour), when the passages have theirs
 *   passage-index.ts    the passages ranked by words and meaning; none relevant -> "I don't know"
 *   answer.ts           the answer relayed: citations become sources, the turn is signed
 *   upstream.ts         the only fetch to the provider; its errors -> our own (429/502)
 *
 * Nothing else is forwarded: there is no embeddings endpoint (the proxy embeds only its own
 * passages and the question inside a chat request). Other methods on the chat path answer
 * 405, any other path 404, all as JSON. Counters and kept embeddings live in a ProxyStore:
 * memory, or Redis shared by every instance.
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { CHAT_MODEL, EMBEDDING_MODEL, MAX_REQUEST_BODY_BYTES } from '../src/shared/ai-contract.ts'
import { validateChatRequest } from '../src/shared/ai-request.ts'
import type { KnowledgeFile } from '../src/shared/assistant-knowledge.ts'
import { conversationOfTurns } from '../src/shared/retrieval-query.ts'
import { createSigner, randomId } from '../src/shared/signing.ts'
import { relayAnswer, unanswerableAnswer } from './ai-proxy/answer.ts'
import type { ClientKey } from './ai-proxy/client-address.ts'
import { budgetSpentResponse, dailyLimitResponse, dailyLimits, DEFAULT_DAILY_REQUEST_BUDGET, type CallRefusal } from './ai-proxy/daily-limits.ts'
import { questionEmbeddings, requestEmbeddings } from './ai-proxy/embeddings.ts'
import { aiError, messages } from './ai-proxy/errors.ts'
import { checkedJsonBody } from './ai-proxy/json-body.ts'
import { createPassageIndex } from './ai-proxy/passage-index.ts'
import { rateLimit, type RateLimitOptions } from './ai-proxy/rate-limit.ts'
import { sessions } from './ai-proxy/session.ts'
import { jsonContentType, siteOnly } from './ai-proxy/site-only.ts'
import { createMemoryStore, type ProxyStore } from './ai-proxy/store.ts'
import { upstreamTimeout } from './ai-proxy/timeout.ts'
import { failureResponse, postUpstream, type Upstream } from './ai-proxy/upstream.ts'
import { chatCompletionBody, turnsTheServerWrote } from './ai-proxy/validate.ts'

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1'

export interface AiProxyOptions {
  /** The provider key (OPENAI_API_KEY); never leaves the server. */
  apiKey: string
  /** The provider's API base (OPENAI_BASE_URL); default https://api.openai.com/v1. */
  baseUrl?: string
  /** OPENAI_CHAT_MODEL, forwarded whatever the browser names; default CHAT_MODEL. */
  chatModel?: string
  /** OPENAI_EMBEDDING_MODEL: embeds the passages and the questions; default EMBEDDING_MODEL. */
  embeddingModel?: string
  /** The build's knowledge: the only source of the system prompt and of embedded passages. */
  knowledge: KnowledgeFile
  /** Signs the session cookie and the assistant turns (AI_SESSION_SECRET; see main.ts). Default: random for this process. */
  sessionSecret?: string
  /** The fetch used for the provider; tests pass a fake. */
  fetch?: typeof fetch
  /** Who a request counts against for the rate limit and the address cap; see clientKeyFor in ai-proxy/client-address.ts. */
  clientKey: ClientKey
  /** Origins of the site besides the request's own (VITE_SITE_ORIGIN). */
  siteOrigins?: readonly string[]
  /** Behind a trusted proxy (TRUST_PROXY set): the request's own origin and scheme come from X-Forwarded-Proto / -Host. */
  trustProxy?: boolean
  /** Default 40 requests per 5 minutes per address. */
  rateLimit?: RateLimitOptions
  /** Provider calls per UTC day for the whole deploy (AI_DAILY_REQUEST_BUDGET). Default 2,000. */
  dailyRequestBudget?: number
  /** Questions per session per UTC day. Default 20. */
  dailyQuestionAllowance?: number
  /** Counters and kept embeddings: Redis to share them between instances. Default: this process's memory. */
  store?: ProxyStore
  /** How long the provider may take to answer (headers, for streams). Default 20 s. */
  upstreamTimeoutMs?: number
  /** Retry-After (seconds) sent when the provider rate-limits us. Default 30. */
  upstreamRetryAfterSeconds?: number
  now?: () => number
  /** Where failures are logged (never with the key). Default console.error. */
  log?: (message: string) => void
}

const methodNotAllowed = (c: Context) => aiError(c, 405, messages.methodNotAllowed, { Allow: 'POST' })

/** How long the passages may take to embed, per call. */
const PASSAGE_EMBEDDING_TIMEOUT_MS = 60_000

export function createAiProxy(options: AiProxyOptions) {
  const log = options.log ?? ((message: string) => console.error(message))
  const now = options.now ?? Date.now
  const upstream: Upstream = {
    baseUrl: options.baseUrl || DEFAULT_OPENAI_BASE_URL,
    apiKey: options.apiKey,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    retryAfterSeconds: options.upstreamRetryAfterSeconds ?? 30,
    log,
  }
  const store = options.store ?? createMemoryStore({ now })
  const chatModel = options.chatModel || CHAT_MODEL
  const embeddingModel = options.embeddingModel || EMBEDDING_MODEL
  const trustProxy = options.trustProxy ?? false
  const secret = options.sessionSecret ?? randomId() + randomId()
  const turnSigner = createSigner(secret, 'assistant-turn')
  const visitorSessions = sessions({ signer: createSigner(secret, 'assistant-session'), trustProxy })
  const limits = dailyLimits({
    budget: options.dailyRequestBudget ?? DEFAULT_DAILY_REQUEST_BUDGET,
    ...(options.dailyQuestionAllowance === undefined ? {} : { questionAllowance: options.dailyQuestionAllowance }),
    store,
    now,
    log,
  })
  const questions = questionEmbeddings({ upstream, model: embeddingModel, store })
  const passages = createPassageIndex({
    knowledge: options.knowledge,
    store,
    model: embeddingModel,
    log,
    embed: async (texts) => {
      const result = await requestEmbeddings(upstream, embeddingModel, texts, AbortSignal.timeout(PASSAGE_EMBEDDING_TIMEOUT_MS))
      if (!result.ok) throw new Error(`the provider answered ${result.failure.status}`)
      return result.vectors
    },
  })
  // Once per deploy (and instance start): the passages' vectors, from the store or the provider.
  passages.start()

  const guards = [
    siteOnly({ siteOrigins: options.siteOrigins, trustProxy }),
    rateLimit({ ...options.rateLimit, clientKey: options.clientKey, store, now, log }),
    jsonContentType,
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => aiError(c, 413, messages.bodyTooLarge) }),
  ] as const
  const limitTime = upstreamTimeout(options.upstreamTimeoutMs ?? 20_000, log)

  const app = new Hono()

  app.post('/chat/completions', ...guards, checkedJsonBody(validateChatRequest), limitTime, async (c) => {
    const request = c.var.body
    const session = await visitorSessions.of(c)
    const headers: Record<string, string> = session.setCookie ? { 'Set-Cookie': session.setCookie } : {}
    const withCookie = (response: Response) => {
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
      return response
    }
    // The rate limit has refused a request whose address is unknown.
    const address = options.clientKey(c)!
    const refused = (refusal: CallRefusal) =>
      withCookie(refusal === 'budget-spent' ? budgetSpentResponse() : dailyLimitResponse('address-capped', limits.secondsToNewDay()))

    if (!(await limits.askQuestion(session.id))) return withCookie(dailyLimitResponse('allowance-spent', limits.secondsToNewDay()))

    const signer = await turnSigner
    const { turns, dropped } = await turnsTheServerWrote(request.turns, signer)
    if (dropped > 0) log(`[ai-proxy] POST /chat/completions: dropped ${dropped} assistant turn(s) the server did not sign`)
    const question = turns.at(-1)!.content

    // The question's meaning counts only once the passages have theirs (else it is ranked by its words).
    let questionVector: number[] = []
    if (passages.hasMeaning()) {
      const embedded = await questions.of(question, () => limits.spendCall(address), c.var.upstreamSignal)
      if (!embedded.ok && embedded.refusal) return refused(embedded.refusal)
      if (embedded.ok) questionVector = embedded.vector
    }
    const ranked = passages.rank(question, questionVector, conversationOfTurns(turns))
    const answer = { signer, model: chatModel, stream: request.stream, headers }
    if (!ranked.relevant) return unanswerableAnswer(answer, log)

    const refusal = await limits.spendCall(address)
    if (refusal) return refused(refusal)
    // Aborted by the timeout, or when the visitor stops reading the answer.
    const stopped = new AbortController()
    const signal = AbortSignal.any([c.var.upstreamSignal, stopped.signal])
    const body = chatCompletionBody({ passages: ranked.passages, brand: options.knowledge.brand, turns, model: chatModel, maxTokens: request.maxTokens })
    const sent = await postUpstream(upstream, '/chat/completions', body, signal)
    if (!sent.ok) return withCookie(failureResponse(sent.failure))
    return relayAnswer(sent.response, { ...answer, passages: ranked.passages, onCancel: () => stopped.abort() }, log)
  })

  app.all('/chat/completions', methodNotAllowed)
  app.all('*', (c) => aiError(c, 404, messages.notFound))

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse()
    log(`[ai-proxy] ${c.req.method} ${c.req.path} -> 500: ${String(error)}`)
    return aiError(c, 500, messages.upstreamFailed)
  })

  // The knowledge base's actor, for whoever watches its state (the tests wait for 'meaning').
  return Object.assign(app, { knowledgeBase: passages.actor })
}
