/**
 * What the proxy answers a question with, in OpenAI's wire format (a stream of
 * chat.completion.chunk events ending in [DONE], or one chat.completion):
 *
 * - The provider's answer, read as it streams: the citations of the prompt's numbered
 *   passages are taken out of the text (src/shared/citations.ts) and become its sources,
 *   the pages of the passages the answer drew on, and nothing else.
 * - "I don't know" (UNANSWERABLE_REPLY), when nothing on the site matches the question:
 *   written here without a provider call, with no sources.
 *
 * Either way the last chunk before [DONE] carries ASSISTANT_TURN_FIELD: the sources, and
 * the signature of the text as the browser keeps it (an answer cut at the length limit
 * ends at its last full sentence), so the turn can come back as history. A provider
 * stream that breaks breaks the visitor's stream too: an answer is never signed half-read.
 */
import { endAtLastSentence } from '../../src/shared/answer-text.ts'
import { ASSISTANT_TURN_FIELD, UNANSWERABLE_REPLY, type AssistantTurnEnd } from '../../src/shared/ai-contract.ts'
import { sourcesOf, type KnowledgePassage } from '../../src/shared/assistant-knowledge.ts'
import { createCitationReader } from '../../src/shared/citations.ts'
import { randomId, type Signer } from '../../src/shared/signing.ts'

/** A piece of the answer as the provider streams it. */
interface Piece {
  content: string
  finishReason: string | null
}

export interface AnswerOptions {
  /** The passages the prompt numbered, in order: [1] is the first. */
  passages: readonly KnowledgePassage[]
  signer: Signer
  /** The chat model, named in every chunk. */
  model: string
  /** Whether the client asked for a stream. */
  stream: boolean
  /** Extra response headers (a new session's Set-Cookie). */
  headers: Record<string, string>
  /** The visitor stopped reading the stream: abort the provider's request. */
  onCancel?: () => void
}

type Chunk = Record<string, unknown>

/**
 * The provider's event stream as pieces of text. Throws when it breaks, carries an error
 * or is not JSON; ends at [DONE] or at the end of the body.
 */
async function* providerPieces(body: ReadableStream<Uint8Array>): AsyncGenerator<Piece> {
  const decoder = new TextDecoder()
  let buffer = ''
  let data: string[] = []
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true })
      const lines = buffer.split(/\r?\n/)
      buffer = done ? '' : (lines.pop() ?? '')
      for (const line of done ? [...lines, ''] : lines) {
        if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''))
          continue
        }
        if (line !== '' || data.length === 0) continue
        const event = data.join('\n')
        data = []
        if (event === '[DONE]') return
        const chunk = JSON.parse(event) as { error?: unknown; choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[] }
        if (chunk.error) throw new Error(`the provider's stream carried an error: ${JSON.stringify(chunk.error).slice(0, 300)}`)
        const choice = chunk.choices?.[0]
        const content = typeof choice?.delta?.content === 'string' ? choice.delta.content : ''
        const finishReason = typeof choice?.finish_reason === 'string' ? choice.finish_reason : null
        if (content || finishReason) yield { content, finishReason }
      }
      if (done) return
    }
  } finally {
    reader.releaseLock()
    await body.cancel().catch(() => {})
  }
}

async function* fixedPieces(text: string): AsyncGenerator<Piece> {
  yield { content: text, finishReason: 'stop' }
}

/** The chunks of an answer: its text without citations, then the finish, then the turn's end. */
async function* answerChunks(pieces: AsyncIterable<Piece>, { passages, signer, model }: AnswerOptions, unanswerable: boolean): AsyncGenerator<Chunk> {
  const base = { id: `chatcmpl-${randomId()}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model }
  const chunk = (delta: Record<string, string>, finishReason: string | null = null): Chunk => ({
    ...base,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  })
  const citations = createCitationReader(passages.length)
  let text = ''
  let finishReason = 'stop'

  yield chunk({ role: 'assistant', content: '' })
  for await (const piece of pieces) {
    const shown = citations.push(piece.content)
    if (shown) {
      text += shown
      yield chunk({ content: shown })
    }
    if (piece.finishReason) finishReason = piece.finishReason
  }
  const rest = citations.end()
  if (rest) {
    text += rest
    yield chunk({ content: rest })
  }
  yield chunk({}, finishReason)

  const kept = finishReason === 'length' ? endAtLastSentence(text) : text
  const cited = passages.filter((_, i) => citations.cited.includes(i + 1))
  const end: AssistantTurnEnd = { sources: sourcesOf(cited), signature: await signer.sign(kept), unanswerable }
  yield { ...base, choices: [], [ASSISTANT_TURN_FIELD]: end }
}

const encoder = new TextEncoder()

function respond(chunks: AsyncGenerator<Chunk>, options: AnswerOptions, log: (message: string) => void): Response | Promise<Response> {
  if (options.stream) {
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next()
          controller.enqueue(encoder.encode(next.done ? 'data: [DONE]\n\n' : `data: ${JSON.stringify(next.value)}\n\n`))
          if (next.done) controller.close()
        } catch (error) {
          log(`[ai-proxy] POST /chat/completions: the provider's stream broke: ${String(error)}`)
          controller.error(error)
        }
      },
      async cancel() {
        // The visitor stopped the answer: the provider's request is aborted, which ends the reading.
        options.onCancel?.()
        await chunks.return(undefined)
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', ...options.headers } })
  }
  return completionOf(chunks, options)
}

/** The whole answer as one chat.completion, with the turn's end beside its choices. */
async function completionOf(chunks: AsyncGenerator<Chunk>, options: AnswerOptions): Promise<Response> {
  let content = ''
  let finishReason: unknown = 'stop'
  let end: unknown
  let first: Chunk | undefined
  for await (const chunk of chunks) {
    first ??= chunk
    const choice = (chunk.choices as { delta?: { content?: string }; finish_reason?: unknown }[])[0]
    content += choice?.delta?.content ?? ''
    if (choice?.finish_reason) finishReason = choice.finish_reason
    if (chunk[ASSISTANT_TURN_FIELD]) end = chunk[ASSISTANT_TURN_FIELD]
  }
  const completion = {
    id: first?.id,
    object: 'chat.completion',
    created: first?.created,
    model: options.model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
    [ASSISTANT_TURN_FIELD]: end,
  }
  return Response.json(completion, { headers: options.headers })
}

/** The provider's answer (its streamed response), relayed. */
export function relayAnswer(provider: Response, options: AnswerOptions, log: (message: string) => void): Response | Promise<Response> {
  const body = provider.body ?? new Response('').body!
  return respond(answerChunks(providerPieces(body), options, false), options, log)
}

/** "I don't know", with no sources and no provider call. */
export function unanswerableAnswer(options: Omit<AnswerOptions, 'passages'>, log: (message: string) => void): Response | Promise<Response> {
  const withoutPassages = { ...options, passages: [] }
  return respond(answerChunks(fixedPieces(UNANSWERABLE_REPLY), withoutPassages, true), withoutPassages, log)
}
