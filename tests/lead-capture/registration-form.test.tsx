import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server, useScenario } from '@mocks/node'
import { site } from '~/config/site'
import { recordEmailJsRequests, renderApp } from '../render-app'

afterEach(() => server.events.removeAllListeners())

const session = '/webinar-registration?title=Scaling%20Sales%20with%20AI&date=June%2015%2C%202025&time=10%3A00%20AM%20PST'

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('Your name'), 'Ada Lovelace')
  await user.type(screen.getByPlaceholderText('Work email'), 'ada@analytical.io')
  await user.type(screen.getByPlaceholderText('Company name'), 'Analytical Engines')
  await user.type(screen.getByPlaceholderText('Job title'), 'Head of Revenue')
}

describe('webinar registration', () => {
  it('shows the session from the URL: title and "date at time"', async () => {
    await renderApp(session)
    expect(await screen.findByText('Scaling Sales with AI')).toBeInTheDocument()
    expect(screen.getByText('June 15, 2025 at 10:00 AM PST')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Webinar' })).toBeInTheDocument()
  })

  it("defaults to 'Upcoming Webinar' with no date line when the URL has no session", async () => {
    await renderApp('/webinar-registration')
    expect(await screen.findByText('Upcoming Webinar')).toBeInTheDocument()
    expect(screen.queryByText(/ at /)).not.toBeInTheDocument()
  })

  it('shows each spec message for invalid fields', async () => {
    const user = userEvent.setup()
    await renderApp(session)
    await user.type(screen.getByPlaceholderText('Job title'), 'X')
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    expect(screen.getByPlaceholderText('Your name')).toHaveAccessibleDescription('Name must be at least 2 characters')
    expect(screen.getByPlaceholderText('Work email')).toHaveAccessibleDescription('Invalid email address')
    expect(screen.getByPlaceholderText('Company name')).toHaveAccessibleDescription('Company name must be at least 2 characters')
    expect(screen.getByPlaceholderText('Job title')).toHaveAccessibleDescription('Job title must be at least 2 characters')
    expect(screen.getByPlaceholderText('Your name')).toHaveFocus()
  })

  it('registers with the session in the email, shows the success toast and goes to /thank-you', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    const { router } = await renderApp(session)
    await screen.findByText('Scaling Sales with AI')
    await fillRegistration(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies[0]).toMatchObject({
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.registrationTemplateId,
      template_params: {
        to_email: 'ada@analytical.io',
        to_name: 'Ada Lovelace',
        webinar_title: 'Scaling Sales with AI',
        webinar_date: 'June 15, 2025',
        webinar_time: '10:00 AM PST',
        company: 'Analytical Engines',
        job_title: 'Head of Revenue',
      },
    })
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Registration Successful!')
    expect(status).toHaveTextContent("You'll receive an email with webinar details shortly.")
    expect(await screen.findByRole('link', { name: /Add to calendar/ })).toHaveAttribute('download', 'scaling-sales-with-ai.ics')
  })

  it('stays on the page with the form filled, logs the error and shows the failure toast', async () => {
    useScenario('email-429')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const { router } = await renderApp(session)
    await screen.findByText('Scaling Sales with AI')
    await fillRegistration(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Registration Failed')
    expect(alert).toHaveTextContent('Please try again or contact support.')
    expect(alert).toHaveTextContent(/wait a minute/)
    expect(logged).toHaveBeenCalledWith('Webinar registration failed:', 'rate-limited', expect.any(String))
    expect(router.state.location.pathname).toBe('/webinar-registration')
    expect(screen.getByPlaceholderText('Job title')).toHaveValue('Head of Revenue')
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeEnabled()
  })
})
