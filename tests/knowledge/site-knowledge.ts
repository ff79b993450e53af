import { site } from '~/config/site'
import { knowledgePages } from '~/content/registry/all-pages'
import { render } from '~/entry-server'
import { buildKnowledge, type KnowledgeSourcePage } from '../../scripts/knowledge/build-knowledge'

/**
 * The site's pages rendered as the prerender renders them, and the knowledge built from
 * them: what the build writes to KNOWLEDGE_FILE, without a build.
 */
export async function renderKnowledgePages(): Promise<KnowledgeSourcePage[]> {
  const pages: KnowledgeSourcePage[] = []
  for (const page of knowledgePages) {
    const { html, status } = await render(page.path)
    if (status !== 200) throw new Error(`${page.path} rendered with status ${status}`)
    pages.push({ path: page.path, title: page.title, html })
  }
  return pages
}

export async function siteKnowledge() {
  const pages = await renderKnowledgePages()
  return { pages, knowledge: buildKnowledge(pages, site.brandName) }
}
