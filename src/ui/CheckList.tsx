import { Check } from './icons'

/** A list of short statements, each with a check mark. */
export function CheckList({ items, className = 'space-y-1.5 text-sm' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
