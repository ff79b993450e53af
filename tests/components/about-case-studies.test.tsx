// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { team } from '~/content/about'
import { chipr, notion } from '~/content/case-studies'
import { renderApp } from '../render-app'

const main = () => screen.getByRole('main')

describe('/about', () => {
  it('shows the mission, the four values, seven team cards and a strategy call button', async () => {
    await renderApp('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument()
    for (const title of ['Innovation First', 'Client Success', 'Technical Excellence', 'Collaborative Growth']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument()
    }
    const teamSection = screen.getByRole('region', { name: 'Meet Our Team' })
    const cards = within(teamSection).getAllByRole('article')
    expect(cards).toHaveLength(7)
    expect(within(main()).getByRole('link', { name: 'Book Strategy Call' })).toHaveAttribute('href', '/contact?topic=Strategy+call')
  })

  it('gives every team card its role, three tags, a profile link and a mailto link', async () => {
    await renderApp('/about')
    for (const member of team.members) {
      const card = await screen.findByRole('article', { name: member.name })
      expect(within(card).getByText(member.role)).toBeInTheDocument()
      expect(within(within(card).getByRole('list', { name: `${member.name}'s expertise` })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        ...member.expertise,
      ])
      expect(within(card).getByRole('link', { name: `LinkedIn: ${member.name}` })).toHaveAttribute('href', member.social.profileUrl)
      expect(within(card).getByRole('link', { name: member.social.email })).toHaveAttribute('href', `mailto:${member.social.email}`)
    }
  })
})

describe('/case-studies', () => {
  it("shows 'Client Success Stories' and two cards whose 'Read Case Study' links open the detail pages", async () => {
    await renderApp('/case-studies')
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Success Stories' })).toBeInTheDocument()
    const links = within(main()).getAllByRole('link', { name: /^Read Case Study/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/case-studies/chipr', '/case-studies/notion'])
    const chiprCard = screen.getByRole('article', { name: 'Chipr' })
    expect(within(chiprCard).getByText('Scale')).toBeInTheDocument()
    expect(within(chiprCard).getByText('1,600+ employees')).toBeInTheDocument()
    expect(within(chiprCard).getByText('+38%')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Foliant' })).getByText('3x faster')).toBeInTheDocument()
  })

  it('navigates to the Chipr story from its card', async () => {
    const user = userEvent.setup()
    await renderApp('/case-studies')
    await user.click(await screen.findByRole('link', { name: 'Read Case Study: Chipr' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Chipr: AI for a 1,600-Rep Field Sales Force' })).toBeInTheDocument()
  })
})

describe('/case-studies/chipr', () => {
  it('shows the metrics, tables with captions and header cells, the six-step timeline, the quote and the stack', async () => {
    await renderApp('/case-studies/chipr')
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Chipr: AI for a 1,600-Rep Field Sales Force' })
    const header = h1.closest('header')
    if (!header) throw new Error('the page title sits in the page header')
    const headline = within(header).getAllByRole('definition').map((dd) => `${dd.previousElementSibling?.textContent ?? ''} ${dd.textContent ?? ''}`)
    // Each figure once, saying which way is better; no second list of the same figures below.
    expect(headline).toEqual(
      expect.arrayContaining([
        'Revenue per rep +38% (an improvement, higher is better)',
        'Training cost -90% (an improvement, lower is better)',
        'First-call resolution +19% (an improvement, higher is better)',
        'Forecast accuracy +14% (an improvement, higher is better)',
        'Scale 1,600+ employees',
      ]),
    )
    expect(headline.filter((text) => text.startsWith('Training cost'))).toHaveLength(1)
    const challenge = screen.getByRole('table', { name: chipr.challenges.caption })
    expect(within(challenge).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Challenge', 'Impact'])
    expect(within(challenge).getAllByRole('rowheader')).toHaveLength(chipr.challenges.rows.length)
    const outcomes = screen.getByRole('table', { name: chipr.outcomes.caption })
    expect(within(outcomes).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Metric', 'Before', 'After'])
    expect(screen.getByRole('region', { name: chipr.outcomes.caption })).toHaveAttribute('tabindex', '0')
    const timeline = screen.getByRole('region', { name: chipr.timeline.heading })
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(6)
    expect(screen.getByText('VP of Sales, Chipr')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: chipr.stack.heading })).toBeInTheDocument()
    expect(within(main()).getByRole('link', { name: 'Book Strategy Call' })).toHaveAttribute('href', '/contact?topic=Strategy+call')
  })

  it('goes Back to the case-study index when opened directly', async () => {
    const user = userEvent.setup()
    await renderApp('/case-studies/chipr')
    await user.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Success Stories' })).toBeInTheDocument()
  })
})

describe('/case-studies/notion', () => {
  it('shows three metrics, the challenge table, four modules, the outcomes, the quote and a strategy call button', async () => {
    await renderApp('/case-studies/notion')
    expect(await screen.findByRole('heading', { level: 1, name: 'Foliant: Unified Lead-to-Cash with AI' })).toBeInTheDocument()
    // Each metric shows in the hero and again in the outcome chart's figures.
    for (const metric of ['Email performance', '-85%', '3x faster']) expect(screen.getAllByText(metric).length, metric).toBeGreaterThan(0)
    expect(within(screen.getByRole('table', { name: notion.challenges.caption })).getAllByRole('rowheader')).toHaveLength(4)
    const solution = screen.getByRole('region', { name: notion.solution.heading })
    expect(within(solution).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(notion.solution.modules.map((m) => m.title))
    const outcomes = screen.getByRole('region', { name: notion.outcomes.heading })
    for (const item of notion.outcomes.items) expect(within(outcomes).getByText(item)).toBeVisible()
    expect(screen.getByText(notion.quote.attribution)).toBeInTheDocument()
    expect(within(main()).getByRole('link', { name: 'Book Strategy Call' })).toHaveAttribute('href', '/contact?topic=Strategy+call')
  })
})
