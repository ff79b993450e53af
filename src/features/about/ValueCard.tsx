import type { ValueCard as ValueCardContent, ValueIcon } from '~/content/about'
import { Card } from '~/ui/Card'
import { Award, Handshake, Lightbulb, Users } from '~/ui/icons'

const icons = { lightbulb: Lightbulb, handshake: Handshake, award: Award, users: Users } satisfies Record<ValueIcon, unknown>

/** One of the agency's values: icon, title and a line on what it means in practice. */
export function ValueCard({ value }: { value: ValueCardContent }) {
  const Icon = icons[value.icon]
  return (
    <Card as="article" className="flex flex-1 flex-col p-6">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-bold">{value.title}</h3>
      <p className="mt-2 text-fg-muted">{value.description}</p>
    </Card>
  )
}
