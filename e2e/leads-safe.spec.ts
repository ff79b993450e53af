/**
 * No lead is lost: what a visitor (or the browser's autofill) puts into a form before
 * the page is interactive is sent, whatever restores or pre-fills the form, and a
 * send that outlasts the timeout still ends in success when it is delivered late.
 */
import type { CDPSession, Locator, Page } from '@playwright/test'
import { EMAILJS, emailRequests, expect as baseExpect, test, waitForHydration } from './fixtures'
import { appScriptPath, bootScriptPath } from '../scripts/lib/first-load-chunks'

// Most of these tests run the page at a CPU 6x slower: hydrating, claiming what was typed and
// sending it takes ~4-6 s on a quiet two-core machine (measured), and longer on a busy one.
const expect = baseExpect.configure({ timeout: 15_000 })

/**
 * Holds the site's scripts until released, so the prerendered form is on screen and
 * editable but not yet hydrated: what a slow phone shows for a second or more.
 */
async function holdScripts(page: Page) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return async () => {
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated), 'filled before hydration').toBeUndefined()
    release()
    await waitForHydration(page)
    await page.unroute('**/assets/*.js')
  }
}

async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate })
  return session
}

type InputStyle = 'autofill' | 'typing'

/** Autofill sets whole values at once; a person types key by key. */
async function enter(field: Locator, value: string, style: InputStyle) {
  if (style === 'autofill') await field.fill(value)
  else await field.pressSequentially(value)
}

const contactValues = {
  'Full name': 'Ada Lovelace',
  'Work email': 'ada@analytical.io',
  Company: 'Analytical Engines',
  Phone: '+44 20 7946 0958',
  'How can we help?': 'Automate our quarterly reporting.',
}

const contactField = (page: Page, label: string) => page.getByRole('form', { name: 'Contact form' }).getByLabel(label, { exact: true })

const registrationValues = {
  'Your name': 'Grace Hopper',
  'Work email': 'grace@navy.example',
  'Company name': 'Compilers Inc',
  'Job title': 'Rear Admiral',
}

const registrationField = (page: Page, placeholder: string) =>
  page.getByRole('form', { name: 'Webinar registration' }).getByPlaceholder(placeholder, { exact: true })

const newsletterField = (page: Page) => page.getByRole('form', { name: 'Newsletter sign-up' }).getByPlaceholder('Your email')

const variants = [
  { style: 'autofill', cpu: 1 },
  { style: 'autofill', cpu: 6 },
  { style: 'typing', cpu: 6 },
] as const

for (const { style, cpu } of variants) {
  test.describe(`${style} before the page is interactive (CPU ${cpu}x slower)`, () => {
    // A phone's CPU on a two-core machine running other browsers: typing a form at 6x took up to 26 s.
    test.slow(cpu > 1, 'the page runs at a slow phone’s speed')
    test.beforeEach(async ({ page }) => {
      if (cpu > 1) await throttleCpu(page, cpu)
    })

    test('the contact form sends every value', async ({ page, consoleErrors }) => {
      const requests = emailRequests(page)
      const release = await holdScripts(page)
      await page.goto('/contact', { waitUntil: 'commit' })
      for (const [label, value] of Object.entries(contactValues)) await enter(contactField(page, label), value, style)
      await release()
      for (const [label, value] of Object.entries(contactValues)) await expect(contactField(page, label)).toHaveValue(value)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page).toHaveURL('/thank-you?form=message')
      expect(requests).toHaveLength(1)
      const params = requests[0]?.postDataJSON().template_params
      expect(params.from_name).toBe('Ada Lovelace')
      expect(params.message).toContain(
        'Name: Ada Lovelace\nCompany: Analytical Engines\nPhone: +44 20 7946 0958\nEmail: ada@analytical.io\n\nMessage:\nAutomate our quarterly reporting.',
      )
      expect(consoleErrors).toEqual([])
    })

    test('the webinar registration sends every value with the chosen session', async ({ page, consoleErrors }) => {
      const requests = emailRequests(page)
      // The link's session is next July, so its registration is open whenever this runs.
      const year = new Date().getUTCFullYear() + 1
      const release = await holdScripts(page)
      await page.goto(`/webinar-registration?title=AI%20for%20Telecom&date=July%201%2C%20${year}&time=9%3A00%20AM%20PST`, { waitUntil: 'commit' })
      for (const [placeholder, value] of Object.entries(registrationValues)) await enter(registrationField(page, placeholder), value, style)
      await release()
      // The session from the link appears after hydration without clearing the fields.
      await expect(page.getByText('AI for Telecom')).toBeVisible()
      for (const [placeholder, value] of Object.entries(registrationValues)) await expect(registrationField(page, placeholder)).toHaveValue(value)
      await page.getByRole('button', { name: 'Register Now' }).click()
      await expect(page).toHaveURL('/thank-you?form=seat')
      expect(requests[0]?.postDataJSON().template_params).toMatchObject({
        to_email: 'grace@navy.example',
        to_name: 'Grace Hopper',
        company: 'Compilers Inc',
        job_title: 'Rear Admiral',
        webinar_title: 'AI for Telecom',
        webinar_date: `July 1, ${year}`,
        webinar_time: '9:00 AM PST',
      })
      expect(consoleErrors).toEqual([])
    })

    test('the newsletter sign-up sends the address', async ({ page, consoleErrors }) => {
      const requests = emailRequests(page)
      const release = await holdScripts(page)
      await page.goto('/about', { waitUntil: 'commit' })
      await enter(newsletterField(page), 'reader@example.com', style)
      await release()
      await expect(newsletterField(page)).toHaveValue('reader@example.com')
      await page.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('status').filter({ hasText: "You're subscribed!" }).first()).toBeVisible()
      expect(requests[0]?.postDataJSON().template_params.from_name).toBe('reader@example.com')
      expect(consoleErrors).toEqual([])
    })
  })
}

test.describe('sent before the page is interactive', () => {
  /** Holds the app's code but not the boot script, which a slow phone runs first. */
  async function holdAppCode(page: Page) {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route((url) => /\/assets\/[^/]+\.js$/.test(url.pathname) && !bootScriptPath.test(url.pathname), async (route) => {
      await held
      await route.continue()
    })
    return release
  }

  for (const how of ['Enter in a field', 'a double click on Send Message'] as const) {
    test(`the contact form, sent by ${how}: nothing goes into the URL, and the lead is sent once when the page is ready`, async ({ page, consoleErrors }) => {
      await throttleCpu(page, 6)
      const requests = emailRequests(page)
      const urls: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) urls.push(frame.url())
      })
      const release = await holdAppCode(page)
      // The boot script asks for the app's code once it has run and the page is painted.
      const booted = page.waitForRequest(appScriptPath)
      await page.goto('/contact', { waitUntil: 'commit' })
      for (const [label, value] of Object.entries(contactValues)) await enter(contactField(page, label), value, 'autofill')
      await booted
      // The app has not run: without the boot script's hold, the browser would send the form itself.
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
      if (how === 'Enter in a field') await contactField(page, 'Company').press('Enter')
      else await page.getByRole('button', { name: 'Send Message' }).dblclick()
      expect(page.url()).not.toContain('?')
      release()
      await expect(page).toHaveURL('/thank-you?form=message')
      expect(urls.filter((url) => url.includes('ada%40analytical.io') || url.includes('name='))).toEqual([])
      expect(requests).toHaveLength(1)
      expect(requests[0]?.postDataJSON().template_params.from_name).toBe('Ada Lovelace')
      expect(consoleErrors).toEqual([])
    })
  }
})

test.describe('typing wins over what the page restores', () => {
  test('over a draft from an earlier visit: typed fields keep the typing, the others come from the draft', async ({ page }) => {
    const requests = emailRequests(page)
    await page.addInitScript(() => {
      window.sessionStorage.setItem(
        'draft:contact',
        JSON.stringify({ name: 'Draft Name', email: 'draft@example.com', company: 'Draft Company', phone: '+1 555 000 1111', message: 'A draft message' }),
      )
    })
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'commit' })
    await contactField(page, 'Full name').fill('Ada Lovelace')
    await contactField(page, 'How can we help?').fill('What I typed just now.')
    await release()
    await expect(contactField(page, 'Full name')).toHaveValue('Ada Lovelace')
    await expect(contactField(page, 'Company')).toHaveValue('Draft Company')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you?form=message')
    const message: string = requests[0]?.postDataJSON().template_params.message
    expect(message).toContain('Name: Ada Lovelace\nCompany: Draft Company\nPhone: +1 555 000 1111\nEmail: draft@example.com')
    expect(message).toContain('Message:\nWhat I typed just now.\n')
  })

  test('over a ?topic= pre-fill: the typed message is sent as typed', async ({ page }) => {
    const requests = emailRequests(page)
    const release = await holdScripts(page)
    await page.goto('/contact?topic=Sales%20AI', { waitUntil: 'commit' })
    for (const [label, value] of Object.entries(contactValues)) await contactField(page, label).fill(value)
    await release()
    await expect(contactField(page, 'How can we help?')).toHaveValue(contactValues['How can we help?'])
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you?form=message')
    const params = requests[0]?.postDataJSON().template_params
    expect(params.message).toContain('Message:\nAutomate our quarterly reporting.\n')
    expect(params.source_topic).toBe('Sales AI')
  })

  test('a reload half-way keeps the typing and sends it once', async ({ page }) => {
    const requests = emailRequests(page)
    await page.goto('/contact')
    await waitForHydration(page)
    await contactField(page, 'Full name').fill('Ada Lovelace')
    await contactField(page, 'Work email').fill('ada@analytical.io')
    await page.reload({ waitUntil: 'commit' })
    await waitForHydration(page)
    await expect(contactField(page, 'Full name')).toHaveValue('Ada Lovelace')
    for (const [label, value] of Object.entries(contactValues)) await contactField(page, label).fill(value)
    await page.getByRole('button', { name: 'Send Message' }).dblclick()
    await expect(page).toHaveURL('/thank-you?form=message')
    expect(requests).toHaveLength(1)
  })
})

test.describe('where a lead came from', () => {
  /** Fills in the contact form the visitor has just opened, sends it once hydrated, and lands on /thank-you. */
  async function sendContactForm(page: Page) {
    await waitForHydration(page)
    for (const [label, value] of Object.entries(contactValues)) await contactField(page, label).fill(value)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL('/thank-you?form=message')
  }

  test('the contact email names the landing page with its utm parameters, the page before the form and the topic of the button', async ({ page }) => {
    const requests = emailRequests(page)
    await page.goto('/services/sales-ai?utm_source=linkedin&utm_campaign=autumn')
    await waitForHydration(page)
    await page.goto('/verticals/telecom')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Contact Sales' }).first().click()
    await expect(page).toHaveURL(/\/contact/)
    await sendContactForm(page)
    expect(requests[0]?.postDataJSON().template_params).toMatchObject({
      source_landing_page: '/services/sales-ai?utm_source=linkedin&utm_campaign=autumn',
      source_utm: 'utm_source=linkedin, utm_campaign=autumn',
      source_previous_page: '/verticals/telecom',
      source_topic: '(none)',
    })

    // A button with a topic: the email names it, and the page the button was on.
    await page.goto('/special-offer')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Book My Free Automation Call' }).first().click()
    await expect(page).toHaveURL(/\/contact\?topic=/)
    await sendContactForm(page)
    expect(requests[1]?.postDataJSON().template_params).toMatchObject({
      source_landing_page: '/services/sales-ai?utm_source=linkedin&utm_campaign=autumn',
      source_previous_page: '/special-offer',
      source_topic: 'Free AI workflow automation',
    })
  })
})

test.describe('a send that outlasts the timeout', () => {
  test('says it may still arrive, then moves on to /thank-you when the late answer is a success', async ({ page }) => {
    await page.clock.install()
    await page.goto('/contact?scenario=email-late')
    await waitForHydration(page)
    for (const [label, value] of Object.entries(contactValues)) await contactField(page, label).fill(value)
    const sent = page.waitForRequest(EMAILJS)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await sent
    await page.clock.runFor(15_000)
    await expect(page.getByRole('alert')).toContainText('took too long')
    await expect(page.getByText(/Your first attempt may still arrive/)).toBeVisible()
    await page.clock.runFor(1_000)
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    // The mock's 20 s delay starts when its handler runs, which on a busy machine can be after the
    // clock has already been advanced past the timeout: keep advancing the clock in 5 s steps until
    // the late answer has arrived (overshooting is harmless; /thank-you does not depend on timers).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(5_000)
          return new URL(page.url()).pathname
        },
        { timeout: 30_000 },
      )
      .toBe('/thank-you')
  })
})

test('each form says what happens to the data beside its submit button, linking to the privacy policy', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  const contactForm = page.getByRole('form', { name: 'Contact form' })
  await expect(contactForm.getByText('We use these details only to reply to your request')).toBeVisible()
  await expect(contactForm.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  await page.goto('/webinar-registration')
  await waitForHydration(page)
  await expect(page.getByRole('form', { name: 'Webinar registration' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test("a form sent puts none of the visitor's details in an address, and says that nothing was sent", async ({ page }) => {
    await page.goto('/contact')
    for (const [label, value] of Object.entries(contactValues)) await contactField(page, label).fill(value)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing was sent' })).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
    await expect(page.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact')
    // The browser's Back returns to the form with what was typed.
    await page.goBack()
    await expect(contactField(page, 'Work email')).toHaveValue(contactValues['Work email'])
  })
})
