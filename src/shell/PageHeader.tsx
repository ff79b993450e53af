import { Link, useCanGoBack, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { buttonClass } from '~/ui/button-styles'
import { ArrowLeft } from '~/ui/icons'

interface PageHeaderProps {
  title: string
  /** A short label above the title (e.g. the service family). */
  eyebrow?: string
  description?: ReactNode
  /** Where "Back" goes when the visitor arrived directly (no history to go back to). */
  fallback?: '/' | '/webinars' | '/blog' | '/case-studies'
  backLabel?: string
  children?: ReactNode
}

/** Inner-page header: back button, title, optional description, Contact Sales. */
export function PageHeader({ title, eyebrow, description, fallback = '/', backLabel = 'Back', children }: PageHeaderProps) {
  return (
    <header className="border-b border-border bg-bg-subtle">
      <div className="container-page py-10 md:py-14">
        <div className="mb-6 flex items-center justify-between gap-4">
          <BackButton fallback={fallback} label={backLabel} />
          <Link to="/contact" className={buttonClass('primary', 'sm')}>
            Contact Sales
          </Link>
        </div>
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
        <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl">{title}</h1>
        {description && <p className="mt-4 max-w-3xl text-lg text-fg-muted">{description}</p>}
        {children}
      </div>
    </header>
  )
}

/** One step back in history; the fallback page when this page was the first one opened. */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm', '-ml-3')}
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }))}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </button>
  )
}
