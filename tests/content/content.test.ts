import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { domainExpertise, hero, revenueHub, serviceRouteFor, servicesSection, techHub } from '~/content/home'
import { footerColumns, headerLinks, headerMenus } from '~/content/navigation'
import { pages, type PagePath } from '~/content/registry'
import { searchWords } from '~/content/registry/search-words'
import { homeLinksSchema, pageMetaSchema, servicePageSchema } from '~/content/schema'
import * as services from '~/content/services'
import { team } from '~/content/about'
import { webinars } from '~/content/webinars'

const problems = (issues: v.BaseIssue<unknown>[]) => issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`)

describe('site content', () => {
  it.each(Object.entries(pages))('%s has valid SEO metadata', (path, page) => {
    const result = v.safeParse(pageMetaSchema, { ...page, ...searchWords[path as PagePath] })
    expect(result.success ? [] : problems(result.issues)).toEqual([])
  })

  it.each(Object.entries(services))('%s service page content is complete and links resolve', (_name, content) => {
    const result = v.safeParse(servicePageSchema, content)
    expect(result.success ? [] : problems(result.issues)).toEqual([])
  })

  it('every navigation link and home page link goes to a real page', () => {
    const links = [
      ...headerMenus.flatMap((menu) => menu.columns.flatMap((column) => column.links.map((link) => link.to))),
      ...headerLinks.map((link) => link.to),
      ...footerColumns.flatMap((column) => column.links.map((link) => link.to)),
      hero.primaryCta.to,
      hero.secondaryCta.to,
      ...servicesSection.cards.map((card) => serviceRouteFor(card.title)),
      ...techHub.tabs.map((tab) => tab.to),
      ...revenueHub.tabs.map((tab) => tab.to),
      ...domainExpertise.industries.map((industry) => industry.to),
    ]
    const result = v.safeParse(homeLinksSchema, links)
    expect(result.success ? [] : problems(result.issues)).toEqual([])
  })

  it('rejects content that breaks the rules (the schemas can fail)', () => {
    const broken = { ...services.salesAi, hero: { ...services.salesAi.hero, primary: { label: 'Go', to: '/nowhere' } } }
    expect(v.safeParse(servicePageSchema, broken).success).toBe(false)
    expect(v.safeParse(pageMetaSchema, { ...pages['/'], description: 'Too short.' }).success).toBe(false)
  })

  it('starts the three webinar series with the sessions of June 2025, their times in Pacific daylight time (PDT in June)', () => {
    expect(webinars.map((series) => series.sessions[0]!).map((w) => `${w.date} ${w.time} ${w.duration}`)).toEqual([
      'June 1, 2025 11:00 AM PDT 60 min',
      'June 15, 2025 10:00 AM PDT 45 min',
      'June 30, 2025 11:00 AM PDT 60 min',
    ])
  })

  it('has each webinar presented by a member of the team, with the role the about page shows', () => {
    const roles = new Map(team.members.map((member) => [member.name, member.role]))
    for (const { presenter } of webinars) expect(roles.get(presenter.name), presenter.name).toBe(presenter.role)
  })
})
