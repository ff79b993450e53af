// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aiUseCasesPage } from '~/content/ai-use-cases'
import { playbooksPage } from '~/content/playbooks'
import { renderApp } from '../render-app'
import { downloadFiles } from '~/content/download-files'

const main = () => screen.getByRole('main')

/** Where a link goes: its path and its topic, if any. */
function target(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost')
  return { path: url.pathname, topic: url.searchParams.get('topic') }
}

/** One h1, and headings in <main> never skip a level on the way down. */
function expectHeadingOutline() {
  const levels = within(main())
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)))
  expect(levels.filter((level) => level === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => {
    if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1)
  })
}

describe('/playbooks', () => {
  it('shows six playbooks, four tool groups and three audience guides', async () => {
    await renderApp('/playbooks')
    expect(await screen.findByRole('heading', { level: 1, name: 'Implementation Playbooks' })).toBeInTheDocument()
    expectHeadingOutline()
    const playbooks = screen.getByRole('region', { name: playbooksPage.playbooks.heading })
    expect(within(playbooks).getAllByRole('article')).toHaveLength(6)
    const first = playbooksPage.playbooks.items[0]
    if (!first) throw new Error('no playbooks')
    const firstCard = within(playbooks).getByRole('article', { name: first.title })
    expect(
      within(within(firstCard).getByRole('list', { name: `${first.chapters.length} chapters` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...first.chapters])
    expect(within(screen.getByRole('region', { name: playbooksPage.tools.heading })).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(within(screen.getByRole('region', { name: playbooksPage.guides.heading })).getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })

  it('downloads the PDFs the site ships, books a walkthrough through /contact, and says what each does', async () => {
    await renderApp('/playbooks')
    for (const [name, file] of [
      [/^Download All Playbooks/, downloadFiles.playbooks],
      [/^Download All Resources/, downloadFiles.resources],
    ] as const) {
      const link = within(main()).getByRole('link', { name })
      expect(link).toHaveAccessibleName(/\(PDF\)$/)
      expect(link).toHaveAttribute('href', file)
      expect(link).toHaveAttribute('download')
    }
    expect(target(within(main()).getByRole('link', { name: 'Ask for a Walkthrough' }))).toEqual({ path: '/contact', topic: 'Playbooks walkthrough' })
    expect(within(main()).queryByRole('link', { name: /Watch/ })).not.toBeInTheDocument()
    expect(screen.getByText(playbooksPage.hero.note)).toBeInTheDocument()
    expect(screen.getByText(playbooksPage.closing.note)).toBeInTheDocument()
  })
})

describe('/ai-use-cases', () => {
  it('shows the five function sections in order, each with use-case cards linked to a service', async () => {
    await renderApp('/ai-use-cases')
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Use Cases by Function' })).toBeInTheDocument()
    expectHeadingOutline()
    const sectionNames = within(main())
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    expect(sectionNames.slice(0, 5)).toEqual(['Marketing', 'Sales', 'Customer Support', 'Customer Success', 'Product Development'])
    for (const group of aiUseCasesPage.functions) {
      const section = screen.getByRole('region', { name: group.name })
      expect(section).toHaveAttribute('id', group.id)
      const cards = within(section).getAllByRole('article')
      expect(cards).toHaveLength(group.useCases.length)
      group.useCases.forEach((useCase, i) => {
        const card = cards[i]
        if (!card) throw new Error('missing card')
        expect(card).toHaveAccessibleName(useCase.title)
        expect(within(card).getByRole('link', { name: useCase.productFit.label })).toHaveAttribute('href', useCase.productFit.to)
        if (useCase.source) expect(within(card).getByText(useCase.source)).toBeInTheDocument()
        else expect(within(card).queryByText('Source:')).not.toBeInTheDocument()
      })
    }
    const jump = screen.getByRole('navigation', { name: 'Jump to a function' })
    for (const group of aiUseCasesPage.functions) {
      const link = within(jump).getByRole('link', { name: group.name })
      expect(link).toHaveAttribute('href', `#${group.id}`)
      expect(link).not.toHaveAttribute('aria-current')
    }
    expect(within(jump).getByRole('link', { name: aiUseCasesPage.checklist.heading })).toHaveAttribute('href', `#${aiUseCasesPage.checklist.id}`)
    expect(document.getElementById(aiUseCasesPage.checklist.id)).toContainElement(screen.getByRole('table'))
  })

  it('has an executive checklist table with captioned, scoped headers in a keyboard-scrollable region', async () => {
    await renderApp('/ai-use-cases')
    const region = await screen.findByRole('region', { name: aiUseCasesPage.checklist.caption })
    expect(region).toHaveAttribute('tabindex', '0')
    act(() => region.focus())
    expect(region).toHaveFocus()
    const table = within(region).getByRole('table', { name: aiUseCasesPage.checklist.caption })
    const columns = within(table).getAllByRole('columnheader')
    expect(columns.map((th) => th.textContent)).toEqual(['Function', 'Fast Pilot (30-60 days)', 'KPI to Watch'])
    for (const th of columns) expect(th).toHaveAttribute('scope', 'col')
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Marketing',
      'Sales',
      'Customer Support',
      'Customer Success',
      'Product Development',
    ])
  })

  it("books a strategy call through /contact with the topic 'Strategy call'", async () => {
    await renderApp('/ai-use-cases')
    expect(target(within(main()).getByRole('link', { name: 'Book Strategy Call' }))).toEqual({ path: '/contact', topic: 'Strategy call' })
  })
})

describe('/special-offer', () => {
  it('has two Book My Free Automation Call links, both to /contact with the offer topic', async () => {
    await renderApp('/special-offer')
    expect(await screen.findByRole('heading', { level: 1, name: 'Get One AI Workflow Automated for Free' })).toBeInTheDocument()
    const links = within(main()).getAllByRole('link', { name: 'Book My Free Automation Call' })
    expect(links).toHaveLength(2)
    for (const link of links) expect(target(link)).toEqual({ path: '/contact', topic: 'Free AI workflow automation' })
  })

  it('shows the phases, six function groups, eligibility, how it works, past results and FAQ', async () => {
    await renderApp('/special-offer')
    expectHeadingOutline()
    expect(await screen.findByText('6 slots per quarter')).toBeInTheDocument()
    expect(screen.getAllByText('6 slots per quarter; selection confirmed within 5 business days.')).toHaveLength(2)
    const phases = screen.getByRole('region', { name: 'The phases' })
    expect(within(phases).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '2-hour discovery workshop',
      '2-week build',
      '1-week user test',
      '1-week go-live',
      'Post-launch report',
    ])
    const groups = screen.getByRole('region', { name: 'Sample workflows by function' })
    expect(within(groups).getAllByRole('article')).toHaveLength(6)
    const eligibility = screen.getByRole('region', { name: 'Who is eligible' })
    for (const requirement of ['50 or more employees', 'API-accessible data', 'An executive sponsor with 30-minute weekly check-ins']) {
      expect(within(eligibility).getByRole('heading', { level: 3, name: requirement })).toBeInTheDocument()
    }
    expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(4)
    const results = screen.getByRole('region', { name: 'Past results' })
    expect(within(results).getByText('Quote preparation from 28 minutes to 2 minutes')).toBeInTheDocument()
    expect(within(results).getByRole('link', { name: 'Read our client case studies' })).toHaveAttribute('href', '/case-studies')
    expect(within(screen.getByRole('region', { name: 'Frequently asked questions' })).getByText('Is it really free?')).toBeInTheDocument()
  })
})
