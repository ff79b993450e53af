import { createFileRoute } from '@tanstack/react-router'
import { pages } from '~/content/pages'
import { pageHead } from '~/shell/seo'

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: HomePage,
})

function HomePage() {
  return (
    <section className="container-page py-20">
      <h1 className="text-4xl font-extrabold tracking-tight md:text-6xl">{pages['/'].heading}</h1>
      <p className="mt-6 max-w-2xl text-lg text-fg-muted">{pages['/'].description}</p>
    </section>
  )
}
