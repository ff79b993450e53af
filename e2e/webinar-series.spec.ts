/**
 * Webinars as series, by the browser's clock: each series' next session on /webinars with
 * its Register Now link, a registration through one, the page a week later, and the pages
 * a form leads to (/thank-you per form), or that a visitor opens directly.
 */
import type { Locator, Page } from '@playwright/test'
import { emailRequests, expect, openWithScenario, test, waitForHydration } from './fixtures'

/** Sunday January 31, 2027, noon in Los Angeles: the three series next meet on February 2, 3 and 4. */
const beforeFebruary = new Date('2027-01-31T20:00:00Z')
const aWeekLater = new Date(beforeFebruary.getTime() + 7 * 24 * 60 * 60 * 1000)

const series = {
  implementation: 'From Pilot to Production: The AI Implementation Playbook',
  sales: 'Sales AI Your Reps Will Actually Use',
  support: 'Support Automation Without Losing the Human Touch',
}

/** A link's accessible name: its label, then the hidden session text (Chromium puts a space before it). */
const named = (label: string, rest: string) => new RegExp(`^${label} ?: ${rest.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** The session a Register Now link names, from its search params. */
async function sessionOf(link: Locator) {
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/webinar-registration\?title=[^&]+&date=[^&]+&time=[^&]+$/)
  const params = new URL(href, 'http://x').searchParams
  return { title: params.get('title'), date: params.get('date'), time: params.get('time') }
}

async function registerNowLinks(page: Page) {
  const links = page.getByRole('main').getByRole('link', { name: /^Register Now/ })
  await expect(links).toHaveCount(3)
  return Promise.all((await links.all()).map(sessionOf))
}

test.describe('webinar series by the visitor’s clock', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('three Register Now links name the next, future session of each series; a week later, the following ones', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(beforeFebruary)
    await openWithScenario(page, '/webinars')
    const sessions = await registerNowLinks(page)
    expect(sessions).toEqual([
      { title: series.implementation, date: 'February 2, 2027', time: '11:00 AM PST' },
      { title: series.sales, date: 'February 3, 2027', time: '10:00 AM PST' },
      { title: series.support, date: 'February 4, 2027', time: '11:00 AM PST' },
    ])
    // Every one is still to come at the visitor's time.
    for (const session of sessions) expect(Date.parse(`${session.date} ${session.time?.replace(' PST', '')} GMT-0800`)).toBeGreaterThan(beforeFebruary.getTime())
    // The June 2025 sessions are the recorded ones.
    await expect(page.getByRole('region', { name: 'On demand' }).getByRole('heading', { level: 3 })).toHaveText([series.support, series.sales, series.implementation])

    await page.clock.setFixedTime(aWeekLater)
    await openWithScenario(page, '/webinars')
    expect(await registerNowLinks(page)).toEqual([
      { title: series.implementation, date: 'March 2, 2027', time: '11:00 AM PST' },
      { title: series.sales, date: 'March 3, 2027', time: '10:00 AM PST' },
      { title: series.support, date: 'March 4, 2027', time: '11:00 AM PST' },
    ])
    // The home page shows the same next sessions.
    await openWithScenario(page, '/')
    const home = page.getByRole('region', { name: 'Upcoming Webinars' })
    await expect(home.getByText(/^March [234], 2027 · /)).toHaveCount(3)
    expect(consoleErrors).toEqual([])
  })

  test('the prerendered page, built earlier, is corrected on hydration without moving anything', async ({ page }) => {
    await page.clock.setFixedTime(beforeFebruary)
    await page.addInitScript(() => {
      ;(window as unknown as { shifts: number }).shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/webinars')
    await waitForHydration(page)
    await expect(page.getByRole('main').getByText('February 2, 2027 · 11:00 AM PST')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01)
  })

  test('registering for a series’ session: the form, the seat, and the calendar file for that session', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(beforeFebruary)
    const requests = emailRequests(page)
    await openWithScenario(page, '/webinars')
    await page.getByRole('link', { name: named('Register Now', series.sales) }).click()
    await expect(page.locator('main header p')).toHaveText([series.sales, 'February 3, 2027 at 10:00 AM PST'])
    for (const [placeholder, value] of Object.entries({ 'Your name': 'Ada Lovelace', 'Work email': 'ada@analytical.io', 'Company name': 'Analytical Engines', 'Job title': 'Head of Revenue' })) {
      await page.getByPlaceholder(placeholder, { exact: true }).fill(value)
    }
    await page.getByRole('button', { name: 'Register Now' }).click()
    await expect(page).toHaveURL('/thank-you?form=seat')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText('Your seat is saved. The joining link and the session details are on their way to your work email.')).toBeVisible()
    await expect(page.getByText(/We've received your message/)).toHaveCount(0)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.postDataJSON().template_params).toMatchObject({ webinar_title: series.sales, webinar_date: 'February 3, 2027', webinar_time: '10:00 AM PST' })
    const link = page.getByRole('link', { name: 'Add to calendar (.ics)' })
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const ics = (await readAll(await download.createReadStream())).replace(/\r\n[ \t]/g, '')
    // 10:00 AM PST is 18:00 UTC; the series' sessions last 45 minutes.
    expect(ics).toContain('DTSTART:20270203T180000Z\r\n')
    expect(ics).toContain('DTEND:20270203T184500Z\r\n')
    expect(consoleErrors).toEqual([])
  })
})

test.describe('/thank-you says what happened', () => {
  test('after a message: the spec’s words', async ({ page, consoleErrors }) => {
    await openWithScenario(page, '/contact')
    for (const [label, value] of Object.entries({ 'Full name': 'Ada Lovelace', 'Work email': 'ada@analytical.io', Phone: '+44 20 7946 0958', 'How can we help?': 'Automate our quarterly reporting.' })) {
      await page.getByLabel(label, { exact: true }).fill(value)
    }
    await page.getByLabel('Company', { exact: true }).fill('Analytical Engines')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you?form=message')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText("We've received your message and will get back to you within 24 hours.")).toBeVisible()
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  for (const [form, text] of [
    ['recording', 'Your request is with us: we will email you the recording shortly.'],
    ['newsletter', 'You are subscribed: the next issue of our AI insights arrives in your inbox.'],
  ] as const) {
    test(`after a ${form} form: what it did`, async ({ page }) => {
      await openWithScenario(page, `/thank-you?form=${form}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
      await expect(page.getByText(text)).toBeVisible()
    })
  }

  test('opened directly: nothing to confirm, the ways on, the newest articles, and kept out of search results', async ({ page, request, consoleErrors }) => {
    for (const path of ['/thank-you', '/thank-you?form=nonsense']) {
      await openWithScenario(page, path)
      await expect(page.getByRole('heading', { level: 1, name: 'Nothing to confirm yet' })).toBeVisible()
      await expect(page.getByText(/We've received your message/)).toHaveCount(0)
      await expect(page.getByRole('main').getByRole('link', { name: 'Talk to an AI Advisor' })).toHaveAttribute('href', '/contact')
      await expect(page.getByRole('main').getByRole('link', { name: 'See upcoming webinars' })).toHaveAttribute('href', '/webinars')
      await expect(page.locator('main li a[href^="/blog/"]')).toHaveCount(3)
      await expect(page.locator('main li a[href^="/blog/"]').first()).toHaveAttribute('href', '/blog/stakeholder-content-automation')
    }
    expect(await (await request.get('/thank-you')).text()).toContain('<meta name="robots" content="noindex"')
    expect(consoleErrors).toEqual([])
  })
})

test.describe('/webinar-registration without a session', () => {
  test.use({ timezoneId: 'America/Los_Angeles' })

  test('opened directly: lists the next session of each series to choose from, and sends no seat for no session', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(beforeFebruary)
    const requests = emailRequests(page)
    await openWithScenario(page, '/webinar-registration')
    await expect(page.locator('main header p')).toHaveText(['Upcoming Webinar'])
    const chooser = page.getByRole('region', { name: 'Choose a session' })
    const choices = chooser.getByRole('link', { name: /^Choose this session/ })
    await expect(choices).toHaveCount(3)
    // What a visitor typed before choosing stays in the form.
    await page.getByPlaceholder('Your name', { exact: true }).fill('Ada Lovelace')
    await page.getByRole('button', { name: 'Register Now' }).click()
    await expect(page.getByText('Choose a session above first: your details stay in the form.')).toBeVisible()
    expect(requests).toHaveLength(0)
    await chooser.getByRole('link', { name: named('Choose this session', `${series.support}, February 4, 2027`) }).click()
    await expect(page.locator('main header p')).toHaveText([series.support, 'February 4, 2027 at 11:00 AM PST'])
    await expect(page.getByRole('region', { name: 'Choose a session' })).toHaveCount(0)
    await expect(page.getByPlaceholder('Your name', { exact: true })).toHaveValue('Ada Lovelace')
    expect(await (await page.request.get('/webinar-registration')).text()).toContain('<meta name="robots" content="noindex"')
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toMatch(/webinar-registration|thank-you/)
    expect(consoleErrors).toEqual([])
  })

  test('a past session offers its recording and the next sessions instead', async ({ page }) => {
    await page.clock.setFixedTime(beforeFebruary)
    await openWithScenario(page, `/webinar-registration?${new URLSearchParams({ title: series.implementation, date: 'January 5, 2027', time: '11:00 AM PST' }).toString()}`)
    await expect(page.getByRole('heading', { level: 2, name: 'This session has already taken place' })).toBeVisible()
    const next = page.getByRole('region', { name: 'Register for a coming session instead' })
    await expect(next.getByRole('link', { name: /^Choose this session/ })).toHaveCount(3)
    await expect(next.getByRole('link', { name: named('Choose this session', `${series.implementation}, February 2, 2027`) })).toBeVisible()
  })
})

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}
