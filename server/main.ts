/** `npm start` / `npm run serve`: serves dist/client on PORT (default 4173). */
import { fileURLToPath } from 'node:url'
import { diskAssets, serve } from './node.ts'
import { createSiteHandler } from './site-handler.ts'

const port = Number(process.env.PORT ?? 4173)
const root = fileURLToPath(new URL('../dist/client', import.meta.url))

const handler = createSiteHandler({ assets: diskAssets(root) })
await serve(handler, port)
console.log(`Site running at http://localhost:${port}`)
