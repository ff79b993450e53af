/**
 * `npm start` / `npm run serve`: the only Node-specific file. Serves the build in
 * $SITE_DIST/client (default dist) on PORT (default 4173) with @hono/node-server.
 *
 * Environment: OPENAI_API_KEY (the AI proxy's key; required by a production build),
 * OPENAI_BASE_URL (default https://api.openai.com/v1), TRUST_PROXY=1 (behind one reverse
 * proxy: rate-limit by the address it appends to X-Forwarded-For).
 */
import { readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { clientDir, siteDist } from '../scripts/lib/site-dist.ts'
import { clientKeyFor } from './ai-proxy/rate-limit.ts'
import { createApp, type AssetSource } from './app.ts'
import { checkStartup, readSiteMode } from './site-mode.ts'

const port = Number(process.env.PORT ?? 4173)
const root = resolve(clientDir())
const apiKey = process.env.OPENAI_API_KEY || undefined

function diskAssets(folder: string): AssetSource {
  return {
    async read(path) {
      const file = join(folder, path)
      if (!file.startsWith(folder + sep)) return null
      try {
        return new Uint8Array(await readFile(file))
      } catch {
        return null
      }
    },
  }
}

const assets = diskAssets(root)
const indexHtml = await assets.read('/index.html')
if (!indexHtml) {
  console.error(`No build at ${join(root, 'index.html')}: run npm run build (SITE_DIST=${siteDist()}).`)
  process.exit(1)
}

const startup = checkStartup({ mode: readSiteMode(new TextDecoder().decode(indexHtml)), apiKey })
if (!startup.ok) {
  console.error(startup.error)
  process.exit(1)
}
if (startup.notice) console.log(startup.notice)

const app = createApp({
  assets,
  ai: apiKey
    ? {
        apiKey,
        baseUrl: process.env.OPENAI_BASE_URL,
        clientKey: clientKeyFor({
          connectionAddress: (c) => getConnInfo(c).remote.address,
          trustProxy: process.env.TRUST_PROXY === '1',
        }),
      }
    : undefined,
})

serve({ fetch: app.fetch, port }, () => {
  console.log(`Site running at http://localhost:${port}${apiKey ? '' : ' (AI proxy off: no OPENAI_API_KEY)'}`)
})
