import { type ErrorComponentProps } from '@tanstack/react-router'
import { Link } from '~/ui/Link'
import { buttonClass } from '~/ui/button-styles'

function describe(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === 'object' && 'status' in error) return String((error as { status: unknown }).status)
  return String(error)
}

/** Shown when a route throws: the router's failure screen. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  return (
    <section className="container-page py-24 text-center" role="alert">
      <h1 className="text-3xl font-bold md:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-fg-muted">{describe(error)}</p>
      <a href="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        Go to the home page
      </a>
    </section>
  )
}

/** Shown for a path that is not a page of the site. */
export function NotFoundScreen() {
  return (
    <section className="container-page py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold md:text-4xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-fg-muted">
        The page you are looking for does not exist or has moved. Try the home page or browse the sitemap.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          Go to the home page
        </Link>
        <Link to="/sitemap" className={buttonClass('secondary', 'lg')}>
          View the sitemap
        </Link>
      </div>
    </section>
  )
}
