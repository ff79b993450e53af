import type { TeamMember } from '~/content/about'
import { Card } from '~/ui/Card'
import { LinkedInIcon, Mail, UserRound } from '~/ui/icons'
import { chipClass } from '~/ui/chip'

/** A person on the team: portrait (or an icon), name, role, tagline, three expertise tags and contact links. */
export function TeamCard({ member }: { member: TeamMember }) {
  const headingId = `team-${member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-1 flex-col p-6">
      <div className="flex items-center gap-4">
        {member.image ? (
          <img src={member.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
            <UserRound aria-hidden="true" className="size-8" />
          </span>
        )}
        <div>
          <h3 id={headingId} className="text-lg font-bold">
            {member.name}
          </h3>
          <p className="text-sm font-semibold text-primary">{member.role}</p>
        </div>
      </div>
      <p className="mt-4 text-fg-muted">{member.tagline}</p>
      <ul aria-label={`${member.name}'s expertise`} className="mt-4 flex flex-wrap gap-2">
        {member.expertise.map((tag) => (
          <li key={tag} className={chipClass}>
            {tag}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-5 text-sm font-semibold">
        <a href={member.social.profileUrl} className="inline-flex min-h-6 items-center gap-1.5 text-primary underline-offset-2 hover:underline">
          <LinkedInIcon className="size-4" />
          LinkedIn<span className="sr-only">: {member.name}</span>
        </a>
        <a href={`mailto:${member.social.email}`} className="inline-flex min-h-6 items-center gap-1.5 break-all text-primary underline-offset-2 hover:underline">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {member.social.email}
        </a>
      </div>
    </Card>
  )
}
