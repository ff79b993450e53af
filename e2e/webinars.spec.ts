import { axeViolationsIn, emailRequests, expect, openWithScenario, test, useTheme } from './fixtures'


/** The first listed session: June 1, 2025, 11:00 AM in Los Angeles (PDT, so 18:00 UTC). */
const first = { title: 'From Pilot to Production: The AI Implementation Playbook', date: 'June 1, 2025', time: '11:00 AM PDT' }
const beforeAll = new Date('2025-05-20T16:00:00Z')
const firstStarted = new Date('2025-06-01T18:00:00Z')
const afterEverySeries = new Date('2028-07-01T12:00:00Z')


test.describe('webinars by the visitor’s clock', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('before the sessions: three upcoming with Register Now, PDT in June, and the visitor’s own time', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(beforeAll)
    await openWithScenario(page, '/webinars')
    const main = page.getByRole('main')
    const register = main.getByRole('link', { name: /Register Now/ })
    await expect(register).toHaveCount(3)
    await expect(main.getByText('June 1, 2025 · 11:00 AM PDT')).toBeVisible()
    await expect(main.getByText('Your time: June 1 at 8:00 PM GMT+2')).toBeVisible()
    await expect(page.getByRole('region', { name: 'On demand' })).toHaveCount(0)
    await expect(main.getByRole('button', { name: /Get the recording/ })).toHaveCount(0)
    await register.first().click()
    await expect(page.getByRole('heading', { level: 2, name: 'Save your seat' })).toBeVisible()
    await expect(page.getByText(`${first.date} at ${first.time}`)).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('once a session has started it is on demand: no Register Now, and the recording request is sent once with its payload', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(firstStarted)
    const requests = emailRequests(page)
    await openWithScenario(page, '/webinars')
    const main = page.getByRole('main')
    // Each webinar is a series: the first one's next session (July 1, 2025) takes the place of the one that has started.
    await expect(main.getByRole('link', { name: /Register Now/ })).toHaveCount(3)
    await expect(main.getByRole('link', { name: new RegExp(`^Register Now ?: ${first.title}$`) })).toHaveAttribute('href', /date=July(%20|\+)1%2C(%20|\+)2025/)
    const onDemand = page.getByRole('region', { name: 'On demand' })
    await expect(onDemand.getByRole('heading', { level: 3 })).toHaveText([first.title])
    await expect(onDemand).toContainText('Recorded June 1, 2025 · 60 min')
    const form = onDemand.getByRole('form', { name: `Get the recording: ${first.title}` })
    await form.getByRole('button', { name: /Get the recording/ }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByText('Please tick the box so we may email you the recording')).toBeVisible()
    await form.getByLabel('Work email').fill('ada@analytical.io')
    await form.getByRole('checkbox', { name: 'Email me the recording of this session.' }).check()
    await form.getByRole('button', { name: /Get the recording/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Recording on its way' }).first()).toBeVisible()
    await expect(onDemand.getByText(/We will email you the recording of "From Pilot to Production/).first()).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.postDataJSON()).toMatchObject({
      template_id: 'template_recording',
      template_params: {
        to_email: 'leads@meridian-ai.example',
        from_name: 'ada@analytical.io',
        reply_to: 'ada@analytical.io',
        webinar_title: first.title,
        webinar_date: first.date,
        webinar_time: first.time,
        message: `Recording request: please send the recording of "${first.title}" (June 1, 2025) to ada@analytical.io.`,
      },
    })
    expect(consoleErrors).toEqual([])
  })

  test('after every session: nothing upcoming, an offer to hear about the next one, and all three on demand', async ({ page, consoleErrors }) => {
    // Every series ends on June 30, 2028.
    await page.clock.setFixedTime(afterEverySeries)
    await openWithScenario(page, '/webinars')
    const main = page.getByRole('main')
    await expect(main.getByText('No sessions are scheduled right now. The next one is being planned.')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Tell me about the next session' })).toHaveAttribute('href', '/contact?topic=Next+webinar+session')
    await expect(main.getByRole('link', { name: /Register Now/ })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'On demand' }).getByRole('button', { name: /Get the recording/ })).toHaveCount(3)
    // The home page follows the same rule.
    await openWithScenario(page, '/')
    const home = page.getByRole('region', { name: 'Upcoming Webinars' })
    await expect(home.getByRole('link', { name: /Register Now/ })).toHaveCount(0)
    await expect(home.getByRole('link', { name: 'Tell me about the next session' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('the registration page for a past session says so and offers the recording instead', async ({ page, consoleErrors }) => {
    const requests = emailRequests(page)
    await openWithScenario(page, `/webinar-registration?${new URLSearchParams(first).toString()}`)
    await expect(page.getByRole('heading', { level: 2, name: 'This session has already taken place' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0)
    await expect(page.getByPlaceholder('Your name')).toHaveCount(0)
    await page.getByLabel('Work email').fill('ada@analytical.io')
    await page.getByRole('checkbox', { name: 'Email me the recording of this session.' }).check()
    await page.getByRole('button', { name: /Get the recording/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Recording on its way' }).first()).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.postDataJSON()).toMatchObject({ template_id: 'template_recording', template_params: { webinar_title: first.title } })
    expect(consoleErrors).toEqual([])
  })

  // The browser logs the refused request itself: this visit does not watch the console.
  test('a failed recording request says so and keeps a way out', async ({ page }) => {
    await openWithScenario(page, `/webinar-registration?${new URLSearchParams(first).toString()}`, 'recording-request-fails')
    await page.getByLabel('Work email').fill('ada@analytical.io')
    await page.getByRole('checkbox', { name: 'Email me the recording of this session.' }).check()
    await page.getByRole('button', { name: /Get the recording/ }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Request failed' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Email us directly' })).toHaveAttribute('href', /^mailto:.+Recording%20request/)
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`webinars pages have no axe violations (${theme}), before and after the sessions`, async ({ page }) => {
    await useTheme(page, theme)
    await page.clock.setFixedTime(firstStarted)
    await openWithScenario(page, '/webinars')
    expect(await axeViolationsIn(page, theme)).toEqual([])
    // The first session has started, so its registration page offers the recording.
    await openWithScenario(page, `/webinar-registration?${new URLSearchParams(first).toString()}`)
    await page.getByRole('button', { name: /Get the recording/ }).click()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    expect(await axeViolationsIn(page, theme)).toEqual([])
  })
}
