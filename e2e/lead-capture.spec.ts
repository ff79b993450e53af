import type { Page, Request } from '@playwright/test'
import { axeViolations, expect, test, useTheme, waitForHydration } from './fixtures'

const EMAILJS = 'https://api.emailjs.com/api/v1.0/email/send'

/** Opens a page under a mock scenario and waits until the mock worker answers. */
async function openWith(page: Page, path: string, scenario = 'email-ok') {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`)
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('data-mock-scenario', scenario)
}

function emailRequests(page: Page) {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (request.url() === EMAILJS && request.method() === 'POST') requests.push(request)
  })
  return requests
}

async function fillContact(page: Page) {
  await page.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
  await page.getByLabel('Work email').fill('ada@analytical.io')
  await page.getByLabel('Company', { exact: true }).fill('Analytical Engines')
  await page.getByLabel('Phone', { exact: true }).fill('+44 20 7946 0958')
  await page.getByLabel('How can we help?').fill('Automate our quarterly reporting.')
}

test.describe('contact form', () => {
  test('shows every validation message under its field', async ({ page }) => {
    await openWith(page, '/contact')
    await page.getByLabel('Full name', { exact: true }).fill('A')
    await page.getByLabel('Phone', { exact: true }).fill('123456789')
    await page.getByRole('button', { name: 'Send Message' }).click()
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Company name must be at least 2 characters',
      'Phone number must be at least 10 characters',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('Full name', { exact: true })).toBeFocused()
  })

  test('sends the exact EmailJS request and lands on /thank-you', async ({ page, consoleErrors }) => {
    const requests = emailRequests(page)
    await openWith(page, '/contact', 'email-slow')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page).toHaveURL('/thank-you', { timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
    await expect(page.getByText("We've received your message and will get back to you within 24 hours.")).toBeVisible()
    expect(requests).toHaveLength(1)
    const body = requests[0]?.postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({
      service_id: expect.any(String),
      template_id: expect.any(String),
      user_id: expect.any(String),
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      template_params: {
        from_name: 'Ada Lovelace',
        message:
          'Name: Ada Lovelace\nCompany: Analytical Engines\nPhone: +44 20 7946 0958\nEmail: ada@analytical.io\n\nMessage:\nAutomate our quarterly reporting.',
      },
    })
    expect(Object.keys(body.template_params as object).sort()).toEqual(['from_name', 'message', 'to_email', 'to_name'])
    expect(consoleErrors).toEqual([])
  })

  for (const [scenario, reason] of [
    ['email-451', /headless browsers/],
    ['email-403', /refused the request/],
    ['email-429', /wait a minute/],
    ['email-500', /having problems/],
    ['email-offline', /internet connection/],
  ] as const) {
    test(`${scenario}: shows the Error toast with the reason and keeps every value`, async ({ page }) => {
      await openWith(page, '/contact', scenario)
      await fillContact(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      const toast = page.getByRole('alert')
      await expect(toast).toContainText('Error')
      await expect(toast).toContainText('Something went wrong. Please try again.')
      await expect(toast).toContainText(reason)
      await expect(toast.getByRole('link', { name: 'Email us directly' })).toHaveAttribute('href', /^mailto:.*Automate%20our%20quarterly%20reporting/)
      await expect(page).toHaveURL(/\/contact/)
      await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Ada Lovelace')
      await expect(page.getByLabel('How can we help?')).toHaveValue('Automate our quarterly reporting.')
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    })
  }

  test('retries successfully after a failure', async ({ page }) => {
    await openWith(page, '/contact', 'email-500')
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toContainText('Something went wrong. Please try again.')
    await page.getByRole('button', { name: 'QA: email-500' }).click()
    await page.getByLabel('Mock scenario').selectOption('email-ok')
    await expect(page.locator('html')).toHaveAttribute('data-mock-scenario', 'email-ok')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you')
  })

  test('a filled honeypot shows success and sends nothing', async ({ page }) => {
    const requests = emailRequests(page)
    await openWith(page, '/contact')
    await fillContact(page)
    await page.locator('form[aria-label="Contact form"] input[name="website"]').fill('https://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you')
    expect(requests).toHaveLength(0)
  })

  test('keeps a draft across a reload', async ({ page }) => {
    await openWith(page, '/contact')
    await page.getByLabel('Full name', { exact: true }).fill('Grace Hopper')
    await page.getByLabel('How can we help?').fill('Half-written thought')
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Grace Hopper')
    await expect(page.getByLabel('How can we help?')).toHaveValue('Half-written thought')
  })
})

test.describe('webinar registration', () => {
  const session = '/webinar-registration?title=Scaling%20Sales%20with%20AI&date=June%2015%2C%202025&time=10%3A00%20AM%20PST'

  test("defaults to 'Upcoming Webinar' with no dangling 'at'", async ({ page }) => {
    await openWith(page, '/webinar-registration')
    await expect(page.getByRole('heading', { level: 1, name: 'Register for Webinar' })).toBeVisible()
    // The page header holds the title line and nothing else: no date/time line, no stray 'at'.
    await expect(page.locator('main header p')).toHaveText(['Upcoming Webinar'])
  })

  test('shows URL-encoded params as plain text, capped', async ({ page }) => {
    const title = `<img src=x onerror=alert(1)> ${'Long '.repeat(40)}`
    await openWith(page, `/webinar-registration?title=${encodeURIComponent(title)}&date=${encodeURIComponent('June 1, 2025')}`)
    const shown = page.getByText(/^<img src=x onerror=alert\(1\)>/)
    await expect(shown).toBeVisible()
    expect((await shown.textContent())?.length).toBeLessThanOrEqual(120)
    await expect(page.locator('main img')).toHaveCount(0)
    await expect(page.getByText('June 1, 2025', { exact: true })).toBeVisible()
  })

  test('shows every validation message', async ({ page }) => {
    await openWith(page, session)
    await page.getByRole('button', { name: 'Register Now' }).click()
    for (const message of ['Name must be at least 2 characters', 'Invalid email address', 'Company name must be at least 2 characters', 'Job title must be at least 2 characters']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
  })

  test('registers, shows the success toast, then the thank-you page with a calendar file', async ({ page }) => {
    const requests = emailRequests(page)
    await openWith(page, session, 'email-slow')
    await expect(page.getByText('June 15, 2025 at 10:00 AM PST')).toBeVisible()
    await page.getByPlaceholder('Your name').fill('Ada Lovelace')
    await page.getByPlaceholder('Work email').fill('ada@analytical.io')
    await page.getByPlaceholder('Company name').fill('Analytical Engines')
    await page.getByPlaceholder('Job title').fill('Head of Revenue')
    await page.getByRole('button', { name: 'Register Now' }).click()
    await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled()
    await expect(page.getByRole('status')).toContainText('Registration Successful!')
    await expect(page.getByRole('status')).toContainText("You'll receive an email with webinar details shortly.")
    await expect(page).toHaveURL('/thank-you')
    expect((requests[0]?.postDataJSON() as { template_params: object }).template_params).toEqual({
      to_email: 'ada@analytical.io',
      to_name: 'Ada Lovelace',
      webinar_title: 'Scaling Sales with AI',
      webinar_date: 'June 15, 2025',
      webinar_time: '10:00 AM PST',
      company: 'Analytical Engines',
      job_title: 'Head of Revenue',
    })
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute('href', /^data:text\/calendar/)
  })

  test('a failure keeps the visitor on the page with the form filled', async ({ page }) => {
    await openWith(page, session, 'email-403')
    await page.getByPlaceholder('Your name').fill('Ada Lovelace')
    await page.getByPlaceholder('Work email').fill('ada@analytical.io')
    await page.getByPlaceholder('Company name').fill('Analytical Engines')
    await page.getByPlaceholder('Job title').fill('Head of Revenue')
    await page.getByRole('button', { name: 'Register Now' }).click()
    await expect(page.getByRole('alert')).toContainText('Registration Failed')
    await expect(page.getByRole('alert')).toContainText('Please try again or contact support.')
    await expect(page).toHaveURL(/webinar-registration/)
    await expect(page.getByPlaceholder('Job title')).toHaveValue('Head of Revenue')
  })

  test("'Back to Webinars' goes to /webinars when opened directly", async ({ page }) => {
    await openWith(page, session)
    await page.getByRole('button', { name: 'Back to Webinars' }).click()
    await expect(page).toHaveURL('/webinars')
  })
})

test.describe('thank-you page', () => {
  test('links three articles and the blog', async ({ page }) => {
    await page.goto('/thank-you')
    for (const slug of ['ai-jobs-article', 'smb-ai-guide', 'field-sales-ai']) {
      await expect(page.locator(`main a[href="/blog/${slug}"]`)).toHaveCount(1)
    }
    await expect(page.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog')
  })
})

test.describe('newsletter', () => {
  test('subscribes from any page and rejects a bad address', async ({ page }) => {
    await openWith(page, '/about')
    const footer = page.getByRole('contentinfo')
    await footer.getByPlaceholder('Your email').fill('nope')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(footer.getByText('Invalid email address')).toBeVisible()
    await footer.getByPlaceholder('Your email').fill('ada@analytical.io')
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText("You're subscribed!")
  })
})

for (const theme of ['light', 'dark'] as const) {
  test(`forms and a visible toast pass axe in ${theme} at 375 and 1280 px`, async ({ page }) => {
    await useTheme(page, theme)
    for (const path of ['/contact', '/webinar-registration', '/thank-you']) {
      await openWith(page, path, 'email-429')
      if (path !== '/thank-you') {
        await page.locator('form button[type="submit"]').first().click()
        await page.getByRole('contentinfo').getByPlaceholder('Your email').fill('ada@analytical.io')
        await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click()
        await expect(page.getByRole('alert')).toBeVisible()
      }
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 })
        expect(await axeViolations(page), `${path} ${theme} ${width}`).toEqual([])
      }
    }
  })
}

test('each webinar registers through /webinar-registration with its session in the URL', async ({ page }) => {
  await page.goto('/webinars')
  await waitForHydration(page)
  const links = page.getByRole('link', { name: /Register Now/ })
  await expect(links).toHaveCount(3)
  await expect(links.first()).toHaveAttribute('href', /^\/webinar-registration\?title=.+&date=June(%20|\+)1%2C(%20|\+)2025&time=11%3A00(%20|\+)AM(%20|\+)PST$/)
  await links.nth(1).click()
  await expect(page.getByText('June 15, 2025 at 10:00 AM PST')).toBeVisible()
  await page.getByRole('button', { name: 'Back to Webinars' }).click()
  await expect(page).toHaveURL('/webinars')
})
