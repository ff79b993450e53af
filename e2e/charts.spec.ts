import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { vnuErrors } from '../scripts/audit/vnu-run.ts'
import { axeViolationsIn, expect, test, useTheme, waitForHydration, type Theme } from './fixtures'

/** The pages that draw charts, and the name of one chart each shows. */
const chartPages = [
  { path: '/roi-calculator', chart: /^Payback chart: cumulative savings pass the \$45,000 cost in month \d+, the break-even month$/ },
  { path: '/case-studies/chipr', chart: 'Chipr results: bar chart of the change in each result, in percent' },
  { path: '/case-studies/notion', chart: 'Foliant results: bar chart of the change in each result, in percent' },
  { path: '/verticals/telecom', chart: 'Telecom & Fibre Solutions results: bar chart of the change in each result, in percent' },
  { path: '/', chart: 'Sales AI KPIs: bar chart of the change in each result, in percent' },
] as const

const estimate = (page: Page) => page.getByRole('region', { name: 'Your estimate' })
const paybackChart = (page: Page) => estimate(page).getByRole('img', { name: /^Payback chart/ })
const paybackFigures = (page: Page) => estimate(page).getByRole('definition')

async function openCalculator(page: Page, query = '') {
  await page.goto(`/roi-calculator${query}`)
  await waitForHydration(page)
}

test.describe('ROI calculator', () => {
  test('a shared link reopens the same inputs, estimate and chart', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openCalculator(page)
    await page.getByLabel('People doing the work').fill('8')
    await page.getByLabel('Hours per person per week').fill('3')
    await page.getByLabel('Loaded hourly cost ($)').fill('40')
    await expect(page).toHaveURL(/teamSize=8&hoursPerWeek=3&hourlyCost=40&automationPercent=40/)
    // 8 x 3 x 46 x 0.4 x $40 = $17,664 a year, $1,472 a month: $45,000 is repaid in month 31, after the chart's 24.
    await expect(paybackChart(page)).toHaveAccessibleName('Payback chart: cumulative savings do not reach the $45,000 cost within 24 months')
    await page.getByLabel('Hours per person per week').fill('9')
    // $52,992 a year, $4,416 a month: month 11.
    const name = 'Payback chart: cumulative savings pass the $45,000 cost in month 11, the break-even month'
    await expect(paybackChart(page)).toHaveAccessibleName(name)
    await expect(estimate(page).getByText('Break-even: month 11')).toBeVisible()
    const figures = await paybackFigures(page).allTextContents()

    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(estimate(page).getByRole('status')).toHaveText('Link copied. Anyone who opens it sees this estimate.')
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/\/roi-calculator\?teamSize=8&hoursPerWeek=9&hourlyCost=40&automationPercent=40$/)

    // Someone else opens it: a new visitor, nothing shared but the link.
    const other = await browser.newContext()
    const visitor = await other.newPage()
    await visitor.goto(link)
    await waitForHydration(visitor)
    await expect(visitor.getByLabel('People doing the work')).toHaveValue('8')
    await expect(visitor.getByLabel('Hours per person per week')).toHaveValue('9')
    await expect(visitor.getByLabel('Loaded hourly cost ($)')).toHaveValue('40')
    await expect(visitor.getByLabel('Share automated (%)')).toHaveValue('40')
    await expect(paybackChart(visitor)).toHaveAccessibleName(name)
    expect(await paybackFigures(visitor).allTextContents()).toEqual(figures)
    await other.close()

    // A reload keeps the estimate too.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Hours per person per week')).toHaveValue('9')
    await expect(paybackChart(page)).toHaveAccessibleName(name)
  })

  test('a bad value in a link falls back to the typical figure and says so', async ({ page }) => {
    await openCalculator(page, '?teamSize=lots&hoursPerWeek=10')
    await expect(page.getByText("The link's value for people doing the work could not be used")).toBeVisible()
    await expect(page.getByLabel('People doing the work')).toHaveValue('20')
    await expect(page.getByLabel('Hours per person per week')).toHaveValue('10')
    await expect(estimate(page)).not.toContainText('NaN')
    // 20 x 10 x 46 x 0.4 x $55 = $202,400 a year.
    await expect(paybackFigures(page).nth(1)).toHaveText('$202,400')
  })

  test('the chart names the break-even month and shows its figures as text', async ({ page }) => {
    await openCalculator(page)
    // Defaults: 20 x 6 x 46 x 0.4 x $55 = $121,440 a year, $10,120 a month: month 5.
    await expect(paybackChart(page)).toHaveAccessibleName('Payback chart: cumulative savings pass the $45,000 cost in month 5, the break-even month')
    const figures = estimate(page).getByRole('figure', { name: 'Payback over 24 months' }).getByRole('definition')
    await expect(figures).toHaveText(['$45,000', '$10,120', '5', '$197,880'])
  })

  test('the largest estimate fits: no figure runs over the next one or out of the panel, from 320 to 1440 px', async ({ page }) => {
    // Every input at its maximum: 16,560,000 hours and $8,280,000,000 a year.
    await openCalculator(page, '?teamSize=10000&hoursPerWeek=40&hourlyCost=500&automationPercent=90')
    await expect(paybackFigures(page).nth(1)).toHaveText('$8,280,000,000')
    for (const width of [320, 375, 640, 800, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const misplaced = await estimate(page).evaluate((panel) => {
        const style = getComputedStyle(panel)
        const box = panel.getBoundingClientRect()
        const left = box.left + parseFloat(style.paddingLeft)
        const right = box.right - parseFloat(style.paddingRight)
        // A figure's text, not its box: a box can fit while the number inside runs past it.
        const figures = [...panel.querySelectorAll('dd')].map((dd) => {
          const range = document.createRange()
          range.selectNodeContents(dd)
          return { text: dd.textContent ?? '', rect: range.getBoundingClientRect() }
        })
        const out = figures.filter(({ rect }) => rect.left < left - 0.5 || rect.right > right + 0.5).map(({ text }) => `${text} leaves the panel`)
        const overlapping = figures.flatMap((a, i) =>
          figures
            .slice(i + 1)
            .filter((b) => a.rect.left < b.rect.right && b.rect.left < a.rect.right && a.rect.top < b.rect.bottom && b.rect.top < a.rect.bottom)
            .map((b) => `${a.text} runs into ${b.text}`),
        )
        return [...out, ...overlapping]
      })
      expect(misplaced, `at ${width} px`).toEqual([])
    }
  })

  test('the default estimate and its chart are in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/roi-calculator')).text()
    expect(html).toContain('role="img" aria-label="Payback chart: cumulative savings pass the $45,000 cost in month 5, the break-even month"')
    expect(html).toContain('Break-even: month 5')
  })

  test('"Send me this estimate" opens the contact form with the figures in an editable message', async ({ page }) => {
    await openCalculator(page)
    await page.getByLabel('People doing the work').fill('12')
    await expect(page).toHaveURL(/teamSize=12/)
    await page.getByRole('link', { name: 'Send me this estimate' }).click()
    await expect(page).toHaveURL(/\/contact\?/)
    const message = page.getByLabel('How can we help?')
    await expect(message).toHaveValue(/^Please send me this ROI estimate\. Inputs: 12 people, 6 hours a week each, \$55 per hour, 40% automated\./)
    await expect(message).toHaveValue(/payback 8 months\. Link: http\S+\/roi-calculator\?teamSize=12&hoursPerWeek=6&hourlyCost=55&automationPercent=40$/)
    await message.fill('Just the payback, please.')
    await expect(message).toHaveValue('Just the payback, please.')
  })
})

test.describe('results drawn', () => {
  test('case studies, industries and the revenue hub name their charts and list the figures', async ({ page }) => {
    await page.goto('/case-studies/chipr')
    await expect(page.getByRole('img', { name: chartPages[1].chart })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Chipr results: the figures in the chart' }).getByRole('listitem')).toHaveText([
      'Revenue per rep: +38%',
      'Training cost: -90%',
      'First-call resolution: +19%',
      'Forecast accuracy: +14%',
    ])
    await page.goto('/case-studies/notion')
    await expect(page.getByRole('list', { name: 'Foliant results: the figures in the chart' }).getByRole('listitem')).toHaveText([
      'Email performance: +42%',
      'Data disputes: -85%',
    ])
    await page.goto('/verticals/telecom')
    await expect(page.getByRole('img', { name: chartPages[3].chart })).toBeVisible()
    // Its figures are the tiles right above it.
    await expect(page.getByRole('definition').filter({ hasText: '-28%' }).first()).toBeVisible()
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('tab', { name: 'Sales AI' }).click()
    await expect(page.getByRole('img', { name: chartPages[4].chart })).toBeVisible()
  })

  test("a chart's labels read at 12 px or more, on a phone's narrow panel too", async ({ page }) => {
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/', '/case-studies/chipr', '/verticals/telecom']) {
        await page.goto(path)
        const sizes = await page.locator('figure svg[role="img"]').evaluateAll((charts) =>
          charts
            .filter((chart) => chart.getBoundingClientRect().width > 0)
            .flatMap((chart) => {
              const scale = chart.getBoundingClientRect().width / (chart as SVGSVGElement).viewBox.baseVal.width
              return [...chart.querySelectorAll('text')].map((text) => Number(text.getAttribute('font-size')) * scale)
            }),
        )
        expect(sizes.length, `${path} at ${width} px draws a chart`).toBeGreaterThan(0)
        expect(Math.min(...sizes), `${path} at ${width} px`).toBeGreaterThanOrEqual(12)
      }
    }
  })

  test('no page with charts scrolls sideways at 320 or 1440 px', async ({ page }) => {
    for (const width of [320, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const { path } of chartPages) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
      }
    }
  })

  test('a page without charts loads no chart code', async ({ page }) => {
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
    })
    await page.goto('/about')
    await waitForHydration(page)
    expect(scripts.length).toBeGreaterThan(0)
    for (const text of scripts) {
      expect(text).not.toContain('bar chart of the change')
      expect(text).not.toContain('Break-even: month')
    }
  })
})

// Every chart page is checked by axe as it opens, in both themes at both widths (routes.spec.ts);
// the hub's charts of the tabs behind the first are here.
for (const theme of ['light', 'dark'] as Theme[]) {
  for (const width of [375, 1280]) {
    test(`axe finds nothing on the revenue hub's Sales AI chart, ${theme} theme, ${width} px`, async ({ page }) => {
      await useTheme(page, theme)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await waitForHydration(page)
      await page.getByRole('tab', { name: 'Sales AI' }).click()
      const chart = page.getByRole('img', { name: chartPages[4].chart })
      await chart.scrollIntoViewIfNeeded()
      await expect(chart).toBeVisible()
      expect(await axeViolationsIn(page, theme)).toEqual([])
    })
  }
}

test('the Nu Html Checker finds nothing in the chart pages that a page without charts does not have', async () => {
  test.setTimeout(120_000)
  const dir = join(process.env.SITE_DIST ?? 'dist', 'client')
  const pages = ['roi-calculator', 'case-studies/chipr', 'case-studies/notion', 'verticals/telecom', 'verticals/field-sales', '']
  const errors = await vnuErrors(dir, [...pages, 'about'].map((path) => join(dir, path, 'index.html')))
  // What the shared shell reports is the shell's to fix; the charts must add nothing.
  const message = (error: string) => error.replace(/^line \d+: /, '')
  const shell = new Set((errors['about/index.html'] ?? []).map(message))
  for (const path of pages) {
    expect((errors[join(path, 'index.html')] ?? []).map(message).filter((m) => !shell.has(m)), path || '/').toEqual([])
  }
})
