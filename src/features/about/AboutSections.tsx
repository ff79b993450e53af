import { mission, team, values } from '~/content/about'
import { SectionHeading } from '~/ui/SectionHeading'
import { StatGrid } from '~/sections/StatGrid'
import { Reveal } from '~/ui/Reveal'
import { TeamCard } from './TeamCard'
import { ValueCard } from './ValueCard'
import { SampleNote } from '~/sections/SampleNote'

export function MissionSection() {
  return (
    <section aria-labelledby="about-mission" className="container-page py-14">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <SectionHeading id="about-mission" title={mission.heading} align="start" />
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-3xl text-lg text-fg-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <StatGrid items={mission.stats} className="lg:grid-cols-1" />
      </div>
    </section>
  )
}

export function ValuesSection() {
  return (
    <section aria-labelledby="about-values" className="border-y border-border bg-bg-subtle">
      <div className="container-page py-14">
        <SectionHeading id="about-values" title={values.heading} intro={values.intro} align="start" />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((value, i) => (
            <Reveal as="li" key={value.title} delay={i * 0.1} className="flex">
              <ValueCard value={value} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}

export function TeamSection() {
  return (
    <section aria-labelledby="about-team" className="container-page py-14">
      <SectionHeading id="about-team" title={team.heading} intro={team.intro} align="start" />
      <SampleNote sample={team.sample} className="mt-3" />
      {/* Two across, four from xl. With an odd count the lead's card spans two columns, so every row is
          full at both (seven people: 2 + 2 + 2 + 2, or 4 + 4), never a hole at the end. */}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {team.members.map((member, i) => {
          const wide = i === 0 && team.members.length % 2 === 1
          return (
            <Reveal as="li" key={member.name} delay={(i % 4) * 0.1} className={`flex ${wide ? 'sm:col-span-2' : ''}`}>
              <TeamCard member={member} index={i} wide={wide} />
            </Reveal>
          )
        })}
      </ul>
    </section>
  )
}
