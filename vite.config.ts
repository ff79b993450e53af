import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vitest/config'
import { articlesPlugin } from './scripts/articles/vite-plugin.ts'
import { faviconsPlugin } from './scripts/favicons/vite-plugin.ts'
import { clientDir, serverDir } from './server/site-dist.ts'
import { firstLoadChunks as chunkNames } from './scripts/lib/first-load-chunks.ts'
import { iconUsage } from './scripts/lib/icon-usage.ts'
import { partChunks, type PartChunk } from './scripts/lib/island-chunks.ts'
import { reachable } from './scripts/lib/reachable.ts'
import { siteModePlugin } from './scripts/site-mode-plugin.ts'
import { webinarSeries } from './src/content/webinar-series.ts'
import { sessionCalendar } from './scripts/webinars/session-dates.ts'
import { FIRST_FRAME_LINK } from './src/shared/first-frame.ts'
import { EARLY_INPUT_SCRIPT } from './src/shared/early-input-script.ts'
import { THEME_SCRIPT } from './src/shared/theme-script.ts'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const unitTests = 'tests/**/*.test.{ts,tsx}'

/** Puts the no-flash theme script into <head> (dev server and build alike). */
function themeScript(): Plugin {
  return {
    name: 'theme-script',
    transformIndexHtml: (html) => html.replace('<!--theme-script-->', `<script>${THEME_SCRIPT}</script><script>${EARLY_INPUT_SCRIPT}</script>`),
  }
}

/** Holds the first paint until the page's layout is parsed whole (src/shared/first-frame.ts). */
function firstFrameWaitsForLayout(): Plugin {
  return {
    name: 'first-frame-waits-for-layout',
    transformIndexHtml: (html) => {
      if (!html.includes('<!--first-frame-->')) throw new Error('first-frame-waits-for-layout: no <!--first-frame--> in index.html')
      return html.replace('<!--first-frame-->', FIRST_FRAME_LINK)
    },
  }
}

/**
 * The page's script (src/boot.ts) is fetched at low priority: it waits for the first paint
 * anyway, so it should take no bandwidth from what that paint needs (docs/decisions/0012-critical-css.md).
 * Vite rewrites the entry's <script> tag and drops the attribute written in index.html, so it is set here.
 */
function lowPriorityEntry(): Plugin {
  const tag = '<script type="module" crossorigin'
  return {
    name: 'low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(tag)) throw new Error(`low-priority-entry: no ${tag}> in index.html`)
        return html.replace(tag, '<script type="module" fetchpriority="low" crossorigin')
      },
    },
  }
}

/** The brand font's file (src/styles.css), found in the bundle by its source name. */
const brandFontFile = /(^|\/)inter-site-wght-[\w-]+\.woff2$/

/**
 * Preloads the brand font from every page's <head>: the browser learns of it with the HTML rather than
 * once the stylesheet is parsed and the text laid out, so it is normally in before the first paint
 * (decision 0017). Fails the build when the font is missing from the bundle, so a renamed file cannot
 * leave the pages without it.
 */
function brandFontPreload(): Plugin {
  return {
    name: 'brand-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        const font = Object.keys(context.bundle).find((file) => brandFontFile.test(file))
        if (!font) throw new Error('brand-font-preload: the brand font (inter-site-wght, scripts/fonts) is not in the bundle')
        const anchor = '<meta name="color-scheme" content="light dark" />'
        if (!html.includes(anchor)) throw new Error(`brand-font-preload: no ${anchor} in index.html`)
        return html.replace(anchor, `${anchor}\n    <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />`)
      },
    },
  }
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

const staticallyReachable = (from: string, graph: ModuleGraph) => reachable([from], (id) => graph.getModuleInfo(id)?.importedIds ?? [])

/**
 * The client's chunks around the first load. Left to itself the bundler splits what main.tsx
 * shares with lazy code into some twenty small chunks that every page fetches anyway, each with
 * its own request, gzip window and import/export names. So what main.tsx imports statically
 * is two chunks: React (with React DOM and its scheduler) a 'react' chunk, which boot.ts
 * evaluates a task before the rest (decision 0013), and the rest (the router, the route tree, the
 * shell) one 'app' chunk. What boot.ts shares with them is one small 'boot' chunk (before 'app',
 * by priority), so that the boot script still loads none of the app before the first paint.
 * What a page of islands starts with (src/islands-main.tsx and the islands' parts) and the app also
 * loads first is a 'shell' chunk of its own, which the app imports: a page of islands never loads
 * the router or the route tree (decision 0019). The few small modules the islands' start imports
 * itself join the shell too: every chunk is one more request after the first paint, about a
 * millisecond of main thread each (src/boot.ts).
 * The page registry is a 'registry' chunk the app imports, so that the chat's panel, which checks
 * its sources' pages against it, loads no app code on a page of islands.
 */
const reactModule = /\/node_modules\/(react|react-dom|scheduler)\//

/**
 * The router's packages, whose barrels (index.js) import every module they have: followed whole, an
 * island's `useRouter` would make the router's runtime, links and matching "island code" and put them
 * in the shell, on every page of islands' first load (about 75 KB before gzip). Island code uses
 * only these of them: the context hook (to find there is no router) and the search-param codec (to
 * write and read search params as the router does). The rest goes with the app; an island that used
 * more would load the app's chunk, which e2e/islands.spec.ts fails on.
 */
const routerModule = /\/node_modules\/@tanstack\/(react-router|router-core|history|store|react-store)\//
const routerModuleForIslands = /\/node_modules\/@tanstack\/(react-router|router-core)\/dist\/esm\/(index|useRouter|routerContext|searchParams|qss)\.js$/

const isIcon = (id: string) => id.includes('/lucide-react/dist/esm/icons/')

/** The modules of islands (src/islands/*.tsx). */
const islandModules = () => globSync('src/islands/*.tsx', { cwd: dir('.') }).map((file) => dir(file))

/**
 * The routes of the pages that run as the app (a route without `staticData: { islands: true }`):
 * their component's chunk, which such a page loads first, counts as a part.
 */
function appPageRoutes() {
  return globSync('src/routes/**/*.tsx', { cwd: dir('.') })
    .filter((file) => !file.endsWith('__root.tsx') && !/staticData:\s*\{[^}]*islands:\s*true/.test(readFileSync(dir(file), 'utf8')))
    .map((file) => ({ id: `${dir(file)}?tsr-split=component`, name: `page-${file.replace(/^src\/routes\/(.*)\.tsx$/, '$1').replaceAll('/', '-')}` }))
}

function firstLoadChunks() {
  const partCount = islandModules().length + appPageRoutes().length
  let sets: { boot: Set<string>; app: Set<string>; shell: Set<string>; registry: Set<string>; parts: Map<string, PartChunk> } | undefined
  const setsOf = (graph: ModuleGraph) => {
    if (!sets) {
      const bootEntry = dir('./src/boot.ts')
      const boot = staticallyReachable(bootEntry, graph)
      boot.delete(bootEntry)
      const app = staticallyReachable(dir('./src/main.tsx'), graph)
      const parts = islandModules()
      const islandsStart = dir('./src/islands-main.tsx')
      const islandCode = reachable([islandsStart, ...parts], (id) => graph.getModuleInfo(id)?.importedIds ?? [])
      // And what the islands' start imports itself (entrance animations): a few hundred bytes each, a request less each.
      const startsWith = staticallyReachable(islandsStart, graph)
      startsWith.delete(islandsStart)
      const shell = new Set([...islandCode].filter((id) => (app.has(id) || startsWith.has(id)) && (!routerModule.test(id) || routerModuleForIslands.test(id))))
      // The page registry, a chunk of its own that the app imports: the chat's panel checks its sources' pages
      // against it, and on a page of islands it then loads that chunk, not the app's (router, route tree).
      const registry = new Set([...staticallyReachable(dir('./src/content/registry/index.ts'), graph)].filter((id) => app.has(id) && !shell.has(id)))
      // The rest of the islands' code, and of the app's own pages, in a chunk per set of parts that use it (scripts/lib/island-chunks.ts).
      // Followed through the icon barrels, every icon would look used by every part: icons are followed by name.
      const siteIcons = dir('./src/ui/icons.tsx')
      const lucide = graph.getModuleInfo(siteIcons)?.importedIds.find((id) => id.includes('/lucide-react/'))
      if (!lucide) throw new Error('vite.config.ts: src/ui/icons.tsx does not import lucide-react')
      const icons = iconUsage(siteIcons, lucide)
      const follow = (id: string) => (icons.barrels.has(id) ? [] : [...(graph.getModuleInfo(id)?.importedIds ?? []), ...icons.iconsOf(id)])
      const keep = (id: string) => !isIcon(id) && (app.has(id) || shell.has(id) || (routerModule.test(id) && !routerModuleForIslands.test(id)))
      const partsOf = [...parts.map((id) => ({ id, name: id.replace(/^.*\/islands\/(.*)\.tsx$/, '$1') })), ...appPageRoutes()]
      sets = { boot, app, shell, registry, parts: partChunks(partsOf, follow, keep) }
    }
    return sets
  }
  return [
    { name: (id: string, graph: ModuleGraph) => (setsOf(graph).app.has(id) && reactModule.test(id) ? chunkNames.react : null), priority: 4 },
    { name: (id: string, graph: ModuleGraph) => (setsOf(graph).boot.has(id) ? chunkNames.boot : null), priority: 3 },
    // Icons go with the code that uses them: the icon barrel (src/ui/icons.tsx) reaches every icon, and only the shell's are first-load.
    { name: (id: string, graph: ModuleGraph) => (setsOf(graph).shell.has(id) && !isIcon(id) ? chunkNames.shell : null), priority: 2 },
    { name: (id: string, graph: ModuleGraph) => (setsOf(graph).registry.has(id) ? 'registry' : null), priority: 2 },
    // Largest sets first (a module's dependencies are used by as many parts or more), all between the shell and the app.
    ...Array.from({ length: partCount }, (_, i) => partCount - i).map((count) => ({
      name: (id: string, graph: ModuleGraph) => {
        const chunk = setsOf(graph).parts.get(id)
        return chunk?.parts === count ? chunk.name : null
      },
      priority: 1 + count / (partCount + 1),
      // Taken whole, a module's dependencies would bring the app's (its group comes after) into these chunks. Without
      // them no cycle can form: a dependency is in the same chunk or in one of as many parts or more, the shell or the app.
      includeDependenciesRecursively: false,
    })),
    { name: (id: string, graph: ModuleGraph) => (setsOf(graph).app.has(id) && !isIcon(id) ? chunkNames.app : null), priority: 1 },
  ]
}

/** Unit test files that ask for a DOM on their first line. */
const domTests = globSync(unitTests, { cwd: dir('.') }).filter((file) => readFileSync(dir(file), 'utf8').startsWith('// @vitest-environment jsdom'))

/** The moment the pages are built: what is still to come is decided from it, and the open-ended webinar series are listed two years on. */
const buildTime = Date.now()

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    // Articles: MDX compile, front matter check + generated index, hero images (scripts/articles).
    articlesPlugin(),
    react(),
    tailwindcss(),
    themeScript(),
    firstFrameWaitsForLayout(),
    lowPriorityEntry(),
    brandFontPreload(),
    siteModePlugin(),
    // The site's icons as PNG, drawn from public/favicon.svg (scripts/favicons).
    faviconsPlugin(),
  ],
  define: {
    // The year the pages were prerendered in, so hydration can compare like with like.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The moment the pages were prerendered: which webinars were still to come (the browser decides again once hydrated).
    __BUILD_TIME__: JSON.stringify(buildTime),
    // Every webinar series' sessions, expanded from its recurrence rule here, so no page loads the rule engine or Intl's zone data.
    __WEBINAR_SESSIONS__: JSON.stringify(sessionCalendar(webinarSeries, buildTime)),
  },
  resolve: {
    alias: {
      '~': dir('./src'),
      '@machines': dir('./machines'),
      '@mocks': dir('./mocks'),
      // Only MSW's cookie store imports it (demo builds): the mock layer stays ~130 KB gzip lighter.
      tldts: dir('./mocks/browser-worker/public-suffix.ts'),
    },
  },
  build: {
    // $SITE_DIST/client, and $SITE_DIST/server for the server-rendering build (`vite build --ssr`).
    outDir: isSsrBuild ? serverDir() : clientDir(),
    manifest: true,
    // Modern browsers only: smaller output, no legacy polyfills.
    target: 'es2022',
    // No modulepreload links: on a slow phone they compete with the HTML for bandwidth
    // and delay the first paint of the prerendered page (measured by npm run audit);
    // the scripts only hydrate content that is already visible.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: firstLoadChunks() } } },
  },
  test: {
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // One worker per core, not Vitest's default of one fewer: on a two-core machine that default is a
    // single worker, which left a core idle once `npm test`'s other lane (type check, lint, build) was
    // done. Both lanes together: 141-150 s with one worker, 123-125 s with two (two runs each).
    maxWorkers: '100%',
    projects: [
      // Node unless a test file asks for a DOM (`// @vitest-environment jsdom` on its first line): a jsdom
      // per file cost ~30% of the unit run. Node files share their workers: a fresh one per file
      // (~0.45 s each) was half of their time (77 -> 37 s for 59 files).
      { extends: true, test: { name: 'node', environment: 'node', include: [unitTests], exclude: domTests, isolate: false } },
      // A DOM file runs in a fresh worker: modules that keep the document they first saw must not
      // meet another file's document. A thread starts sooner than a process: the 31 DOM files took
      // 79-82 s in threads against 89-94 s in forks (their 281 tests alone, two runs each).
      { extends: true, test: { name: 'dom', include: domTests, pool: 'threads' } },
    ],
  },
}))
