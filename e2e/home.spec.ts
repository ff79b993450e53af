import { FADE_MS, ROTATION_INTERVAL_MS } from '../machines/headline-rotation.machine'
import { expect, test, waitForHydration } from './fixtures'
import { hero } from '../src/content/home'

test.describe('home page', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows the hero, its calls to action and the headline metrics', async ({ page, consoleErrors }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Implement AI. Slash Costs. Accelerate Revenue.').first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Talk to an AI Advisor/ })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('link', { name: 'Explore AI Use Cases' })).toHaveAttribute('href', '/ai-use-cases')
    const hero = page.getByRole('region', { name: /AI built to/ })
    for (const figure of ['40%+', '2-6 Weeks', '3-5x (First Year)']) await expect(hero.getByText(figure, { exact: true })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('rotates the headline word for a reader who never acts', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const word = page.getByTestId('rotating-word')
    await expect(word).toHaveAttribute('data-rotation', 'on')
    await expect(word).toHaveText('Slash Costs')
    // One word's time on screen and the fade out: the next word is in (on the page's clock, not a real wait).
    await page.clock.runFor(ROTATION_INTERVAL_MS + FADE_MS)
    await expect(word).toHaveText('Accelerate Revenue')
    // The page's islands still wait for the visitor's first act: the word moves without React.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await waitForHydration(page)
    await page.clock.runFor(2 * FADE_MS + ROTATION_INTERVAL_MS)
    await expect(word).toHaveText(hero.rotatingWords[2]!)
  })

  test('rotates the headline word when reached inside the app (from the webinars, hydrated whole)', async ({ page }) => {
    await page.clock.install()
    await page.goto('/webinars')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: /^Meridian AI/ }).click()
    await expect(page).toHaveURL('/')
    const word = page.getByTestId('rotating-word')
    await expect(word).toHaveAttribute('data-rotation', 'on')
    await expect(word).toHaveText('Slash Costs')
    await page.clock.runFor(ROTATION_INTERVAL_MS + FADE_MS)
    await expect(word).toHaveText('Accelerate Revenue')
  })

  test('flips a service card on keyboard focus and shows its benefits', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const card = page.getByRole('article', { name: 'AI Implementation' })
    await card.getByRole('link', { name: /Learn More\s*about AI Implementation/ }).focus()
    await expect(card.locator('.flip-card-inner')).toHaveCSS('transform', /matrix3d/)
    for (const benefit of ['Model accuracy ≥ 95%', 'Response time < 100ms', 'Cost reduction > 40%']) await expect(card.getByText(benefit)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/services/ai-implementation')
  })

  test('turns a service card from the keyboard without hiding the focused button', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const card = page.getByRole('article', { name: 'AI Implementation' })
    const show = card.getByRole('button', { name: 'Show key benefits' })
    await show.focus()
    // Focus on the front's button leaves the front facing the visitor.
    await expect(card.locator('.flip-card-inner')).toHaveCSS('transform', 'none')
    await page.keyboard.press('Space')
    const back = card.getByRole('button', { name: 'Back', exact: true })
    await expect(back).toBeFocused()
    await expect(card.locator('.flip-card-inner')).toHaveCSS('transform', /matrix3d/)
    await expect(card.getByText('Model accuracy ≥ 95%')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(card.getByRole('button', { name: 'Show key benefits', pressed: false })).toBeFocused()
    await expect(card.locator('.flip-card-inner')).toHaveCSS('transform', 'none')
  })

  test('shows every hub metric, tab by tab', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const expected: Record<string, string[]> = {
      'Rapid Prototyping': ['2-4 weeks', '60%', '92%', '4.8/5'],
      'AI Implementation': ['95%+', '<100ms', '24-48h', '40%+'],
      'Full-Stack Development': ['98%', '90%+', '99.9%', '99.99%'],
      'Sales AI': ['+24%', '-31%', '+17%', '+40%'],
      'Marketing AI': ['+42%', '-75%', '+38%', '+32%'],
      'Customer Support AI': ['+65%', '-89%', '+27%', '+53%'],
    }
    for (const [tab, figures] of Object.entries(expected)) {
      await page.getByRole('tab', { name: tab }).click()
      const panel = page.getByRole('tabpanel', { name: tab })
      // A revenue tab shows its figures in the tiles and again beside their chart.
      for (const figure of figures) await expect(panel.getByText(figure, { exact: true }).first()).toBeVisible()
    }
  })

  test('links the six industries, the webinars and the strategy call', async ({ page }) => {
    // Before the listed sessions of June 2025: all three are still to come.
    await page.clock.setFixedTime(new Date('2025-05-20T16:00:00Z'))
    await page.goto('/')
    await waitForHydration(page)
    const industries = page.getByRole('region', { name: 'Domain Expertise' })
    for (const path of ['field-sales', 'adtech', 'martech', 'telecom', 'tech-smb', 'mid-market']) {
      await expect(industries.locator(`a[href="/verticals/${path}"]`)).toHaveCount(1)
    }
    const webinars = page.getByRole('region', { name: 'Upcoming Webinars' })
    await expect(webinars.getByRole('link', { name: /Register Now/ })).toHaveCount(3)
    await expect(webinars.getByRole('link', { name: 'View All Webinars' })).toHaveAttribute('href', '/webinars')
    await page.getByRole('link', { name: 'Book Strategy Call' }).click()
    await expect(page).toHaveURL(/\/contact\?topic=Strategy/)
    await expect(page.getByLabel('How can we help?')).toHaveValue("I'd like to talk about: Strategy call.\n\n")
  })

  test('opens the 90-second overview and closes it with Escape', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Read the 90-sec Overview' }).click()
    const dialog = page.getByRole('dialog', { name: 'Our approach in 90 seconds' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('shows the process cycle in order and the trusted-by strip', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const steps = page.getByRole('region', { name: 'How we deliver' }).getByRole('listitem')
    await expect(steps).toHaveText([/Discovery & Analysis/, /Strategy & Planning/, /Implementation & Optimization/, /Results & Scaling/])
    await expect(page.getByText('After Results & Scaling, the cycle starts again with Discovery & Analysis.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Trusted by innovative companies' }).getByRole('listitem')).toHaveCount(5)
  })
})

test('a card waiting below the fold is hidden at once and fades in with its stagger', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  // A staggered card (not the first of its row) that the first report found below the fold.
  const index = await page.locator('.reveal').evaluateAll((cards) => cards.findIndex((card) => card instanceof HTMLElement && card.dataset.reveal === 'pending' && card.style.getPropertyValue('--reveal-delay') !== ''))
  expect(index).toBeGreaterThanOrEqual(0)
  const card = page.locator('.reveal').nth(index)
  await expect(card).toHaveCSS('opacity', '0')
  expect(await card.evaluate((element) => element.getAnimations().length)).toBe(0)

  await card.scrollIntoViewIfNeeded()
  await expect(card).toHaveAttribute('data-reveal', 'shown')
  const stagger = await card.evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--reveal-delay')) * 1000)
  expect(stagger).toBeGreaterThan(0)
  expect(await card.evaluate((element) => element.getAnimations().map((animation) => animation.effect?.getTiming().delay))).toEqual([stagger, stagger])
  await expect(card).toHaveCSS('opacity', '1')
})

test('a staggered card already on screen follows a theme switch at once', async ({ page }) => {
  // Tall enough that staggered cards are on screen from the start, never hidden.
  await page.setViewportSize({ width: 1280, height: 4000 })
  await page.goto('/')
  await waitForHydration(page)
  const index = await page.locator('.reveal').evaluateAll((cards) => cards.findIndex((card) => card instanceof HTMLElement && card.dataset.reveal === undefined && card.style.getPropertyValue('--reveal-delay') !== ''))
  expect(index).toBeGreaterThanOrEqual(0)
  const card = page.locator('.reveal').nth(index)
  // What the card looks like at the moment the page switches theme, before any frame passes.
  await card.evaluate((element) => {
    const atSwitch = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        observer.disconnect()
        resolve({ animations: element.getAnimations().length, sameColourAsItsList: getComputedStyle(element).color === getComputedStyle(element.parentElement!).color })
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    })
    Object.assign(window, { atSwitch })
  })
  await page.getByRole('banner').getByRole('button', { name: /^(Change theme$|Theme: )/ }).click()
  // Its colours change with the page's, not after its stagger.
  expect(await page.evaluate(() => (window as unknown as { atSwitch: Promise<unknown> }).atSwitch)).toEqual({ animations: 0, sameColourAsItsList: true })
})

test('with reduced motion nothing waits for an entrance animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0)
})
