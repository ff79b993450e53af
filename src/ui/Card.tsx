import type { HTMLAttributes } from 'react'

const surface = 'rounded-2xl border border-border bg-card'
/** A card that is one click target lifts on hover. */
const lift = 'transition-shadow hover:shadow-lg'

/**
 * The class names of the site's card surface (rounded, bordered, on the card colour),
 * for an element that cannot be a <Card>: a link, a dialog, <details>, or an element
 * with its own role or tabindex (kept native so the accessibility lint still checks it).
 */
export function cardClass(className = '', { interactive = false }: { interactive?: boolean } = {}): string {
  return [surface, interactive && lift, className].filter(Boolean).join(' ')
}

/** The site's card surface as an article, div, list item or section. */
export function Card({
  as: Tag = 'div',
  interactive = false,
  className = '',
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'article' | 'div' | 'li' | 'section'; interactive?: boolean }) {
  return <Tag {...props} className={cardClass(className, { interactive })} />
}
