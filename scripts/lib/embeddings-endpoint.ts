/**
 * The local meaning model (meaning-model.ts) behind an OpenAI-compatible embeddings API
 * on loopback, for tests and the audit only: whatever embeds through a provider (the
 * openai SDK, the server's proxy) embeds through this the same way, offline.
 *
 *   POST {baseUrl}/embeddings  { model, input: string | string[], encoding_format?: 'float' | 'base64' }
 *   GET  {baseUrl}/models      the embedding model the project names (EMBEDDING_MODEL)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { EMBEDDING_MODEL } from '../../src/shared/ai-contract.ts'
import { loadMeaningModel, meaningTokens, type MeaningModel } from './meaning-model.ts'

export interface EmbeddingsEndpoint {
  /** e.g. http://127.0.0.1:41234/v1: an OpenAI client's baseURL. */
  baseUrl: string
  close(): Promise<void>
}

/** What an OpenAI-compatible API answers: a status and a JSON body. */
export interface ApiAnswer {
  status: number
  body: unknown
}

const apiError = (status: number, message: string): ApiAnswer => ({ status, body: { error: { message, type: 'invalid_request_error', param: null, code: null } } })

/** A vector as the API's base64 encoding sends it: little-endian float32 bytes. */
export function base64Vector(vector: readonly number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64')
}

/** The answer to an embeddings request body (already parsed), from a model. Reusable by a fake provider. */
export function embeddingsAnswer(request: unknown, model: MeaningModel): ApiAnswer {
  if (typeof request !== 'object' || request === null) return apiError(400, 'The body must be a JSON object.')
  const { input, model: name, encoding_format: encoding = 'float' } = request as { input?: unknown; model?: unknown; encoding_format?: unknown }
  const texts = typeof input === 'string' ? [input] : input
  if (!Array.isArray(texts) || texts.length === 0 || !texts.every((text) => typeof text === 'string' && text.length > 0)) {
    return apiError(400, "'input' must be a non-empty string or a non-empty array of non-empty strings.")
  }
  if (typeof name !== 'string' || !name) return apiError(400, "'model' is required.")
  if (encoding !== 'float' && encoding !== 'base64') return apiError(400, "'encoding_format' must be 'float' or 'base64'.")
  const vectors = model.embed(texts as string[])
  const tokens = (texts as string[]).reduce((sum, text) => sum + meaningTokens(text).length, 0)
  return {
    status: 200,
    body: {
      object: 'list',
      data: vectors.map((vector, index) => ({ object: 'embedding', index, embedding: encoding === 'base64' ? base64Vector(vector) : vector })),
      model: name,
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    },
  }
}

/** The model list: the embedding model the project names. */
export function modelsAnswer(): ApiAnswer {
  return { status: 200, body: { object: 'list', data: [{ id: EMBEDDING_MODEL, object: 'model', created: 0, owned_by: 'local-meaning-model' }] } }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, { status, body }: ApiAnswer): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Serves the meaning model on 127.0.0.1 (an ephemeral port unless one is given). */
export async function startEmbeddingsEndpoint(options: { port?: number } = {}): Promise<EmbeddingsEndpoint> {
  const model = await loadMeaningModel()
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (request.method === 'GET' && path === '/v1/models') return send(response, modelsAnswer())
    if (request.method !== 'POST' || path !== '/v1/embeddings') return send(response, { status: 404, body: { error: { message: `No route ${request.method} ${path}`, type: 'invalid_request_error' } } })
    readBody(request).then(
      (text) => {
        let parsed: unknown
        try {
          parsed = JSON.parse(text)
        } catch {
          return send(response, apiError(400, 'The body is not valid JSON.'))
        }
        send(response, embeddingsAnswer(parsed, model))
      },
      () => send(response, apiError(400, 'The body could not be read.')),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the embeddings endpoint has no port')
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
