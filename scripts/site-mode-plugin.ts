/**
 * Vite plugin: decides whether a build is the demo or a deploy, once, from the
 * environment, and makes every consequence follow from that one answer.
 * - A deploy build checks its settings (src/config/env-schema.ts) and fails naming
 *   every missing or malformed variable.
 * - `__DEMO_MODE__` is a compile-time constant, so a deploy build's bundle has no
 *   mock layer, no QA panel and no scenario names at all (dead code is dropped).
 * - The mock service worker script is served in development and emitted only into
 *   demo builds.
 * - Every page says which it is: `<meta name="site-mode" content="demo|production|development">`,
 *   read by the server at start, the audit and the tests.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadEnv, type Plugin } from 'vite'
import { checkSiteEnv, describeEnvProblems, describeSampleContent, type SiteMode } from '../src/config/env-schema.ts'
import { sampleContentChecklist } from '../src/config/launch-checklist.ts'

const workerFile = fileURLToPath(new URL('../mocks/browser-worker/mockServiceWorker.js', import.meta.url))
const workerUrlPath = '/mockServiceWorker.js'

export function siteModePlugin(): Plugin {
  let mode: SiteMode | 'development' = 'development'
  return {
    name: 'site-mode',
    config(_config, { command, mode: viteMode }) {
      if (command === 'build') {
        const check = checkSiteEnv(loadEnv(viteMode, process.cwd(), 'VITE_'))
        if (!check.ok) throw new Error(describeEnvProblems(check.problems))
        mode = check.mode
        // The launch checklist: sample content a deploy still ships (the demo keeps it on purpose).
        if (mode === 'production') console.warn(describeSampleContent(sampleContentChecklist()))
      }
      // Development answers outside calls from the mocks too.
      return { define: { __DEMO_MODE__: JSON.stringify(mode !== 'production') } }
    },
    configureServer(server) {
      server.middlewares.use(workerUrlPath, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        res.end(readFileSync(workerFile))
      })
    },
    generateBundle(options) {
      // Client demo builds only: the SSR build has no public folder to serve.
      if (mode === 'demo' && options.format === 'es' && !this.environment?.config.build.ssr) {
        this.emitFile({ type: 'asset', fileName: workerUrlPath.slice(1), source: readFileSync(workerFile) })
      }
    },
    transformIndexHtml: (html) => html.replace('<!--app-head-->', `<meta name="site-mode" content="${mode}" />\n    <!--app-head-->`),
  }
}
