import { createFileRoute, Link } from '@tanstack/react-router'
import { articles, articleSlugs } from '~/content/articles'
import { pages, type PageMeta, type PagePath } from '~/content/pages'
import { PageHeader } from '~/ui/page-header/PageHeader'
import { pageHead } from '~/head/seo'

export const Route = createFileRoute('/sitemap')({
  head: () => pageHead('/sitemap'),
  component: SitemapPage,
})

const sectionOrder: PageMeta['section'][] = ['Main', 'Services', 'Industries', 'Resources', 'Blog', 'Company', 'Legal']

// Pages reached only as a result of something else are not useful entry points.
const unlisted = new Set<PagePath>(['/thank-you', '/webinar-registration'])

function SitemapPage() {
  const entries = Object.entries(pages) as [PagePath, PageMeta][]
  return (
    <>
      <PageHeader title={pages['/sitemap'].heading} description={pages['/sitemap'].description} />
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {sectionOrder.map((section) => (
          <section key={section} aria-labelledby={`sitemap-${section}`}>
            <h2 id={`sitemap-${section}`} className="text-lg font-bold">
              {section}
            </h2>
            <ul className="mt-3 space-y-2">
              {entries
                .filter(([path, page]) => page.section === section && !unlisted.has(path))
                .map(([path, page]) => (
                  <li key={path}>
                    <Link to={path} className="text-primary underline-offset-2 hover:underline">
                      {page.title}
                    </Link>
                  </li>
                ))}
              {section === 'Blog' &&
                articleSlugs.map((slug) => (
                  <li key={slug}>
                    <Link to="/blog/$slug" params={{ slug }} className="text-primary underline-offset-2 hover:underline">
                      {articles[slug].title}
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
