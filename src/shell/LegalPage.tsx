import { site } from '~/config/site'
import type { LegalDocument } from '~/content/legal'
import { PageHeader } from '~/ui/page-header/PageHeader'

/** A legal document: header, summary, numbered sections and a contact line. */
export function LegalPage({ title, document }: { title: string; document: LegalDocument }) {
  return (
    <>
      <PageHeader title={title} description={document.summary} />
      <article className="container-page max-w-3xl py-12">
        <p className="text-sm text-fg-muted">Last updated: {document.updated}</p>
        {document.sections.map((section) => (
          <section key={section.id} className="mt-8">
            <h2 id={section.id} className="text-xl font-bold">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-fg-muted">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-1 pl-6 text-fg-muted">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="mt-10 leading-relaxed text-fg-muted">
          Questions? Write to{' '}
          <a href={`mailto:${site.contactEmail}`} className="font-medium text-primary underline underline-offset-2">
            {site.contactEmail}
          </a>
          .
        </p>
      </article>
    </>
  )
}
