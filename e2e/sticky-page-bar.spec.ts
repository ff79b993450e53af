import type { Page } from '@playwright/test'
import { axeViolationsIn, expect, expectNoLayoutShift, recordLayoutShifts, test, useTheme, renderFullLayout, waitForHydration, type Theme } from './fixtures'

const servicePath = '/services/ai-implementation'
const sectionHeadingId = 'implementation-bundles-heading'
const articlePath = '/blog/field-sales-ai'
const contactTitle = 'Talk to an AI Advisor'

/** The bar's element whatever its state (`data-page-bar` is 'shown' or 'hidden'; absent until first needed). */
const barElement = (page: Page) => page.locator('[data-page-bar]')
/** The bar as assistive technology finds it: only while shown. */
const bar = (page: Page) => page.getByRole('navigation', { name: 'Page shortcuts' })

/**
 * Scrolls to `y` and returns once the page has seen it: after the scroll event and the frame that
 * read it. The page reads the scroll position once per frame, so two scrolls sent within one frame
 * (two quick calls on a busy machine) would read as one movement, from the first start to the last end.
 */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const from = window.scrollY
        window.scrollTo(0, top)
        if (window.scrollY === from) return resolve()
        window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true })
      }),
    y,
  )
}

/** Scrolls until the page header's title has gone under the site header, a little further each time. */
async function scrollPastPageHeader(page: Page) {
  const y = await page.evaluate(() => {
    const h1 = document.querySelector('h1')
    return h1 ? Math.ceil(h1.getBoundingClientRect().bottom + window.scrollY) + 200 : 0
  })
  await scrollTo(page, y)
}

async function expectShown(page: Page) {
  await expect(barElement(page)).toHaveAttribute('data-page-bar', 'shown')
  await expect(bar(page)).toBeVisible()
  await expect(bar(page)).toBeInViewport({ ratio: 1 })
}

async function expectHidden(page: Page) {
  // Either never rendered, or rendered hidden: invisible, inert and out of the accessibility tree.
  await expect(bar(page)).toHaveCount(0)
  await expect(barElement(page)).toBeHidden()
  if (await barElement(page).count()) {
    await expect(barElement(page)).toHaveAttribute('data-page-bar', 'hidden')
    await expect(barElement(page)).toHaveAttribute('inert', '')
  }
}

test.describe('on a service page', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('is hidden at the top, appears under the site header once the page header has scrolled away, and hides again', async ({ page, consoleErrors }) => {
    await recordLayoutShifts(page)
    await page.goto(servicePath)
    await waitForHydration(page)
    // Not in the prerendered HTML and not in the first render: nothing to mismatch when hydrating.
    const html = await (await page.request.get(servicePath)).text()
    expect(html).not.toContain('Page shortcuts')
    await expectHidden(page)

    await scrollPastPageHeader(page)
    await expectShown(page)
    const siteHeaderBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    // Once it has finished sliding in, it sits right under the site header.
    await expect.poll(async () => (await bar(page).boundingBox())?.y).toBe(siteHeaderBottom)
    await expect(bar(page).getByText('AI Implementation', { exact: true })).toBeVisible()
    // The page title in the bar is plain text: still one h1, no second banner.
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(bar(page).getByRole('heading')).toHaveCount(0)

    await scrollTo(page, 0)
    await expectHidden(page)
    await scrollPastPageHeader(page)
    await expectShown(page)
    await expectNoLayoutShift(page)

    await bar(page).getByRole('link', { name: 'Contact Sales' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { level: 1, name: contactTitle })).toBeVisible()
    await expectHidden(page)
    expect(consoleErrors).toEqual([])
  })

  test('its Back button goes one step back like the page header’s', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI Implementation' }).click()
    await expect(page).toHaveURL(servicePath)
    // The new page is on screen (and the router has put it at the top) before scrolling it.
    await expect(page.locator('[data-page-header]')).toBeAttached()
    await page.waitForFunction(() => window.scrollY === 0)
    await scrollPastPageHeader(page)
    await expectShown(page)
    await bar(page).getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL('/')
  })

  test('keyboard: Tab reaches the bar’s Contact Sales only while the bar is shown', async ({ page }) => {
    await page.goto(servicePath)
    await waitForHydration(page)
    const headerCta = page.getByRole('banner').getByRole('link', { name: 'Talk to an AI Advisor' })
    const focusInBar = () => page.evaluate(() => document.activeElement?.closest('[data-page-bar]') != null)

    const tabAwayFromHeaderNeverEntersBar = async () => {
      await headerCta.focus()
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        expect(await focusInBar()).toBe(false)
      }
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    }

    // Hidden before it was ever needed.
    await tabAwayFromHeaderNeverEntersBar()

    await scrollPastPageHeader(page)
    await expectShown(page)
    await headerCta.focus()
    await page.keyboard.press('Tab')
    await expect(bar(page).getByRole('button', { name: 'Back' })).toBeFocused()
    await page.keyboard.press('Tab')
    const contact = bar(page).getByRole('link', { name: 'Contact Sales' })
    await expect(contact).toBeFocused()
    await expect(contact).toBeInViewport({ ratio: 1 })
    expect(await contact.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/contact')
    // Going back before /contact has rendered would leave the service page, and the focus in its bar, as they were.
    await expect(page.getByRole('heading', { level: 1, name: contactTitle })).toBeVisible()

    // Rendered but hidden again (back at the top): inert, so Tab skips it.
    await page.goBack()
    await expect(page).toHaveURL(servicePath)
    // Back opened the page anew, where it was scrolled to: its code runs at the visitor's first act.
    await waitForHydration(page)
    await scrollPastPageHeader(page)
    await expectShown(page)
    await scrollTo(page, 0)
    await expectHidden(page)
    await tabAwayFromHeaderNeverEntersBar()
  })

  test('a heading reached by an in-page link lands fully visible below the site header and the bar', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(servicePath)
      await waitForHydration(page)
      await page.evaluate((id) => {
        const link = document.createElement('a')
        link.href = `#${id}`
        link.textContent = 'Jump to the bundles'
        link.style.cssText = 'position:fixed;left:0;bottom:0;z-index:100;background:#fff;color:#000;padding:8px'
        document.body.append(link)
      }, sectionHeadingId)
      await page.getByRole('link', { name: 'Jump to the bundles' }).click()
      await expect(page).toHaveURL(`${servicePath}#${sectionHeadingId}`)
      await expectShown(page)
      const heading = page.locator(`#${sectionHeadingId}`)
      await expect(heading).toBeInViewport({ ratio: 1 })
      const barBottom = await barElement(page).evaluate((el) => el.getBoundingClientRect().bottom)
      const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top)
      expect(headingTop, `at ${width} px`).toBeGreaterThanOrEqual(barBottom)
    }
  })

  test('does not carry over to the next page when the visitor leaves from the footer (the next page opens at its top)', async ({ page }) => {
    // A page of islands opens the next page as a new document: there, the bar's states are recorded from its start.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __barStates: string[] }).__barStates = seen
      new MutationObserver(() => {
        const state = document.querySelector('[data-page-bar]')?.getAttribute('data-page-bar') ?? 'absent'
        if (seen.at(-1) !== state) seen.push(state)
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-page-bar'] })
    })
    await page.goto(servicePath)
    await waitForHydration(page)
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expectShown(page)
    // Where the app moves within the document: the bar's state at every change once the next page is on screen (its h1 has replaced this one's).
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { __barStates: string[] }).__barStates = seen
      const thisPagesHeading = document.querySelector('h1')?.textContent
      const record = () => {
        if (document.querySelector('h1')?.textContent === thisPagesHeading) return
        const state = document.querySelector('[data-page-bar]')?.getAttribute('data-page-bar') ?? 'absent'
        if (seen.at(-1) !== state) seen.push(state)
      }
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-page-bar'] })
      window.addEventListener('scroll', record, { passive: true })
    })
    // Another page of the same kind (one service to another): the same components, a new page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sales AI' }).click()
    await expect(page).toHaveURL('/services/sales-ai')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales AI')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expectHidden(page)
    expect(await page.evaluate(() => (window as unknown as { __barStates: string[] }).__barStates)).not.toContain('shown')
  })

  test('takes no time to appear under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(servicePath)
    await waitForHydration(page)
    await scrollPastPageHeader(page)
    await expectShown(page)
    expect(await barElement(page).evaluate((el) => el.getAnimations().length)).toBe(0)
  })
})

test.describe('on an article', () => {
  // A short window so that even a short article scrolls well past its header.
  test.use({ viewport: { width: 1280, height: 480 } })

  test('hides while the reader scrolls down and returns on scrolling up', async ({ page, consoleErrors }) => {
    await page.goto(articlePath)
    await waitForHydration(page)
    // The page's true height (its end), and no block left to render while the test scrolls in single steps.
    await renderFullLayout(page)
    await expectHidden(page)
    const past = await page.evaluate(() => Math.ceil(document.querySelector('h1')!.getBoundingClientRect().bottom + window.scrollY))
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    expect(end, 'the article scrolls past its header').toBeGreaterThan(past + 60)

    await scrollTo(page, past - 40)
    await scrollTo(page, end)
    await expect(barElement(page)).toHaveAttribute('data-page-bar', 'hidden')
    await expectHidden(page)

    await scrollTo(page, end - 40)
    await expectShown(page)
    await expect(bar(page).getByRole('button', { name: 'Back to Blog' })).toBeVisible()

    await scrollTo(page, end)
    await expectHidden(page)
    await scrollTo(page, end - 40)
    await expectShown(page)
    await scrollTo(page, 0)
    await expectHidden(page)
    expect(consoleErrors).toEqual([])
  })

  test('stays out of the way of a jump up to an in-page anchor, and returns on the next scroll up', async ({ page }) => {
    await page.goto(articlePath)
    await waitForHydration(page)
    await renderFullLayout(page)
    // A target below the page header (the article's own anchors would do the same): the footer.
    await page.evaluate(() => {
      document.querySelector('footer')!.id = 'jump-target'
      const link = document.createElement('a')
      link.href = '#jump-target'
      link.textContent = 'Jump up'
      link.style.cssText = 'position:fixed;left:0;bottom:0;z-index:100;background:#fff;color:#000;padding:8px'
      document.body.append(link)
    })
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    await scrollTo(page, end)
    // Reading up brings the bar back (small steps: two scrolls within one frame would read as one, downwards).
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, -10))
      expect(await barElement(page).getAttribute('data-page-bar')).toBe('shown')
    }).toPass()
    await expectShown(page)
    const before = await page.evaluate(() => window.scrollY)

    await page.getByRole('link', { name: 'Jump up' }).click()
    await expect(page).toHaveURL(`${articlePath}#jump-target`)
    const after = await page.evaluate(() => window.scrollY)
    expect(after, 'the jump went up').toBeLessThan(before)
    await expectHidden(page)
    const siteHeaderBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    expect(await page.locator('#jump-target').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(siteHeaderBottom)

    // Once the jump has settled, reading up brings the bar back.
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, -10))
      expect(await barElement(page).getAttribute('data-page-bar')).toBe('shown')
    }).toPass()
  })

  test('is not hidden by a block above the viewport taking its true height while the reader scrolls up', async ({ page }) => {
    await page.goto(articlePath)
    await waitForHydration(page)
    await renderFullLayout(page)
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, -10))
      expect(await barElement(page).getAttribute('data-page-bar')).toBe('shown')
    }).toPass()
    // As when a section the reader jumped past renders on the way back up: the browser keeps the
    // text in view where it was by moving scrollY down by the growth, which is not the reader's doing.
    const states = await page.evaluate(async () => {
      const seen: string[] = []
      const bar = document.querySelector('[data-page-bar]')!
      const observer = new MutationObserver(() => seen.push(bar.getAttribute('data-page-bar') ?? ''))
      observer.observe(bar, { attributes: true, attributeFilter: ['data-page-bar'] })
      const before = window.scrollY
      const firstSection = document.querySelector<HTMLElement>('[data-article-body] section')!
      firstSection.style.paddingTop = '400px'
      // The browser's move comes as a scroll event a frame later; the bar would change within a few frames of it.
      for (let frame = 0; frame < 6; frame++) await new Promise((done) => requestAnimationFrame(done))
      observer.disconnect()
      return { seen, moved: window.scrollY - before }
    })
    expect(states.moved, 'the browser kept the text in place').toBeGreaterThanOrEqual(390)
    expect(states.seen).toEqual([])
    await expectShown(page)
  })

  test('returns on the next scroll up after the page grew below the viewport without moving', async ({ page }) => {
    await page.goto(articlePath)
    await waitForHydration(page)
    await renderFullLayout(page)
    const past = await page.evaluate(() => Math.ceil(document.querySelector('h1')!.getBoundingClientRect().bottom + window.scrollY))
    await scrollTo(page, past + 400)
    await expectHidden(page)
    // As when an image below the viewport loads: the page is taller, nothing on screen moves, no scroll event.
    const moved = await page.evaluate(async () => {
      const before = window.scrollY
      document.querySelector<HTMLElement>('footer')!.style.paddingBottom = '300px'
      for (let frame = 0; frame < 6; frame++) await new Promise((done) => requestAnimationFrame(done))
      return window.scrollY - before
    })
    expect(moved, 'nothing moved').toBe(0)
    await scrollTo(page, past + 360)
    await expectShown(page)
  })
})

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const width of [375, 1280]) {
    test(`passes axe with the bar shown in the ${theme} theme at ${width} px`, async ({ page }) => {
      await useTheme(page, theme)
      await page.setViewportSize({ width, height: 800 })
      await page.goto(servicePath)
      await waitForHydration(page)
      await scrollPastPageHeader(page)
      await expectShown(page)
      expect(await axeViolationsIn(page, theme)).toEqual([])
    })
  }
}
