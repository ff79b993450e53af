// @vitest-environment jsdom
/**
 * An island (src/lib/island.tsx) is prerendered inside the whole page and, on a page of islands,
 * hydrated alone from the props its wrapper carries (src/islands-main.tsx). Hydration keeps the
 * prerendered HTML as it is, so what the island renders alone must be that HTML exactly: an id
 * React's useId gave it inside the page (a field's, a menu's) would otherwise differ, and the
 * island would look for elements that are not there (a lead form would lose what was typed).
 */
import { globSync } from 'node:fs'
import { basename } from 'node:path'
import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NewsletterForm, NewsletterFormIsland } from '~/features/lead-capture/NewsletterForm'
import { ContactFormIsland, ContactPageForm } from '~/features/lead-capture/ContactForm'
import { BlogIndex, BlogIndexIsland } from '~/features/blog/BlogIndex'
import { RoiCalculator, RoiCalculatorIsland } from '~/features/roi-calculator/RoiCalculator'
import { ThankYouMessage, ThankYouMessageIsland } from '~/features/lead-capture/ThankYouMessage'
import type { ShareTarget } from '~/features/blog/share-links'
import { SharePanel, SharePanelIsland } from '~/features/blog/SharePanel'
import { OverviewButton, OverviewButtonIsland, OverviewDialog, OverviewDialogIsland } from '~/features/home/OverviewDialog'
import { HomeServicesHub, ServicesHubIsland } from '~/features/home/ServicesHub'
import { UpcomingWebinars, UpcomingWebinarsIsland } from '~/features/home/UpcomingWebinars'
import { island } from '~/lib/island'
import { islandModules } from '~/lib/island-names'
import { SiteHeader, SiteHeaderIsland } from '~/shell/SiteHeader'

/** Ids handed out before the island in the page, as the page's other parts take theirs. */
function Before() {
  return <span id={useId()} />
}

/** The island's wrapper and what it holds, prerendered at a place in a page. */
function prerendered(element: React.ReactElement) {
  const page = document.createElement('div')
  page.innerHTML = renderToString(
    <>
      <Before />
      <Before />
      <section>{element}</section>
    </>,
  )
  const wrapper = page.querySelector<HTMLElement>('[data-island]')
  if (!wrapper) throw new Error('no island wrapper')
  return wrapper
}

/** What the island renders alone, from the props its wrapper carries. */
function renderedAlone(wrapper: HTMLElement, Component: ComponentType<Record<string, unknown>>) {
  const props = JSON.parse(wrapper.dataset.islandProps ?? '{}') as Record<string, unknown>
  // Read back as the document holds it, as the wrapper's HTML is.
  const alone = document.createElement('div')
  alone.innerHTML = renderToString(<Component {...props} />)
  return alone.innerHTML
}

describe('an island', () => {
  it('is a wrapper that takes no box, named, with its props as JSON', () => {
    const Greeting = island('frame/current-year', ({ name }: { name: string }) => <b>Hello {name}</b>, { as: 'span' })
    const wrapper = prerendered(<Greeting name="Ada" />)
    expect(wrapper.tagName).toBe('SPAN')
    expect(wrapper.className).toBe('contents')
    expect(wrapper.dataset.island).toBe('frame/current-year')
    expect(JSON.parse(wrapper.dataset.islandProps ?? '')).toEqual({ name: 'Ada', islandId: expect.any(String) })
    expect(wrapper.innerHTML).toBe('<b>Hello <!-- -->Ada</b>')
  })

  const target: ShareTarget = { url: 'https://example.com/blog/a', title: 'A' }
  it.each([
    ['the footer newsletter form', <NewsletterFormIsland key="n" />, NewsletterForm],
    ['the blog index', <BlogIndexIsland key="i" />, BlogIndex],
    ['the ROI calculator', <RoiCalculatorIsland key="roi" />, RoiCalculator],
    ['the thank-you message', <ThankYouMessageIsland key="ty" />, ThankYouMessage],
    ['the contact form', <ContactFormIsland key="c" prefill={{ topic: 'Strategy call' }} />, ContactPageForm],
    ['the site header', <SiteHeaderIsland key="h" />, SiteHeader],
    ['the share panel', <SharePanelIsland key="s" target={target} />, SharePanel],
    ['a services hub of the home page', <ServicesHubIsland key="t" hub="revenue" />, HomeServicesHub],
    ['the upcoming webinars', <UpcomingWebinarsIsland key="w" />, UpcomingWebinars],
    ['the overview dialog', <OverviewDialogIsland key="o" />, OverviewDialog],
    ['the button that opens the overview', <OverviewButtonIsland key="b" label="Watch" />, OverviewButton],
  ] as const)('%s renders alone exactly what the page prerendered, its ids included', (_, element, Component) => {
    const wrapper = prerendered(element)
    expect(renderedAlone(wrapper, Component as ComponentType<Record<string, unknown>>)).toBe(wrapper.innerHTML)
  })
})

describe('the islands', () => {
  it('are each in the module their name gives, and every module there holds the islands listed for it', async () => {
    const modules = globSync('src/islands/*.tsx').map((file) => basename(file, '.tsx'))
    expect([...modules].sort()).toEqual(Object.keys(islandModules).sort())
    for (const [module, names] of Object.entries(islandModules)) {
      const parts = ((await import(`../../src/islands/${module}.tsx`)) as { default: Record<string, unknown> }).default
      expect(Object.keys(parts).sort(), module).toEqual([...names].sort())
      for (const name of names) expect(typeof parts[name], `${module}/${name}`).toBe('function')
    }
  })
})
