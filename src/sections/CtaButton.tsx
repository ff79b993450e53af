import { Link } from '~/ui/Link'
import type { CtaLink } from '~/content/service-page'
import { pageTo } from '~/ui/page-link'

/** A call-to-action link: a file downloads, a booking topic goes to /contact pre-filled, otherwise to its page. */
export function CtaButton({ cta, className }: { cta: CtaLink; className: string }) {
  if (cta.file) {
    return (
      <a href={cta.file} download className={className}>
        {cta.label}
        <span className="sr-only"> (PDF)</span>
      </a>
    )
  }
  if (cta.to) {
    return (
      <Link to={pageTo(cta.to)} className={className}>
        {cta.label}
      </Link>
    )
  }
  return (
    <Link to="/contact" search={{ topic: cta.topic ?? cta.label }} className={className}>
      {cta.label}
    </Link>
  )
}
