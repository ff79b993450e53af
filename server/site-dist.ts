/**
 * The build output folder the server serves, also read by the Node code that writes or
 * checks it (Vite's config, the prerender, the precompress step, the audit): $SITE_DIST,
 * default dist, so several builds (CI, audits, parallel checkouts) can live side by side. The browser build goes to client/, the
 * server-rendering build (used by the prerender) to server/.
 */
import { join } from 'node:path'

export function siteDist(): string {
  return process.env.SITE_DIST ?? 'dist'
}

export function clientDir(): string {
  return join(siteDist(), 'client')
}

export function serverDir(): string {
  return join(siteDist(), 'server')
}
