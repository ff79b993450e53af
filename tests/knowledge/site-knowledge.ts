import { site } from '~/config/site'
import { knowledgePages } from '~/content/registry/all-pages'
import { render } from '~/entry-server'
import { buildKnowledge, type KnowledgeSourcePage } from '../../scripts/knowledge/build-knowledge'

/**
 * The site's pages rendered as the prerender renders them, and the knowledge built from
 * them: what the build writes to KNOWLEDGE_FILE, without a build.
 */
export async function renderKnowledgePages(paths?: readonly string[]): Promise<KnowledgeSourcePage[]> {
  const pages: KnowledgeSourcePage[] = []
  for (const page of knowledgePages.filter((p) => !paths || paths.includes(p.path))) {
    const { html, status } = await render(page.path)
    if (status !== 200) throw new Error(`${page.path} rendered with status ${status}`)
    pages.push({ path: page.path, title: page.title, html })
  }
  return pages
}

/** The knowledge of the whole site, or of the pages given. */
export async function siteKnowledge(paths?: readonly string[]) {
  const pages = await renderKnowledgePages(paths)
  return { pages, knowledge: buildKnowledge(pages, site.brandName) }
}
