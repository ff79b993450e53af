import type { TeamMember } from '~/content/about'
import { Card } from '~/ui/Card'
import { LinkedInIcon, Mail } from '~/ui/icons'
import { chipClass } from '~/ui/chip'

/**
 * Monogram colours from the brand's cool range, one per card in team order, so no two people
 * on the page share a badge (light: dark text on a pale tint; dark: pale text on a deep tint).
 */
const monogramTints = [
  'bg-indigo-100 text-indigo-800 dark:bg-indigo-400/20 dark:text-indigo-100',
  'bg-teal-100 text-teal-800 dark:bg-teal-400/20 dark:text-teal-100',
  'bg-sky-100 text-sky-800 dark:bg-sky-400/20 dark:text-sky-100',
  'bg-violet-100 text-violet-800 dark:bg-violet-400/20 dark:text-violet-100',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/20 dark:text-emerald-100',
  'bg-cyan-100 text-cyan-800 dark:bg-cyan-400/20 dark:text-cyan-100',
  'bg-blue-100 text-blue-800 dark:bg-blue-400/20 dark:text-blue-100',
] as const

/** 'Daniel Okafor' -> 'DO': the first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/)
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase()
}

/**
 * A person on the team: portrait (or, until real photos replace them, their monogram), name, role,
 * tagline, three expertise tags and contact links. The header is stacked (badge, then name, then role,
 * one line each at every width the grid gives a card), so the cards of a row line up.
 */
export function TeamCard({ member, index, wide = false }: { member: TeamMember; index: number; wide?: boolean }) {
  const headingId = `team-${member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const [mailbox, domain] = member.social.email.split('@')
  return (
    // A card two columns wide (the lead's) sets its words beside its header instead of under it.
    <Card as="article" aria-labelledby={headingId} className={`flex flex-1 flex-col p-6 ${wide ? 'sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] sm:grid-rows-[auto_auto_1fr_auto] sm:gap-x-8' : ''}`}>
      {member.image ? (
        <img src={member.image} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          data-monogram={initialsOf(member.name)}
          className={`flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold tracking-wide ${monogramTints[index % monogramTints.length]}`}
        >
          {initialsOf(member.name)}
        </span>
      )}
      <div className="mt-4">
        <h3 id={headingId} className="text-lg font-bold">
          {member.name}
        </h3>
        <p className="text-sm font-semibold text-primary">{member.role}</p>
      </div>
      <p className={`mt-3 text-fg-muted ${wide ? 'sm:col-start-2 sm:row-start-1 sm:mt-0 sm:text-lg' : ''}`}>{member.tagline}</p>
      <ul aria-label={`${member.name}'s expertise`} className={`mt-4 flex flex-wrap gap-2 ${wide ? 'sm:col-start-2 sm:row-start-2 sm:content-start' : ''}`}>
        {member.expertise.map((tag) => (
          <li key={tag} className={chipClass}>
            {tag}
          </li>
        ))}
      </ul>
      <div className={`mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-5 text-sm font-semibold ${wide ? 'sm:col-start-2 sm:row-start-4' : ''}`}>
        <a href={member.social.profileUrl} className="inline-flex min-h-6 items-center gap-1.5 text-primary underline-offset-2 hover:underline">
          <LinkedInIcon className="size-4" />
          LinkedIn<span className="sr-only">: {member.name}</span>
        </a>
        <a href={`mailto:${member.social.email}`} className="inline-flex min-h-6 min-w-0 items-center gap-1.5 text-primary underline-offset-2 hover:underline">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {/* A narrow card breaks the address after the @, never inside a word. */}
          <span className="min-w-0">
            {mailbox}@<wbr />
            {domain}
          </span>
        </a>
      </div>
    </Card>
  )
}
