/**
 * `npm start` / `npm run serve`: runs the site under Node. Serves the build in
 * $SITE_DIST/client (default dist) on PORT (default 4173) with @hono/node-server.
 *
 * Environment: OPENAI_API_KEY (the AI proxy's key; required by a production build),
 * OPENAI_BASE_URL, OPENAI_CHAT_MODEL, OPENAI_EMBEDDING_MODEL, AI_DAILY_REQUEST_BUDGET,
 * AI_SESSION_SECRET, REDIS_URL, TRUST_PROXY, VITE_SITE_ORIGIN: see ai-settings.ts and the README.
 *
 * With a key, the start also loads the build's knowledge file, checks the configured
 * models with the provider and chooses the session secret (ai-proxy/session-secret.ts);
 * a deploy build refuses to start when any of them is wrong.
 */
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { clientDir, siteDist } from './site-dist.ts'
import { DEFAULT_OPENAI_BASE_URL, type AiProxyOptions } from './ai-proxy.ts'
import { clientKeyFor } from './ai-proxy/client-address.ts'
import { checkProviderModels } from './ai-proxy/model-check.ts'
import { connectRedis, createRedisStore } from './ai-proxy/redis-store.ts'
import { chooseSessionSecret } from './ai-proxy/session-secret.ts'
import { readAiSettings } from './ai-settings.ts'
import { createApp } from './app.ts'
import { diskAssets } from './disk-assets.ts'
import { loadKnowledge } from './knowledge-file.ts'
import { checkStartup, readBuiltBrand, readBuiltOrigin, readSiteMode } from './site-mode.ts'

const port = Number(process.env.PORT ?? 4173)
const root = resolve(clientDir())
const apiKey = process.env.OPENAI_API_KEY || undefined

const assets = diskAssets(root)
const indexHtml = await assets.read('/index.html')
if (!indexHtml) {
  console.error(`No build at ${join(root, 'index.html')}: run npm run build (SITE_DIST=${siteDist()}).`)
  process.exit(1)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const html = new TextDecoder().decode(indexHtml)
const mode = readSiteMode(html)
const startup = checkStartup({ mode, apiKey })
if (!startup.ok) fail(startup.error)
if (startup.notice) console.log(startup.notice)

/** The AI proxy's options, once the knowledge, the models and the store have passed their checks. */
async function aiProxyOptions(key: string): Promise<AiProxyOptions> {
  const read = readAiSettings(process.env)
  if (!read.ok) fail(read.error)
  const { settings } = read
  const baseUrl = process.env.OPENAI_BASE_URL || DEFAULT_OPENAI_BASE_URL

  const loaded = await loadKnowledge({ clientFolder: root, mode, brand: process.env.VITE_BRAND_NAME || readBuiltBrand(html) || 'this site' })
  if (!loaded.ok) fail(loaded.error)
  if (loaded.notice) console.log(loaded.notice)

  const models = await checkProviderModels({
    baseUrl,
    apiKey: key,
    mode,
    models: { OPENAI_CHAT_MODEL: settings.chatModel, OPENAI_EMBEDDING_MODEL: settings.embeddingModel },
  })
  if (!models.ok) fail(models.error)
  for (const warning of models.warnings) console.warn(warning)
  for (const notice of models.notices) console.log(notice)

  let redis: ReturnType<typeof connectRedis> | undefined
  if (settings.redisUrl) {
    redis = connectRedis(settings.redisUrl)
    redis.on('error', (error: Error) => console.error(`[ai-proxy] Redis: ${error.message}`))
    await redis.ping().catch((error: unknown) => fail(`REDIS_URL: Redis did not answer at start (${String(error)}).`))
  }
  const secret = await chooseSessionSecret({ configured: settings.sessionSecret, redis, mode })
  if (!secret.ok) fail(secret.error)
  if (secret.notice) console.log(secret.notice)

  return {
    apiKey: key,
    baseUrl,
    chatModel: settings.chatModel,
    embeddingModel: settings.embeddingModel,
    knowledge: loaded.knowledge,
    dailyRequestBudget: settings.dailyRequestBudget,
    sessionSecret: secret.secret,
    ...(redis ? { store: createRedisStore(redis) } : {}),
    siteOrigins: [settings.siteOrigin, readBuiltOrigin(html)].filter((origin) => origin !== undefined),
    trustProxy: settings.trustProxy.kind !== 'none',
    clientKey: clientKeyFor({
      // The socket's own address: known for every live connection, so no request shares an 'unknown' bucket.
      connectionAddress: (c) => getConnInfo(c).remote.address,
      trustProxy: settings.trustProxy,
    }),
  }
}

const app = createApp({ assets, ai: apiKey ? await aiProxyOptions(apiKey) : undefined })

serve({ fetch: app.fetch, port }, () => {
  console.log(`Site running at http://localhost:${port}${apiKey ? '' : ' (AI proxy off: no OPENAI_API_KEY)'}`)
})
