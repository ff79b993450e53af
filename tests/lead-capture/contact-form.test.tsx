import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { server, useScenario } from '@mocks/node'
import { site } from '~/config/site'
import { recordEmailJsRequests, renderApp } from '../render-app'

afterEach(() => server.events.removeAllListeners())

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace')
  await user.type(screen.getByLabelText('Work email'), 'ada@analytical.io')
  await user.type(screen.getByLabelText('Company'), 'Analytical Engines')
  await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958')
  await user.type(screen.getByLabelText('How can we help?'), 'Automate our quarterly reporting.')
}

describe('contact form', () => {
  it('shows each spec message under its field and focuses the first invalid one', async () => {
    const user = userEvent.setup()
    await renderApp('/contact')
    await user.type(screen.getByLabelText('Full name'), 'A')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const name = screen.getByLabelText('Full name')
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters')
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription('Invalid email address')
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Company name must be at least 2 characters')
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number must be at least 10 characters')
    expect(screen.getByLabelText('How can we help?')).toHaveAccessibleDescription('Message must be at least 10 characters')
  })

  it('sends the lead to EmailJS with every field in the message and goes to /thank-you', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    const { router } = await renderApp('/contact')
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      user_id: site.emailjs.publicKey,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.contactTemplateId,
      template_params: {
        to_email: site.emailjs.leadsInbox,
        from_name: 'Ada Lovelace',
        to_name: site.brandName,
        message:
          'Name: Ada Lovelace\nCompany: Analytical Engines\nPhone: +44 20 7946 0958\nEmail: ada@analytical.io\n\nMessage:\nAutomate our quarterly reporting.',
      },
    })
    expect(bodies[0]?.lib_version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(window.sessionStorage.getItem('draft:contact')).toBeNull()
  })

  it('keeps every value and shows the Error toast with the reason when EmailJS refuses', async () => {
    useScenario('email-451')
    const user = userEvent.setup()
    await renderApp('/contact')
    await fillContactForm(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error')
    expect(alert).toHaveTextContent('Something went wrong. Please try again.')
    expect(alert).toHaveTextContent(/headless browsers/)
    expect(screen.getAllByRole('link', { name: 'Email us directly' })[0]).toHaveAttribute('href', expect.stringContaining('Automate%20our%20quarterly%20reporting.'))
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace')
    expect(screen.getByLabelText('How can we help?')).toHaveValue('Automate our quarterly reporting.')
  })

  it('pre-fills the message from a booking link topic', async () => {
    await renderApp('/contact?topic=Strategy%20call')
    await waitFor(() => expect(screen.getByLabelText('How can we help?')).toHaveValue("I'd like to book a strategy call. "))
  })

  it('brings back a draft after a reload', async () => {
    window.sessionStorage.setItem('draft:contact', JSON.stringify({ name: 'Grace', message: 'Half-written' }))
    await renderApp('/contact')
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Grace'))
    expect(screen.getByLabelText('How can we help?')).toHaveValue('Half-written')
  })
})
