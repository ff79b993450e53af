/**
 * Prerendering: renders one path of the site to HTML with its head tags. Used by
 * scripts/prerender.ts at build time; the browser hydrates the result.
 */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { site } from './config/site'
import { pages } from './content/registry'
import { allPages, knowledgePages as knowledgeRegistryPages } from './content/registry/all-pages'
import { searchWords } from './content/registry/search-words'
import { createAppRouter } from './router'
import { collectHead, headToHtml } from './head/head'
import { documentTitle } from './head/seo'
import { shareCardOf } from './head/share-card'
import { shareImagePath } from './head/share-image'

/** Every path written as a static HTML file: the page registry's. */
export const prerenderPaths: readonly string[] = allPages.map((page) => page.path)

/** The paths sitemap.xml lists: all but the pages only a form leads to (noindex). */
export const sitemapPaths: readonly string[] = allPages.filter((page) => !page.unlisted).map((page) => page.path)

/** A page rendered to HTML, with its head tags, its status and the ids of the routes that matched (which say what scripts it hydrates with). */
export async function render(url: string): Promise<{ html: string; head: string; status: number; routeIds: string[]; islands: boolean }> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), prerendering: true })
  await router.load()
  const html = renderToString(<RouterProvider router={router} />)
  const head = headToHtml(collectHead(router.state.matches))
  const matches = router.state.matches
  const status = matches.some((m) => m.status === 'notFound' || m._notFound)
    ? 404
    : matches.some((m) => m.status === 'error')
      ? 500
      : 200
  const islands = status === 200 && matches.some((match) => match.staticData.islands === true)
  return { html, head, status, routeIds: matches.map((match) => match.routeId), islands }
}

export const siteOrigin = site.origin

/** The brand the assistant's prompt names (and the RSS feed's owner). */
export const brandName = site.brandName

/** The RSS feed's title and description: the /blog page's, as its head shows them. */
export const blogFeed = { title: documentTitle(pages['/blog'].title), description: searchWords['/blog'].description }

/** The pages the assistant's knowledge is built from (scripts/knowledge), with the titles its sources show. */
export const knowledgePages: readonly { path: string; title: string }[] = knowledgeRegistryPages.map((page) => ({ path: page.path, title: page.title }))

/** The files the download buttons hand over, as documents (written as PDFs by scripts/downloads). */
export { downloadDocuments } from './content/download-documents'

/** What each page's share card shows, and where its image goes (scripts/og-images). */
export const shareCards = allPages.map((page) => ({
  imagePath: shareImagePath(page.path),
  card: shareCardOf(page),
}))
