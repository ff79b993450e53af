/** `npm start` / `npm run serve`: serves the build in $SITE_DIST/client (default dist) on PORT (default 4173). */
import { resolve } from 'node:path'
import { diskAssets, serve } from './node.ts'
import { createSiteHandler } from './site-handler.ts'

const port = Number(process.env.PORT ?? 4173)
const root = resolve(process.env.SITE_DIST ?? 'dist', 'client')

const handler = createSiteHandler({ assets: diskAssets(root) })
await serve(handler, port)
console.log(`Site running at http://localhost:${port}`)
