import { createFileRoute, type LinkProps } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { cardGridColumns } from '~/ui/card-grid'
import { pages, type PageSection } from '~/content/registry'
import { allPages } from '~/content/registry/all-pages'
import { searchWords } from '~/content/registry/search-words'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { headOnDemand } from '~/head/on-demand'

export const Route = createFileRoute('/sitemap')({
  staticData: { islands: true },
  head: () => headOnDemand((seo) => seo.pageHead('/sitemap')),
  component: SitemapPage,
})

const sectionOrder: PageSection[] = ['Main', 'Services', 'Industries', 'Resources', 'Blog', 'Company', 'Legal']

function SitemapPage() {
  // Pages reached only as a result of something else (unlisted) are not useful entry points.
  const entries = allPages.filter((page) => !page.unlisted)
  return (
    <>
      <PageHeader title={pages['/sitemap'].heading} description={searchWords['/sitemap'].description} />
      <div className={`container-page grid gap-10 py-12 ${cardGridColumns(sectionOrder.length, 'sm')}`}>
        {sectionOrder.map((section) => (
          <section key={section} aria-labelledby={`sitemap-${section}`}>
            <h2 id={`sitemap-${section}`} className="text-lg font-bold">
              {section}
            </h2>
            <ul className="mt-3 space-y-2">
              {entries
                .filter((page) => page.section === section)
                .map((page) => (
                  <li key={page.path}>
                    {/* A registry path: a fixed route, or a family route's page with its slug. */}
                    <Link to={page.path as LinkProps['to']} className="text-primary underline-offset-2 hover:underline">
                      {page.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
