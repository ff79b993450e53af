import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { checkSiteEnv, describeSampleContent } from '~/config/env-schema'
import { sampleClients, sampleContent, sampleContentChecklist, sampleTeam } from '~/config/launch-checklist'
import { team } from '~/content/about'
import { trustedBy } from '~/content/home'
import { ownDetailsEnv, requiredDeployEnv } from '../../scripts/lib/example-deploy-env'

const required = requiredDeployEnv
const own = ownDetailsEnv

describe('a deploy build refuses sample settings', () => {
  it('accepts the agency’s own details', () => {
    expect(checkSiteEnv({ ...required, ...own })).toEqual({ ok: true, mode: 'production' })
  })

  it('names each setting still at a sample value: contact email, phone, social link, leads inbox, origin', () => {
    const check = checkSiteEnv({
      ...required,
      ...own,
      VITE_CONTACT_EMAIL: 'hello@example.com',
      VITE_CONTACT_PHONE: '+1 (415) 555-0142',
      VITE_SOCIAL_URL: 'https://www.linkedin.com/',
      VITE_LEADS_INBOX: 'leads@meridian-ai.example',
      VITE_SITE_ORIGIN: 'https://www.example.com',
    })
    expect(check.ok).toBe(false)
    expect(check.ok ? [] : check.problems.map((problem) => problem.split(' ')[0])).toEqual([
      'VITE_CONTACT_EMAIL',
      'VITE_CONTACT_PHONE',
      'VITE_SOCIAL_URL',
      'VITE_LEADS_INBOX',
      'VITE_SITE_ORIGIN',
    ])
    for (const problem of check.ok ? [] : check.problems) expect(problem).toMatch(/is still a sample value \(.+\): set the agency's own$/)
  })

  it('counts an unset contact detail or controller as the sample the site would show', () => {
    const check = checkSiteEnv(required)
    expect(check.ok ? [] : check.problems.map((problem) => problem.split(' ')[0])).toEqual([
      'VITE_CONTACT_EMAIL',
      'VITE_CONTACT_PHONE',
      'VITE_SOCIAL_URL',
      'VITE_OFFICE_ADDRESS',
      'VITE_CONTROLLER_NAME',
      'VITE_CONTROLLER_ADDRESS',
      'VITE_PRIVACY_EMAIL',
    ])
  })

  it('lets the demo keep every sample', () => {
    expect(checkSiteEnv({ VITE_DEMO_MODE: 'true', VITE_CONTACT_EMAIL: 'hello@example.com' })).toEqual({ ok: true, mode: 'demo' })
  })
})

/** Every object of every content module that carries a sample mark, with the mark. */
function sampleMarks(): { mark: string; where: string; value: Record<string, unknown> }[] {
  const modules = import.meta.glob<Record<string, unknown>>('/src/content/**/*.ts', { eager: true })
  const found: { mark: string; where: string; value: Record<string, unknown> }[] = []
  const seen = new Set<unknown>()
  const walk = (value: unknown, where: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    const record = value as Record<string, unknown>
    if ('sample' in record && record.sample !== undefined) found.push({ mark: String(record.sample), where, value: record })
    for (const [key, child] of Object.entries(record)) walk(child, `${where}.${key}`)
  }
  for (const [file, exports] of Object.entries(modules)) walk(exports, file)
  return found
}

describe('the launch checklist of sample content', () => {
  const marks = sampleMarks()

  it('lists every sample the content marks, and nothing the content no longer marks', () => {
    expect(marks.length).toBeGreaterThan(0)
    for (const { mark, where } of marks) expect(Object.keys(sampleContent), `${where} is marked "${mark}"`).toContain(mark)
    expect(new Set(marks.map(({ mark }) => mark))).toEqual(new Set(Object.keys(sampleContent)))
  })

  it('marks the case studies, their quotes and the success snapshots, team, clients and webinars', () => {
    const marked = (key: string) => marks.filter(({ mark }) => mark === key).map(({ where }) => where)
    expect(marked('chipr')).toEqual(expect.arrayContaining([expect.stringMatching(/case-studies\.ts\.chiprCard$/), expect.stringMatching(/case-studies\.ts\.chipr$/), expect.stringMatching(/telecom\.ts/)]))
    expect(marked('foliant')).toEqual(expect.arrayContaining([expect.stringMatching(/case-studies\.ts\.notion$/)]))
    for (const key of ['adtechSnapshot', 'martechSnapshot', 'launchpadSnippets', 'elevateStories', 'offerResults', 'team', 'trustedBy', 'webinars']) expect(marked(key), key).not.toEqual([])
  })

  it('names in each item the clients, people and quotes its content shows', () => {
    for (const { mark, value } of marks) {
      const item: string = sampleContent[mark as keyof typeof sampleContent]
      if (typeof value.title === 'string' && 'subtitle' in value) expect(item, mark).toContain(`"${value.title}"`)
      const quote = value.quote as { attribution?: string } | undefined
      if (quote?.attribution) expect(item, mark).toContain(`"${quote.attribution.split(',')[0]}"`)
      for (const stat of (value.metrics as { value: string }[] | undefined) ?? []) if (/^[+-]\d/.test(stat.value)) expect(item, `${mark} ${stat.value}`).toContain(stat.value)
    }
  })

  it('names every sample team profile: each links to the site’s social link, not the person’s own', () => {
    expect(team.members.filter((member) => member.social.profileUrl === site.socialUrl).map((member) => member.name)).toEqual([...sampleTeam])
    for (const name of sampleTeam) expect(sampleContent.team).toContain(name)
  })

  it('names the sample "Trusted by" clients the home page still shows', () => {
    expect([...trustedBy.companies]).toEqual([...sampleClients])
    for (const name of sampleClients) expect(sampleContent.trustedBy).toContain(name)
  })

  it('is printed item by item by a deploy build', () => {
    const text = describeSampleContent(sampleContentChecklist())
    expect(text).toMatch(/^Launch checklist: this build still ships sample content/)
    for (const item of Object.values(sampleContent)) expect(text).toContain(item)
    expect(describeSampleContent([])).toBe('Launch checklist: no sample content left.')
  })
})
