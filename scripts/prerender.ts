/**
 * Writes a static HTML file for every route of the site, a 404 page, sitemap.xml,
 * robots.txt, the blog's rss.xml and the assistant's knowledge (KNOWLEDGE_FILE) into dist/client. Run after the client and server builds.
 * Fails loudly (exit 1) when a page did not render as expected.
 */
import { statSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildRss } from './articles/rss.ts'
import { articleMeta } from '../src/content/articles/meta.gen.ts'
import { islandModulesIn, pageScriptFiles, pageScriptsTemplate } from './lib/page-scripts.ts'
import { ROTATING_WORDS_ATTRIBUTE } from '../src/shared/rotating-words.ts'
import type { Manifest } from './lib/vite-manifest.ts'
import { writeShareCards, type ShareCardFile } from './og-images/write-cards.ts'
import { writeDownloads } from './downloads/render-pdf.ts'
import type { DownloadDocument } from '../src/content/download-documents.ts'
import { siteDist } from '../server/site-dist.ts'
import { buildKnowledge } from './knowledge/build-knowledge.ts'
import { KNOWLEDGE_FILE } from '../src/shared/assistant-knowledge.ts'

const distDir = siteDist()
const clientDir = join(distDir, 'client')
const serverEntry = pathToFileURL(join(distDir, 'server', 'entry-server.js')).href

interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string; status: number; routeIds: string[]; islands: boolean }>
  prerenderPaths: readonly string[]
  sitemapPaths: readonly string[]
  siteOrigin: string
  brandName: string
  blogFeed: { title: string; description: string }
  knowledgePages: readonly { path: string; title: string }[]
  shareCards: readonly ShareCardFile[]
  downloadDocuments: readonly DownloadDocument[]
}

const { render, prerenderPaths, sitemapPaths, siteOrigin, brandName, blogFeed, knowledgePages, shareCards, downloadDocuments } = (await import(serverEntry)) as ServerEntry
const template = await readFile(join(clientDir, 'index.html'), 'utf8')
const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest

function fileFor(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html')
}

async function write(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, content)
}

/**
 * A page's HTML: its head tags, its body, and the list of scripts it hydrates with (scripts/lib/page-scripts.ts).
 * A page that hydrates only its islands says so on its root (src/boot.ts), and lists the islands' scripts.
 */
function page(path: string, head: string, html: string, routeIds: readonly string[], islands: boolean): string {
  const movesByItself = html.includes(ROTATING_WORDS_ATTRIBUTE)
  const scripts = pageScriptsTemplate(pageScriptFiles(manifest, { path, routeIds, islands: islands ? islandModulesIn(html) : null, movesByItself }))
  const root = islands ? '<div id="root" data-render="islands">' : '<div id="root">'
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root"><!--app-html-->', () => `${root}${html}`)
    .replace('</body>', () => `${scripts}</body>`)
}

const problems: string[] = []
const bodies = new Map<string, string>()

for (const path of prerenderPaths) {
  const { html, head, status, routeIds, islands } = await render(path)
  bodies.set(path, html)
  if (status !== 200) problems.push(`${path}: status ${status}`)
  if ((html.match(/<h1[\s>]/g) ?? []).length !== 1) problems.push(`${path}: expected exactly one <h1>`)
  if (!head.includes('rel="canonical"')) problems.push(`${path}: no canonical link`)
  await write(fileFor(path), page(path, head, html, routeIds, islands))
}

const notFound = await render('/this-page-does-not-exist')
if (notFound.status !== 404) problems.push(`404 page: status ${notFound.status}`)
await write(join(clientDir, '404.html'), page('404.html', `${notFound.head}\n    <meta name="robots" content="noindex">`, notFound.html, notFound.routeIds, notFound.islands))

const urls = sitemapPaths.map((path) => `  <url><loc>${new URL(path, `${siteOrigin}/`).href}</loc></url>`)
await write(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
)
await write(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`)

const fileSize = (path: string) => {
  try {
    return statSync(join(clientDir, path)).size
  } catch {
    problems.push(`rss.xml: ${path} was not built`)
    return undefined
  }
}
await write(join(clientDir, 'rss.xml'), buildRss(articleMeta, { origin: siteOrigin, ...blogFeed, owner: brandName, imageBytes: fileSize }))

// The assistant's knowledge: the pages' own text as passages under their headings (scripts/knowledge).
let knowledgeSummary = ''
try {
  const knowledge = buildKnowledge(
    knowledgePages.map((page) => ({ ...page, html: bodies.get(page.path) ?? '' })),
    brandName,
  )
  const json = JSON.stringify(knowledge)
  await write(join(clientDir, KNOWLEDGE_FILE), json)
  knowledgeSummary = `Assistant knowledge: ${knowledge.passages.length} passages from ${knowledgePages.length} pages, ${(json.length / 1024).toFixed(0)} KB (${KNOWLEDGE_FILE}).`
} catch (error) {
  problems.push(`assistant knowledge: ${error instanceof Error ? error.message : String(error)}`)
}

const cards = await writeShareCards(clientDir, shareCards)
problems.push(...cards.problems)
problems.push(...(await writeDownloads(clientDir, downloadDocuments, brandName)))

if (problems.length > 0) {
  console.error(`Prerender failed:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`Prerendered ${prerenderPaths.length} pages, 404.html, sitemap.xml, robots.txt and rss.xml (${articleMeta.length} articles).`)
console.log(`Share images: ${cards.written} cards of 1200x630 in ${(cards.ms / 1000).toFixed(1)} s.`)
console.log(`Downloads: ${downloadDocuments.map((document) => document.path).join(', ')}.`)
console.log(knowledgeSummary)
