/**
 * The site server as a Hono app. `createApp(options).fetch` is a standard fetch handler
 * (Request -> Response), so the same code runs under Node (server/main.ts) or on an edge
 * runtime given another AssetSource. It serves the prerendered pages and hashed assets
 * with the right caching, compression and security headers, a real 404, and the AI proxy.
 */
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { AI_API_BASE_PATH } from '../src/shared/ai-contract.ts'
import { createAiProxy, type AiProxyOptions } from './ai-proxy.ts'
import { aiError, messages } from './ai-proxy/errors.ts'
import { securityHeaders } from './security-headers.ts'
import { noHtmlUrls, notFoundPage, onlyGetAndHead, staticFiles, trimTrailingSlash, type AssetSource } from './static-site.ts'

export type { AssetSource } from './static-site.ts'

export interface AppOptions {
  assets: AssetSource
  /** The AI proxy's settings; absent when no AI key is configured (then /api/ai/* answers 503). */
  ai?: AiProxyOptions
}

export function createApp({ assets, ai }: AppOptions) {
  const app = new Hono()

  app.use(securityHeaders())
  // The AI proxy's answers are made per request, so compressed per request: gzip only (as
  // CompressionStream offers everywhere), text types of 1 KB and more, never event streams.
  // Built files are sent as the build precompressed them (static-site.ts).
  app.use('/api/*', compress({ encoding: 'gzip' }))

  const aiProxy = ai ? createAiProxy(ai) : undefined
  if (aiProxy) {
    app.route(AI_API_BASE_PATH, aiProxy)
    app.all('/api/ai/*', (c) => aiError(c, 404, messages.notFound))
  } else {
    app.all('/api/ai/*', (c) => aiError(c, 503, messages.notConfigured))
  }

  app.use(onlyGetAndHead)
  app.use(trimTrailingSlash)
  app.use(noHtmlUrls)
  app.use(etag())
  app.use(staticFiles(assets))
  app.notFound(notFoundPage(assets))

  return Object.assign(app, { knowledgeBase: aiProxy?.knowledgeBase })
}
