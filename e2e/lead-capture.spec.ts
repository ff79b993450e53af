import type { Locator, Page } from '@playwright/test'
import { axeViolationsIn, emailRequests, expect, openWithScenario, test, useTheme, waitForHydration } from './fixtures'


/**
 * Opens a page under a mock scenario. The QA panel shows the tab's scenario; the mock
 * worker itself starts on the first outside call (the form's submit).
 */

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.io',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  message: 'Automate our quarterly reporting.',
}

const contactFields = (page: Page) => ({
  name: page.getByLabel('Full name', { exact: true }),
  email: page.getByLabel('Work email'),
  company: page.getByLabel('Company', { exact: true }),
  phone: page.getByLabel('Phone', { exact: true }),
  message: page.getByLabel('How can we help?'),
})

async function fillContact(page: Page) {
  const fields = contactFields(page)
  for (const key of Object.keys(contact) as (keyof typeof contact)[]) await fields[key].fill(contact[key])
}

async function expectContactKept(page: Page) {
  const fields = contactFields(page)
  for (const key of Object.keys(contact) as (keyof typeof contact)[]) await expect(fields[key]).toHaveValue(contact[key])
}

const registrant = { 'Your name': 'Ada Lovelace', 'Work email': 'ada@analytical.io', 'Company name': 'Analytical Engines', 'Job title': 'Head of Revenue' }

async function fillRegistration(page: Page) {
  for (const [placeholder, value] of Object.entries(registrant)) await page.getByPlaceholder(placeholder, { exact: true }).fill(value)
}

async function expectRegistrationKept(page: Page) {
  for (const [placeholder, value] of Object.entries(registrant)) await expect(page.getByPlaceholder(placeholder, { exact: true })).toHaveValue(value)
}

/** A mailto link's subject and body, decoded. */
async function mailtoParts(link: Locator) {
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^mailto:[^?\s]+\?subject=[^\s&]+&body=[^\s&]+$/)
  const query = new URLSearchParams(href.slice(href.indexOf('?') + 1))
  return { subject: query.get('subject'), body: query.get('body') }
}

const failures = [
  ['email-451', /headless browsers/],
  ['email-403', /refused the request/],
  ['email-429', /wait a minute/],
  ['email-500', /having problems/],
  ['email-offline', /internet connection/],
] as const

test.describe('contact form', () => {
  test('shows the page: heading, offer badge, 24-hour reply and the free automation with terms', async ({ page, consoleErrors }) => {
    await openWithScenario(page, '/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to an AI Advisor' })).toBeVisible()
    await expect(page.getByText('Limited-time offer')).toBeVisible()
    await expect(page.getByText('An AI advisor replies within 24 hours.').first()).toBeVisible()
    await expect(page.getByText(/automate one AI workflow for your team at no cost/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Terms apply' })).toHaveAttribute('href', '/special-offer')
    expect(consoleErrors).toEqual([])
  })

  test('shows every validation message under its field and focuses the first invalid one', async ({ page }) => {
    await openWithScenario(page, '/contact')
    const fields = contactFields(page)
    await fields.name.fill('A')
    await fields.phone.fill('123456789')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const expected = {
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      company: 'Company name must be at least 2 characters',
      phone: 'Phone number must be at least 10 characters',
      message: 'Message must be at least 10 characters',
    }
    for (const [key, message] of Object.entries(expected) as [keyof typeof expected, string][]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
      await expect(fields[key]).toHaveAttribute('aria-invalid', 'true')
      await expect(fields[key]).toHaveAccessibleDescription(message)
    }
    await expect(fields.name).toBeFocused()
  })

  test('sends the exact EmailJS request and lands on /thank-you', async ({ page, consoleErrors }) => {
    const requests = emailRequests(page)
    await openWithScenario(page, '/contact', 'email-slow')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).dblclick()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page).toHaveURL('/thank-you?form=message', { timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText("We've received your message and will get back to you within 24 hours.")).toBeVisible()
    expect(requests).toHaveLength(1)
    expect(requests[0]?.postDataJSON()).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: 'demo-public-key',
      service_id: 'service_demo',
      template_id: 'template_contact',
      template_params: {
        to_email: 'leads@meridian-ai.example',
        from_name: 'Ada Lovelace',
        to_name: 'Meridian AI',
        message: [
          'Name: Ada Lovelace',
          'Company: Analytical Engines',
          'Phone: +44 20 7946 0958',
          'Email: ada@analytical.io',
          '',
          'Message:',
          'Automate our quarterly reporting.',
          '',
          'Source:',
          'Landing page: /contact',
          'Campaign (utm): (none)',
          'Page before the form: (none: the form was the first page opened)',
          'Button topic: (none)',
        ].join('\n'),
        source_landing_page: '/contact',
        source_utm: '(none)',
        source_previous_page: '(none: the form was the first page opened)',
        source_topic: '(none)',
      },
    })
    expect(consoleErrors).toEqual([])
  })

  for (const [scenario, reason] of failures) {
    test(`${scenario}: shows the Error toast with the reason and a way out, and keeps every value`, async ({ page }) => {
      await openWithScenario(page, '/contact', scenario)
      await fillContact(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const toast = page.getByRole('alert')
      await expect(toast.getByText('Error', { exact: true })).toBeVisible()
      await expect(toast).toContainText('Something went wrong. Please try again.')
      await expect(toast).toContainText(reason)
      expect(await mailtoParts(toast.getByRole('link', { name: 'Email us directly' }))).toEqual({
        subject: 'Enquiry from Ada Lovelace',
        body: 'Automate our quarterly reporting.',
      })
      await expect(page).toHaveURL(/\/contact/)
      await expectContactKept(page)
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    })
  }

  test('a keyboard send that fails gives focus back to Send Message once it can be sent again', async ({ page }) => {
    await openWithScenario(page, '/contact', 'email-500')
    await fillContact(page)
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.')
    await expect(send).toBeEnabled()
    await expect(send).toBeFocused()
  })

  test('retries successfully after a failure', async ({ page }) => {
    const requests = emailRequests(page)
    await openWithScenario(page, '/contact', 'email-500')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.')
    await page.getByRole('button', { name: 'QA: email-500' }).click()
    await page.getByLabel('Mock scenario').selectOption('email-ok')
    await expect(page.locator('html')).toHaveAttribute('data-mock-scenario', 'email-ok')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you?form=message')
    expect(requests).toHaveLength(2)
  })

  test('a filled honeypot shows success and sends nothing', async ({ page }) => {
    const requests = emailRequests(page)
    await openWithScenario(page, '/contact')
    const honeypot = page.locator('form[aria-label="Contact form"] input[name="website"]')
    await expect(honeypot).toHaveAttribute('tabindex', '-1')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(honeypot).not.toBeInViewport()
    await fillContact(page)
    await honeypot.fill('https://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you?form=message')
    expect(requests).toHaveLength(0)
  })

  test('keeps a draft across a reload and clears it once sent', async ({ page }) => {
    await openWithScenario(page, '/contact')
    const fields = contactFields(page)
    await fields.name.fill('Grace Hopper')
    await fields.message.fill('Half-written thought')
    await page.reload()
    await waitForHydration(page)
    await expect(fields.name).toHaveValue('Grace Hopper')
    await expect(fields.message).toHaveValue('Half-written thought')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you?form=message')
    await page.goto('/contact')
    await waitForHydration(page)
    await expect(fields.name).toHaveValue('')
  })

  test('a booking button topic pre-fills the message after hydration, without a hydration error', async ({ page, consoleErrors }) => {
    // The prerendered page knows nothing of the link: the browser fills the message in.
    expect(await (await page.request.get('/contact?topic=Strategy%20call')).text()).not.toContain('Strategy call')
    await openWithScenario(page, '/contact?topic=Strategy%20call')
    await expect(contactFields(page).message).toHaveValue("I'd like to talk about: Strategy call.\n\n")
    expect(consoleErrors).toEqual([])
  })

  test('a message in the link pre-fills the message', async ({ page, consoleErrors }) => {
    await openWithScenario(page, `/contact?message=${encodeURIComponent('Estimated savings: $120,000 a year.')}`)
    await expect(contactFields(page).message).toHaveValue('Estimated savings: $120,000 a year.')
    expect(consoleErrors).toEqual([])
  })

})

/** A day before the listed sessions of June 2025, while their registration is open (e2e/webinars.spec.ts covers after). */
const beforeTheSessions = new Date('2025-05-20T16:00:00Z')

test.describe('webinar registration', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(beforeTheSessions)
  })
  const session = '/webinar-registration?title=Scaling%20Sales%20with%20AI&date=June%2015%2C%202025&time=10%3A00%20AM%20PST'

  test("defaults to 'Upcoming Webinar' with no dangling 'at'", async ({ page, consoleErrors }) => {
    await openWithScenario(page, '/webinar-registration')
    await expect(page.getByRole('heading', { level: 1, name: 'Register for Webinar' })).toBeVisible()
    // The page header holds the title line and nothing else: no date/time line, no stray 'at'.
    await expect(page.locator('main header p')).toHaveText(['Upcoming Webinar'])
    expect(consoleErrors).toEqual([])
  })

  test('the prerendered HTML shows the defaults; the browser shows the link’s session without a hydration error', async ({ page, consoleErrors }) => {
    const html = await (await page.request.get(session)).text()
    expect(html).toContain('Upcoming Webinar')
    expect(html).not.toContain('Scaling Sales with AI')
    await openWithScenario(page, session)
    await expect(page.locator('main header p')).toHaveText(['Scaling Sales with AI', 'June 15, 2025 at 10:00 AM PST'])
    expect(consoleErrors).toEqual([])
  })

  test("shows a date without a dangling 'at' when the time is missing", async ({ page }) => {
    await openWithScenario(page, '/webinar-registration?title=Sales%20AI&date=June%2015%2C%202025')
    await expect(page.locator('main header p')).toHaveText(['Sales AI', 'June 15, 2025'])
  })

  test('shows a title with <script> in it as text, capped at 120 characters', async ({ page, consoleErrors }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const title = `<script>alert(1)</script><img src=x onerror=alert(2)> ${'Long '.repeat(40)}`
    await openWithScenario(page, `/webinar-registration?title=${encodeURIComponent(title)}&date=${encodeURIComponent('June 1, 2025 '.repeat(10))}`)
    const shown = page.locator('main header p').first()
    await expect(shown).toHaveText(/^<script>alert\(1\)<\/script><img src=x onerror=alert\(2\)> Long/)
    expect((await shown.textContent())?.length).toBe(120)
    expect((await page.locator('main header p').nth(1).textContent())?.length).toBeLessThanOrEqual(40)
    await expect(page.locator('main script, main img')).toHaveCount(0)
    expect(dialogs).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('labels every field and shows every validation message', async ({ page }) => {
    await openWithScenario(page, session)
    for (const [label, placeholder] of [
      ['Name', 'Your name'],
      ['Email', 'Work email'],
      ['Company', 'Company name'],
      ['Job title', 'Job title'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('placeholder', placeholder)
    }
    await page.getByRole('button', { name: 'Register Now' }).click()
    for (const message of ['Name must be at least 2 characters', 'Invalid email address', 'Company name must be at least 2 characters', 'Job title must be at least 2 characters']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByPlaceholder('Your name')).toBeFocused()
  })

  test('registers with the exact request, shows the success toast, then the thank-you page offers a calendar file', async ({ page, consoleErrors }) => {
    const requests = emailRequests(page)
    // A listed session (it lasts 45 minutes), as its Register Now link on /webinars opens it.
    const listed = { title: 'Sales AI Your Reps Will Actually Use', date: 'June 15, 2025', time: '10:00 AM PDT' }
    const query = Object.entries(listed).map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
    await openWithScenario(page, `/webinar-registration?${query}`, 'email-slow')
    await expect(page.getByText('June 15, 2025 at 10:00 AM PDT')).toBeVisible()
    await fillRegistration(page)
    await page.getByRole('button', { name: 'Register Now' }).click()
    await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled()
    await expect(page.getByRole('status').filter({ hasText: 'Registration Successful!' })).toContainText(
      "You'll receive an email with webinar details shortly.",
    )
    await expect(page).toHaveURL('/thank-you?form=seat')
    expect(requests).toHaveLength(1)
    expect(requests[0]?.postDataJSON()).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: 'demo-public-key',
      service_id: 'service_demo',
      template_id: 'template_registration',
      template_params: {
        to_email: 'ada@analytical.io',
        to_name: 'Ada Lovelace',
        webinar_title: 'Sales AI Your Reps Will Actually Use',
        webinar_date: 'June 15, 2025',
        webinar_time: '10:00 AM PDT',
        company: 'Analytical Engines',
        source_landing_page: '/webinar-registration',
        source_utm: '(none)',
        source_previous_page: '(none: the form was the first page opened)',
        source_topic: 'Sales AI Your Reps Will Actually Use',
        job_title: 'Head of Revenue',
      },
    })
    const link = page.getByRole('link', { name: 'Add to calendar (.ics)' })
    await expect(link).toHaveAttribute('href', /^blob:/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('sales-ai-your-reps-will-actually-use.ics')
    const ics = await readDownload(await download.createReadStream())
    // 10:00 AM Pacific on June 15, 2025 is PDT (UTC-7): 17:00 UTC; the session lasts 45 minutes.
    expect(ics).toContain('DTSTART:20250615T170000Z\r\n')
    expect(ics).toContain('DTEND:20250615T174500Z\r\n')
    expect(ics).toContain('SUMMARY:Sales AI Your Reps Will Actually Use\r\n')
    // The offer survives a reload of the thank-you page.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  for (const [scenario, reason] of failures) {
    test(`${scenario}: the failure toast, the error logged, the visitor stays with the form filled`, async ({ page }) => {
      const logged: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text())
      })
      await openWithScenario(page, session, scenario)
      await fillRegistration(page)
      await page.getByRole('button', { name: 'Register Now' }).click()
      const toast = page.getByRole('alert')
      await expect(toast.getByText('Registration Failed', { exact: true })).toBeVisible()
      await expect(toast).toContainText('Please try again or contact support.')
      await expect(toast).toContainText(reason)
      const { subject, body } = await mailtoParts(toast.getByRole('link', { name: 'Email us directly' }))
      expect(subject).toBe('Webinar registration: Scaling Sales with AI')
      expect(body).toContain('Job title: Head of Revenue')
      await expect(page).toHaveURL(/webinar-registration/)
      await expectRegistrationKept(page)
      await expect(page.getByRole('button', { name: 'Register Now' })).toBeEnabled()
      expect(logged.some((text) => text.startsWith('Webinar registration failed:'))).toBe(true)
    })
  }

  test("'Back to Webinars' goes to /webinars when opened directly", async ({ page }) => {
    await openWithScenario(page, session)
    await page.getByRole('button', { name: 'Back to Webinars' }).click()
    await expect(page).toHaveURL('/webinars')
  })
})

async function readDownload(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

test.describe('thank-you page', () => {
  test('thanks the visitor and links three articles and the blog', async ({ page, consoleErrors }) => {
    await page.goto('/thank-you?form=message')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText("We've received your message and will get back to you within 24 hours.")).toBeVisible()
    // The latest insights: the three newest articles.
    for (const slug of ['stakeholder-content-automation', 'ai-jobs-article', 'smb-ai-guide']) {
      await expect(page.locator(`main a[href="/blog/${slug}"]`)).toHaveCount(1)
    }
    await expect(page.locator('main li a[href^="/blog/"]')).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog')
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('newsletter', () => {
  test('rejects a bad address, then subscribes with the exact request from any page', async ({ page }) => {
    const requests = emailRequests(page)
    await openWithScenario(page, '/about')
    const footer = page.getByRole('contentinfo')
    const input = footer.getByPlaceholder('Your email')
    await input.fill('nope')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByText('Invalid email address')).toBeVisible()
    await expect(input).toHaveAccessibleDescription('Invalid email address')
    expect(requests).toHaveLength(0)
    await input.fill('ada@analytical.io')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toContainText("You're subscribed!")
    // The form is replaced by its message, which takes the focus the form's button held.
    await expect(footer.getByRole('status')).toBeFocused()
    expect(requests.map((request) => request.postDataJSON())).toEqual([
      {
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        user_id: 'demo-public-key',
        service_id: 'service_demo',
        template_id: 'template_newsletter',
        template_params: {
          to_email: 'leads@meridian-ai.example',
          from_name: 'ada@analytical.io',
          to_name: 'Meridian AI',
          message: 'Newsletter sign-up: please add ada@analytical.io to the AI insights newsletter.',
        },
      },
    ])
  })

  test('explains a failure, offers a way out and keeps the address', async ({ page }) => {
    await openWithScenario(page, '/blog', 'email-429')
    const footer = page.getByRole('contentinfo')
    await footer.getByPlaceholder('Your email').fill('ada@analytical.io')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    const toast = page.getByRole('alert')
    await expect(toast.getByText('Subscription failed', { exact: true })).toBeVisible()
    await expect(toast).toContainText(/wait a minute/)
    expect(await mailtoParts(toast.getByRole('link', { name: 'Email us directly' }))).toEqual({
      subject: 'Newsletter sign-up',
      body: 'Please add ada@analytical.io to your AI insights newsletter.',
    })
    await expect(footer.getByText(/wait a minute/)).toBeVisible()
    await expect(footer.getByPlaceholder('Your email')).toHaveValue('ada@analytical.io')
  })
})

test.describe('toasts', () => {
  test('show one at a time and close with their button', async ({ page }) => {
    await openWithScenario(page, '/contact', 'email-403')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.')
    const footer = page.getByRole('contentinfo')
    await footer.getByPlaceholder('Your email').fill('ada@analytical.io')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    const viewport = page.getByRole('region', { name: 'Notifications' })
    await expect(viewport).toContainText('Subscription failed')
    await expect(viewport).not.toContainText('Something went wrong. Please try again.')
    await expect(viewport.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(1)
    await viewport.getByRole('button', { name: 'Dismiss notification' }).click()
    await expect(viewport).toHaveText('')
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`forms and visible toasts pass axe in ${theme} at 375 and 1280 px`, async ({ page }) => {
    test.slow() // eight axe runs over four page visits
    await useTheme(page, theme)
    const check = async (label: string) => {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        expect(await axeViolationsIn(page, theme), `${label} ${theme} ${width}`).toEqual([])
      }
    }
    for (const path of ['/contact', '/webinar-registration', '/thank-you']) {
      await openWithScenario(page, path, 'email-429')
      // Field errors on the form, and a failure toast with its way out.
      if (path !== '/thank-you') await page.locator('main form button[type="submit"]').click()
      await page.getByRole('contentinfo').getByPlaceholder('Your email').fill('ada@analytical.io')
      await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('alert')).toContainText('Subscription failed')
      await check(`${path} with a failure toast`)
    }
    // A success toast over the thank-you page with the calendar offer (registration open: before the session).
    await page.clock.setFixedTime(beforeTheSessions)
    await openWithScenario(page, '/webinar-registration?title=Sales%20AI&date=June%2015%2C%202025&time=10%3A00%20AM%20PST', 'email-ok')
    await fillRegistration(page)
    await page.getByRole('button', { name: 'Register Now' }).click()
    await expect(page).toHaveURL('/thank-you?form=seat')
    await expect(page.getByRole('status').filter({ hasText: 'Registration Successful!' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible()
    await check('/thank-you with a success toast')
  })
}

test('each webinar registers through /webinar-registration with its session in the URL', async ({ page }) => {
  await page.clock.setFixedTime(beforeTheSessions)
  await page.goto('/webinars')
  await waitForHydration(page)
  const links = page.getByRole('link', { name: /Register Now/ })
  await expect(links).toHaveCount(3)
  await expect(links.first()).toHaveAttribute('href', /^\/webinar-registration\?title=.+&date=June(%20|\+)1%2C(%20|\+)2025&time=11%3A00(%20|\+)AM(%20|\+)PDT$/)
  await links.nth(1).click()
  await expect(page.getByText('June 15, 2025 at 10:00 AM PDT')).toBeVisible()
  await page.getByRole('button', { name: 'Back to Webinars' }).click()
  await expect(page).toHaveURL('/webinars')
})
