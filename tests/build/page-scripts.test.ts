import { describe, expect, it } from 'vitest'
import { islandModulesIn, pageScriptFiles, pageScriptsTemplate } from '../../scripts/lib/page-scripts'
import type { Manifest } from '../../scripts/lib/vite-manifest'
import { PAGE_SCRIPTS_ID } from '~/shared/page-scripts'

/** The shape of a real client build: the entry, its boot chunk, the app, route chunks, shared chunks, lazy content. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_boot.js'], dynamicImports: ['_react.js', '_app.js', 'src/islands-main.tsx', 'src/features/home/headline-rotation-driver.ts'] },
  '_boot.js': { file: 'assets/boot.js' },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  'src/features/home/headline-rotation-driver.ts': { file: 'assets/headline-rotation-driver.js', imports: ['_boot.js'] },
  '_shell.js': { file: 'assets/shell.js', imports: ['_react.js'] },
  'src/islands-main.tsx': { file: 'assets/islands-main.js', imports: ['_react.js', '_shell.js', '_boot.js'], dynamicImports: ['src/islands/frame.tsx', 'src/islands/article.tsx'] },
  'src/islands/frame.tsx': { file: 'assets/frame.js', imports: ['_shell.js'] },
  'src/islands/article.tsx': { file: 'assets/article-islands.js', imports: ['_shell.js', '_Card.js'] },
  '_app.js': {
    file: 'assets/app.js',
    name: 'app',
    imports: ['_runtime.js', '_boot.js', '_shell.js'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component', 'src/routes/services/$slug.tsx?tsr-split=component', 'src/routes/blog/index.tsx?tsr-split=component', 'src/content/services/sales-ai.ts', 'src/content/services/marketing-ai.ts', 'src/features/chat/ChatPanel.tsx'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_Card.js': { file: 'assets/Card.js', imports: ['_shell.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes.js', imports: ['_app.js', '_Card.js'] },
  'src/routes/services/$slug.tsx?tsr-split=component': { file: 'assets/_slug.js', imports: ['_app.js', '_ServicePage.js'] },
  '_ServicePage.js': { file: 'assets/ServicePage.js', imports: ['_Card.js'] },
  'src/routes/blog/index.tsx?tsr-split=component': { file: 'assets/blog.js', imports: ['_app.js'] },
  'src/content/services/sales-ai.ts': { file: 'assets/sales-ai.js' },
  'src/content/services/marketing-ai.ts': { file: 'assets/marketing-ai.js' },
  'src/features/chat/ChatPanel.tsx': { file: 'assets/ChatPanel.js', imports: ['_app.js'] },
}

describe("a prerendered page's own scripts", () => {
  it('are the app, the matched route chunks and what they import, without what runs before the first paint', () => {
    expect(pageScriptFiles(manifest, { path: '/', routeIds: ['__root__', '/'], islands: null, movesByItself: false }).sort()).toEqual(['assets/Card.js', 'assets/app.js', 'assets/react.js', 'assets/routes.js', 'assets/runtime.js', 'assets/shell.js'])
  })

  it("add a family page's own content module (named by its slug) and no other page's", () => {
    const files = pageScriptFiles(manifest, { path: '/services/sales-ai', routeIds: ['__root__', '/services/$slug'], islands: null, movesByItself: false })
    expect(files).toEqual(expect.arrayContaining(['assets/_slug.js', 'assets/ServicePage.js', 'assets/Card.js', 'assets/sales-ai.js']))
    expect(files).not.toContain('assets/marketing-ai.js')
    // Lazy features stay lazy.
    expect(files).not.toContain('assets/ChatPanel.js')
  })

  it('read an index route (a trailing slash in its id) from its index file', () => {
    expect(pageScriptFiles(manifest, { path: '/blog', routeIds: ['__root__', '/blog/'], islands: null, movesByItself: false })).toContain('assets/blog.js')
  })

  it('fail the build when a matched route has no chunk in the manifest', () => {
    expect(() => pageScriptFiles(manifest, { path: '/about', routeIds: ['__root__', '/about'], islands: null, movesByItself: false })).toThrow('no chunk for src/routes/about.tsx?tsr-split=component')
  })

  it("of a page of islands are React, the islands' start and parts and what they import: never the app, its router or a route's chunk", () => {
    const files = pageScriptFiles(manifest, { path: '/services/sales-ai', routeIds: ['__root__', '/services/$slug'], islands: ['frame'], movesByItself: false })
    expect(files.sort()).toEqual(['assets/frame.js', 'assets/islands-main.js', 'assets/react.js', 'assets/shell.js'])
    // Only the islands the page holds.
    expect(pageScriptFiles(manifest, { path: '/services/sales-ai', routeIds: ['__root__', '/services/$slug'], islands: ['frame', 'article'], movesByItself: false })).toContain('assets/Card.js')
  })

  it("hold what the boot script moves without React (home's rotating word) only on a page that shows it", () => {
    const islands = { path: '/', routeIds: ['__root__', '/'], islands: ['frame'] }
    expect(pageScriptFiles(manifest, { ...islands, movesByItself: true })).toContain('assets/headline-rotation-driver.js')
    expect(pageScriptFiles(manifest, { ...islands, movesByItself: false })).not.toContain('assets/headline-rotation-driver.js')
    expect(pageScriptFiles(manifest, { path: '/', routeIds: ['__root__', '/'], islands: null, movesByItself: false })).not.toContain('assets/headline-rotation-driver.js')
    expect(pageScriptFiles(manifest, { path: '/', routeIds: ['__root__', '/'], islands: null, movesByItself: true })).toContain('assets/headline-rotation-driver.js')
  })

  it('fail the build when a page holds an island whose module does not exist', () => {
    expect(() => pageScriptFiles(manifest, { path: '/', routeIds: ['__root__', '/'], islands: ['carousel'], movesByItself: false })).toThrow('no chunk for src/islands/carousel.tsx')
  })

  it('name the modules of the islands a prerendered page holds, once each', () => {
    const html = '<div data-island="frame/site-header" class="contents"></div><span data-island="article/share-panel"></span><div data-island="frame/current-year"></div>'
    expect(islandModulesIn(html)).toEqual(['frame', 'article'])
  })

  it("fail the build when the boot script no longer starts both the app and the islands", () => {
    const withoutIslands: Manifest = { ...manifest, 'index.html': { file: 'assets/index.js', dynamicImports: ['_react.js', '_app.js'] } }
    expect(() => pageScriptFiles(withoutIslands, { path: '/', routeIds: ['__root__', '/'], islands: null, movesByItself: false })).toThrow("does not import both the app's and the islands' start")
  })

  it('are listed for the boot script as modulepreload links in an inert template', () => {
    expect(pageScriptsTemplate(['assets/app.js', 'assets/routes.js'])).toBe(
      `<template id="${PAGE_SCRIPTS_ID}"><link rel="modulepreload" href="/assets/app.js"><link rel="modulepreload" href="/assets/routes.js"></template>`,
    )
  })
})
