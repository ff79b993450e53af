// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { EMAILJS_SEND_URL } from '@mocks/handlers/emailjs'
import { server, useScenario } from '@mocks/node'
import { site } from '~/config/site'
import { recordPageView } from '~/features/lead-capture/lead-source'
import { recordEmailJsRequests, renderApp } from '../render-app'
import { closeToasts, toastIn } from './toast-helpers'

afterEach(() => {
  server.events.removeAllListeners()
  closeToasts()
})

const typed = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.io',
  company: 'Analytical Engines',
  phone: '+44 20 7946 0958',
  message: 'Automate our quarterly reporting.',
}

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), typed.name)
  await user.type(screen.getByLabelText('Work email'), typed.email)
  await user.type(screen.getByLabelText('Company'), typed.company)
  await user.type(screen.getByLabelText('Phone'), typed.phone)
  await user.type(screen.getByLabelText('How can we help?'), typed.message)
}

function expectEveryValueKept() {
  expect(screen.getByLabelText('Full name')).toHaveValue(typed.name)
  expect(screen.getByLabelText('Work email')).toHaveValue(typed.email)
  expect(screen.getByLabelText('Company')).toHaveValue(typed.company)
  expect(screen.getByLabelText('Phone')).toHaveValue(typed.phone)
  expect(screen.getByLabelText('How can we help?')).toHaveValue(typed.message)
}

describe('contact form', () => {
  it('shows each spec message under its field and focuses the first invalid one', async () => {
    const user = userEvent.setup()
    await renderApp('/contact')
    await user.type(screen.getByLabelText('Full name'), 'A')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const name = screen.getByLabelText('Full name')
    // The form's machine and schema load with its first use: wait for the verdict.
    await waitFor(() => expect(name).toHaveFocus())
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters')
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription('Invalid email address')
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Company name must be at least 2 characters')
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number must be at least 10 characters')
    expect(screen.getByLabelText('How can we help?')).toHaveAccessibleDescription('Message must be at least 10 characters')
  })

  it('leaves the focus where the visitor moved it while the verdict was on its way', async () => {
    const user = userEvent.setup()
    await renderApp('/contact')
    // Send, then straight on to the newsletter field before the form's code has loaded and judged.
    screen.getByRole('button', { name: 'Send Message' }).click()
    const newsletterEmail = within(screen.getByRole('contentinfo')).getByPlaceholderText('Your email')
    newsletterEmail.focus()
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true'))
    expect(newsletterEmail).toHaveFocus()
    await user.keyboard('ada@analytical.io')
    expect(newsletterEmail).toHaveValue('ada@analytical.io')
    expect(screen.getByLabelText('Full name')).toHaveValue('')
  })

  it('focuses the first invalid field in form order and clears a message once that field is edited', async () => {
    const user = userEvent.setup()
    await renderApp('/contact')
    await fillContactForm(user)
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), '123456789')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByLabelText('Phone')).toHaveFocus()
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid')
    await user.type(screen.getByLabelText('Phone'), '0')
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Phone number must be at least 10 characters')).not.toBeInTheDocument()
  })

  it('sends exactly the EmailJS request with every field and the lead source in the message, then goes to /thank-you', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    recordPageView('/services/sales-ai', '?utm_source=linkedin&utm_campaign=q3-launch&ref=x')
    recordPageView('/contact', '?topic=Sales+AI+pilot')
    const { router } = await renderApp('/contact?topic=Sales%20AI%20pilot')
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies).toEqual([
      {
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        user_id: site.emailjs.publicKey,
        service_id: site.emailjs.serviceId,
        template_id: site.emailjs.contactTemplateId,
        template_params: {
          to_email: site.emailjs.leadsInbox,
          from_name: 'Ada Lovelace',
          to_name: site.brandName,
          message: [
            'Name: Ada Lovelace',
            'Company: Analytical Engines',
            'Phone: +44 20 7946 0958',
            'Email: ada@analytical.io',
            '',
            'Message:',
            "I'd like to talk about: Sales AI pilot.\n\nAutomate our quarterly reporting.",
            '',
            'Source:',
            'Landing page: /services/sales-ai?utm_source=linkedin&utm_campaign=q3-launch',
            'Campaign (utm): utm_source=linkedin, utm_campaign=q3-launch',
            'Page before the form: /services/sales-ai',
            'Button topic: Sales AI pilot',
          ].join('\n'),
          source_landing_page: '/services/sales-ai?utm_source=linkedin&utm_campaign=q3-launch',
          source_utm: 'utm_source=linkedin, utm_campaign=q3-launch',
          source_previous_page: '/services/sales-ai',
          source_topic: 'Sales AI pilot',
        },
      },
    ])
    expect(window.sessionStorage.getItem('draft:contact')).toBeNull()
  })

  it('sends trimmed values', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    const { router } = await renderApp('/contact')
    await fillContactForm(user)
    await user.type(screen.getByLabelText('Full name'), '   ')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies[0]?.template_params.from_name).toBe('Ada Lovelace')
  })

  it("reads 'Sending...' and is disabled while sending; a second click sends nothing more", async () => {
    let answer: () => void = () => {}
    server.use(http.post(EMAILJS_SEND_URL, () => new Promise<Response>((resolve) => (answer = () => resolve(new HttpResponse('OK'))))))
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    const { router } = await renderApp('/contact')
    await fillContactForm(user)
    const button = screen.getByRole('button', { name: 'Send Message' })
    await user.dblClick(button)
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Sending...' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    answer()
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies).toHaveLength(1)
  })

  it.each([
    ['email-451', /headless browsers/],
    ['email-403', /refused the request/],
    ['email-429', /wait a minute/],
    ['email-500', /having problems/],
    ['email-offline', /internet connection/],
  ] as const)('%s: keeps every value and shows the Error toast with the reason and a way out', async (scenario, reason) => {
    useScenario(scenario)
    const user = userEvent.setup()
    const { router } = await renderApp('/contact')
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const alert = await toastIn('alert')
    expect(within(alert).getByText('Error')).toBeInTheDocument()
    expect(alert).toHaveTextContent('Something went wrong. Please try again.')
    expect(alert).toHaveTextContent(reason)
    const mailto = within(alert).getByRole('link', { name: 'Email us directly' }).getAttribute('href') ?? ''
    expect(mailto.startsWith(`mailto:${site.contactEmail}?subject=`)).toBe(true)
    const query = new URLSearchParams(mailto.slice(mailto.indexOf('?') + 1))
    expect(query.get('subject')).toBe('Enquiry from Ada Lovelace')
    expect(query.get('body')).toBe('Automate our quarterly reporting.')
    expect(mailto).not.toContain(' ')
    expectEveryValueKept()
    expect(router.state.location.pathname).toBe('/contact')
    // The reason stays on the page under the form after the toast has gone.
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveTextContent(reason)
  })

  it('retries after a failure and then succeeds', async () => {
    useScenario('email-500')
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    const { router } = await renderApp('/contact')
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await toastIn('alert')
    useScenario('email-ok')
    const retry = screen.getByRole('button', { name: 'Send Message' })
    await waitFor(() => expect(retry).toBeEnabled())
    await user.click(retry)
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toEqual(bodies[0])
  })

  it('pretends success for a filled honeypot and sends nothing', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    const { router, container } = await renderApp('/contact')
    await fillContactForm(user)
    const honeypot = container.querySelector<HTMLInputElement>('form[aria-label="Contact form"] input[name="website"]')
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    await user.type(honeypot!, 'https://spam.example')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies).toEqual([])
  })

  it('pre-fills the message from a booking link topic', async () => {
    await renderApp('/contact?topic=Strategy%20call')
    await waitFor(() => expect(screen.getByLabelText('How can we help?')).toHaveValue("I'd like to talk about: Strategy call.\n\n"))
  })

  it('pre-fills the message from a link message, which wins over the topic', async () => {
    await renderApp(`/contact?topic=ROI%20review&message=${encodeURIComponent('Estimated savings: $120,000 a year.')}`)
    await waitFor(() => expect(screen.getByLabelText('How can we help?')).toHaveValue('Estimated savings: $120,000 a year.'))
  })

  it('brings back a draft after a reload, but not a filled honeypot', async () => {
    window.sessionStorage.setItem('draft:contact', JSON.stringify({ name: 'Grace', message: 'Half-written', website: 'spam' }))
    const { container } = await renderApp('/contact')
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Grace'))
    expect(screen.getByLabelText('How can we help?')).toHaveValue('Half-written')
    expect(container.querySelector('input[name="website"]')).toHaveValue('')
  })

  it('saves what the visitor types as a draft for the tab', async () => {
    const user = userEvent.setup()
    await renderApp('/contact')
    await user.type(screen.getByLabelText('Full name'), 'Grace')
    expect(JSON.parse(window.sessionStorage.getItem('draft:contact') ?? '{}')).toMatchObject({ name: 'Grace' })
  })
})
