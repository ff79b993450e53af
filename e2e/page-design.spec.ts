import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { chipr } from '../src/content/case-studies'
import { contactPage } from '../src/content/contact'
import { hero, revenueHub } from '../src/content/home'
import { telecom } from '../src/content/verticals/telecom'
import { FADE_MS, ROTATION_INTERVAL_MS } from '../machines/headline-rotation.machine'
import { expect, expectNoLayoutShift, recordLayoutShifts, test, useTheme, waitForHydration } from './fixtures'

/**
 * Lets the browser draw at least one real frame. The page's clock is Playwright's (rAF and timers are
 * faked), but an animation runs on the compositor's time: once it has finished, a frame has been drawn.
 */
async function drawFrame(page: Page) {
  await page.evaluate(() => document.body.animate([{ opacity: 1 }, { opacity: 1 }], { duration: 40 }).finished.then(() => undefined))
}

/** The top of everything under the hero's headline, page coordinates. */
const belowHeadline = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('h1')!
    const hero = h1.closest('section')!
    return [h1, ...hero.querySelectorAll('h1 ~ *'), hero.nextElementSibling!].map((el) => {
      const box = el.getBoundingClientRect()
      return `${el.tagName.toLowerCase()} ${Math.round(box.top + window.scrollY)}+${Math.round(box.height)}`
    })
  })

test.describe('the home hero stays still', () => {
  for (const width of [375, 1280]) {
    test(`no layout shift through two full rotations of the headline at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      // The page's time moves only when the test moves it: a slow step cannot skip a word.
      const start = new Date('2025-05-20T16:00:00Z')
      await page.clock.install({ time: start })
      await page.clock.pauseAt(new Date(start.getTime() + 1000))
      await recordLayoutShifts(page)
      await page.goto('/')
      await waitForHydration(page)
      const word = page.getByTestId('rotating-word')
      await expect(word).toHaveText(hero.rotatingWords[0])
      await drawFrame(page)
      const layout = await belowHeadline(page)
      const words = hero.rotatingWords
      // The rotation's code loads on its own time: move the page's clock until the first swap.
      await page.clock.runFor(ROTATION_INTERVAL_MS)
      await expect(async () => {
        await page.clock.runFor(FADE_MS)
        await expect(word).toHaveText(words[1]!, { timeout: 50 })
      }).toPass()
      // Two full cycles: every word twice, back to the first, each drawn once it has faded in.
      for (let shown = 1; shown <= words.length * 2; shown++) {
        await expect(word).toHaveText(words[shown % words.length]!)
        await page.clock.runFor(FADE_MS)
        await drawFrame(page)
        expect(await belowHeadline(page), `with "${words[shown % words.length]}"`).toEqual(layout)
        // This word's time and the next fade out (a swap comes every interval plus fade): the next word is in.
        await page.clock.runFor(ROTATION_INTERVAL_MS + FADE_MS)
      }
      await expectNoLayoutShift(page)
    })
  }
})

test.describe('a phone is not covered', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the chat launcher lies over no text and no control on the first screen of home, a service, an industry and an article', async ({ page }) => {
    for (const path of ['/', '/services/ai-implementation', '/verticals/telecom', '/blog/field-sales-ai']) {
      await page.goto(path)
      await waitForHydration(page)
      const launcher = page.getByRole('button', { name: 'Open chat assistant' })
      await expect(launcher).toBeVisible()
      // Every line of text and every control on the page, measured on its own: none may reach into the launcher's box.
      const covered = await launcher.evaluate((button) => {
        const box = button.getBoundingClientRect()
        const hits = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
        const found: string[] = []
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!node.textContent?.trim() || !parent || button.contains(parent) || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
          // Text for screen readers only (a 1 px clipped box) is not on screen.
          const own = parent.getBoundingClientRect()
          if (own.width <= 1 || own.height <= 1) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          if ([...range.getClientRects()].some(hits)) found.push(`text "${node.textContent.trim().slice(0, 40)}"`)
        }
        for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="tab"]')) {
          if (control === button || !control.checkVisibility({ visibilityProperty: true })) continue
          if (hits(control.getBoundingClientRect())) found.push(`${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim().slice(0, 40)}"`)
        }
        return found
      })
      expect(covered, `${path}: what the launcher covers`).toEqual([])
    }
  })

  test('what stays pinned at the top while reading is no taller than the header, on home and on an inner page with its bar', async ({ page }) => {
    for (const path of ['/', '/services/ai-implementation']) {
      await page.goto(path)
      await waitForHydration(page)
      await page.evaluate(() => window.scrollTo(0, 1400))
      if (path !== '/') await expect(page.locator('[data-page-bar="shown"]')).toBeVisible()
      const { pinned, header } = await page.evaluate(() => {
        let bottom = 0
        for (const element of document.querySelectorAll('body *')) {
          const position = getComputedStyle(element).position
          if (position !== 'fixed' && position !== 'sticky') continue
          const box = element.getBoundingClientRect()
          // What is held at the top edge of the screen (the chat launcher, fixed at the bottom, is not).
          if (box.height > 0 && box.top <= 1 && box.bottom > 0 && element.checkVisibility({ visibilityProperty: true })) bottom = Math.max(bottom, box.bottom)
        }
        return { pinned: bottom, header: document.querySelector('header')!.querySelector('[data-scrolled]')!.getBoundingClientRect().height }
      })
      expect(header).toBe(72)
      expect(pinned, path).toBeLessThanOrEqual(header)
    }
  })

  test("a hub's tabs stay one row and scroll sideways, a shadow at the edge saying there is more", async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const tabs = page.getByRole('tablist', { name: 'Tech Services Hub' })
    await tabs.scrollIntoViewIfNeeded()
    const tops = await tabs.getByRole('tab').evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)))
    expect(new Set(tops).size, 'one row').toBe(1)
    const scroll = await tabs.evaluate((list) => ({ overflow: getComputedStyle(list).overflowX, more: list.scrollWidth - list.clientWidth, background: getComputedStyle(list).backgroundImage }))
    expect(scroll.overflow).toBe('auto')
    expect(scroll.more).toBeGreaterThan(0)
    expect(scroll.background).toContain('radial-gradient')
    // The last tab, half out of view, comes fully into the row when chosen.
    const last = tabs.getByRole('tab', { name: 'Full-Stack Development' })
    await last.click()
    await expect(last).toHaveAttribute('aria-selected', 'true')
    await expect(last).toBeInViewport({ ratio: 1 })
  })

  test("an outcomes table keeps its After column in view while the rest scrolls under it", async ({ page }) => {
    await page.goto('/case-studies/chipr')
    const table = page.getByRole('region', { name: 'Chipr results before and after the program' })
    await table.scrollIntoViewIfNeeded()
    const after = table.getByRole('columnheader', { name: 'After' })
    await expect(after).toBeInViewport({ ratio: 1 })
    await table.evaluate((region) => region.scrollBy({ left: 400 }))
    await expect(after).toBeInViewport({ ratio: 1 })
    await expect(table.getByRole('cell', { name: /^-90%, with self-paced/ })).toBeInViewport({ ratio: 1 })
  })
})

test('every bar runs and is coloured the way its measure improves, and reads at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 })
  // Each figure's better side, as the content states it (unset: higher is better).
  const betterOf = new Map<string, 'higher' | 'lower'>()
  for (const figure of [...telecom.hero.stats, ...chipr.metrics, ...revenueHub.tabs.flatMap((tab) => tab.metrics)]) betterOf.set(figure.label, figure.better ?? 'higher')
  const visits: [string, string?][] = [['/verticals/telecom'], ['/case-studies/chipr'], ...revenueHub.tabs.map((tab): [string, string] => ['/', tab.title])]
  let checked = 0
  for (const [path, tab] of visits) {
    if (new URL(page.url(), 'http://blank').pathname !== path) {
      await page.goto(path)
      await waitForHydration(page)
    }
    if (tab) await page.getByRole('tab', { name: tab }).click()
    const bars = await page.locator('[data-change-bar]:visible').evaluateAll((all) =>
      all.map((bar) => {
        const holder = bar.closest('li, dl > div')!
        const track = bar.parentElement!.getBoundingClientRect()
        const box = bar.getBoundingClientRect()
        const label = (holder.querySelector('dt')?.firstChild?.textContent ?? holder.querySelector('p > span')?.textContent ?? '').trim()
        const value = holder.querySelector('[data-verdict]')!.previousElementSibling!.textContent!.trim()
        const root = getComputedStyle(document.documentElement)
        const colour = (name: string) => {
          const probe = document.createElement('span')
          probe.style.color = root.getPropertyValue(name)
          document.body.append(probe)
          const rgb = getComputedStyle(probe).color
          probe.remove()
          return rgb
        }
        return {
          label,
          value,
          background: getComputedStyle(bar).backgroundColor,
          success: colour('--color-success'),
          danger: colour('--color-danger'),
          fromLeftEdge: box.left - track.left,
          width: box.width,
          height: box.height,
        }
      }),
    )
    expect(bars.length, `${path} ${tab ?? ''} draws bars`).toBeGreaterThan(0)
    for (const bar of bars) {
      const better = betterOf.get(bar.label)
      expect(better, `${bar.label} is a content figure`).toBeDefined()
      const improved = better === 'lower' ? bar.value.startsWith('-') : bar.value.startsWith('+')
      const at = `${path} ${tab ?? ''}: ${bar.label} ${bar.value}`
      // An improvement: the success colour, running right from the zero line (the track's left edge when all improve).
      expect(bar.background, at).toBe(improved ? bar.success : bar.danger)
      if (improved) expect(bar.fromLeftEdge, at).toBeLessThan(1)
      // A bar, not a dot, at 320 px.
      expect(bar.width, at).toBeGreaterThanOrEqual(12)
      expect(bar.height, at).toBeGreaterThanOrEqual(8)
      checked++
    }
  }
  expect(checked).toBe(4 + 4 + 12)
})

test.describe('one ask per screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test("a service page's first screen offers one booking button, and the contact page never sends to itself", async ({ page }) => {
    await page.goto('/services/ai-implementation')
    const main = page.getByRole('main')
    // The page's own ask, the one primary button of its first screen; its second choice is a page to read.
    await expect(main.getByRole('link', { name: 'Schedule Demo' }).first()).toBeInViewport()
    await expect(main.getByRole('link', { name: 'See Case Studies' }).first()).toBeInViewport()
    await expect(main.getByRole('link', { name: 'Book Enterprise Demo' }).first()).not.toBeInViewport()
    const primaries = await main.locator('a.bg-primary').evaluateAll((links) =>
      links.filter((link) => link.getBoundingClientRect().top < window.innerHeight).map((link) => link.textContent?.trim()),
    )
    expect(primaries).toEqual(['Schedule Demo'])
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveCount(0)
  })

  test('the contact page gives the agency\'s email, phone and office beside the form, after it on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/contact')
    const direct = page.getByRole('region', { name: contactPage.direct.heading })
    const email = direct.getByRole('link', { name: new RegExp(`^${contactPage.direct.email}: \\S+@\\S+$`) })
    await expect(email).toHaveAttribute('href', `mailto:${(await email.textContent())!.replace(`${contactPage.direct.email}: `, '').trim()}`)
    await expect(direct.getByRole('link', { name: new RegExp(`^${contactPage.direct.phone}: \\+`) })).toHaveAttribute('href', /^tel:\+\d{6,}$/)
    // The office is the postal address the privacy notice gives.
    const office = (await direct.locator('address').textContent())!.trim()
    expect(office).toMatch(/\d/)
    // A phone reads the form first: the direct lines come after it.
    const form = page.getByRole('region', { name: contactPage.formHeading })
    expect((await direct.boundingBox())!.y).toBeGreaterThan((await form.boundingBox())!.y)
    await page.setViewportSize({ width: 1280, height: 900 })
    // A wide screen puts them in the left column, under the offer, beside the form.
    expect((await direct.boundingBox())!.x).toBeLessThan((await form.boundingBox())!.x)
    await page.goto('/privacy')
    await expect(page.getByRole('main')).toContainText(office)
  })
})

/**
 * The pages as a visitor sees them, compared with the approved screenshots (e2e/page-design.spec.ts-snapshots;
 * `--update-snapshots` after a change of design, then look at every new image). Stable by construction: the
 * typeface is the site's own file, animations are stopped, the page's clock stands still at one moment before
 * the listed webinars (so the headline keeps its first word and the same sessions are upcoming), and the chat
 * launcher's place follows from the layout alone.
 */
const screenshotPages = [
  { name: 'home', path: '/' },
  { name: 'service', path: '/services/ai-implementation' },
  { name: 'article', path: '/blog/field-sales-ai' },
  { name: 'contact', path: '/contact' },
  { name: 'about-team', path: '/about', part: 'Meet Our Team' },
] as const
const beforeTheWebinars = new Date('2025-05-20T16:00:00Z')

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshots, ${theme} theme, ${width} px`, async ({ page }) => {
      // Five pages in one test: on a busy two-core machine that can take longer than one page's usual 30 s.
      test.setTimeout(60_000)
      await useTheme(page, theme)
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 })
      await page.clock.install({ time: beforeTheWebinars })
      await page.clock.pauseAt(new Date(beforeTheWebinars.getTime() + 1000))
      for (const shot of screenshotPages) {
        await page.goto(shot.path)
        await waitForHydration(page)
        await page.getByRole('button', { name: 'Open chat assistant' }).waitFor()
        const options = { animations: 'disabled', caret: 'hide', maxDiffPixels: 40 } as const
        if ('part' in shot) {
          const section = page.getByRole('region', { name: shot.part })
          // Every card has come into view once (their entrance plays on the way), then the section is shot whole,
          // without what stays fixed on the screen (header, page bar, launcher) over it.
          for (const item of await section.getByRole('listitem').all()) await item.scrollIntoViewIfNeeded()
          await expect(section.locator('[data-reveal="pending"]')).toHaveCount(0)
          await expect(section).toHaveScreenshot(`${shot.name}-${theme}-${width}.png`, { ...options, stylePath: join(import.meta.dirname, 'screenshot-part.css') })
        } else {
          await expect(page).toHaveScreenshot(`${shot.name}-${theme}-${width}.png`, options)
        }
      }
    })
  }
}
