// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server, useScenario } from '@mocks/node'
import { site } from '~/config/site'
import { recordPageView } from '~/features/lead-capture/lead-source'
import { recordEmailJsRequests, renderApp } from '../render-app'
import { closeToasts, toastIn } from './toast-helpers'

const madeFiles: Blob[] = []

beforeEach(() => {
  // jsdom has no object URLs; record the file the thank-you page offers instead.
  madeFiles.length = 0
  vi.stubGlobal('URL', Object.assign(class extends URL {}, {
    createObjectURL: (blob: Blob) => {
      madeFiles.push(blob)
      return `blob:http://localhost/${madeFiles.length}`
    },
    revokeObjectURL: () => {},
  }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  server.events.removeAllListeners()
  closeToasts()
})

/** The sessions below run next June, so registration is open whenever the tests run (a past session offers its recording instead). */
const year = new Date().getUTCFullYear() + 1
const session = `/webinar-registration?title=Scaling%20Sales%20with%20AI&date=June%2015%2C%20${year}&time=10%3A00%20AM%20PST`

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
    expect(screen.getByText(`June 15, ${year} at 10:00 AM PST`)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Register for Webinar' })).toBeInTheDocument()
  })

  it("defaults to 'Upcoming Webinar' with no date line when the URL has no session", async () => {
    const { container } = await renderApp('/webinar-registration')
    expect(await screen.findByText('Upcoming Webinar')).toBeInTheDocument()
    expect(within(container.querySelector('main header')!).queryByText(/ at /)).not.toBeInTheDocument()
  })

  it("shows a date without a dangling 'at' when the time is missing", async () => {
    await renderApp(`/webinar-registration?title=Sales%20AI&date=June%2015%2C%20${year}`)
    expect(await screen.findByText(`June 15, ${year}`)).toBeInTheDocument()
    expect(screen.queryByText(/ at/)).not.toBeInTheDocument()
  })

  it('shows markup in the title as plain text', async () => {
    const { container } = await renderApp(`/webinar-registration?title=${encodeURIComponent('<script>alert(1)</script><b>Bold</b>')}`)
    expect(await screen.findByText('<script>alert(1)</script><b>Bold</b>')).toBeInTheDocument()
    expect(container.querySelector('main script, main b')).toBeNull()
  })

  it('labels every field visibly and uses the spec placeholders', async () => {
    await renderApp(session)
    expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'Your name')
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', 'Work email')
    expect(screen.getByLabelText('Company')).toHaveAttribute('placeholder', 'Company name')
    expect(screen.getByLabelText('Job title')).toHaveAttribute('placeholder', 'Job title')
  })

  it('shows each spec message for invalid fields', async () => {
    const user = userEvent.setup()
    await renderApp(session)
    await user.type(screen.getByPlaceholderText('Job title'), 'X')
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    // The verdict comes once the form's code has loaded (it starts loading with the first keystroke).
    await waitFor(() => expect(screen.getByPlaceholderText('Your name')).toHaveAccessibleDescription('Name must be at least 2 characters'))
    expect(screen.getByPlaceholderText('Work email')).toHaveAccessibleDescription('Invalid email address')
    expect(screen.getByPlaceholderText('Company name')).toHaveAccessibleDescription('Company name must be at least 2 characters')
    expect(screen.getByPlaceholderText('Job title')).toHaveAccessibleDescription('Job title must be at least 2 characters')
    expect(screen.getByPlaceholderText('Your name')).toHaveFocus()
  })

  it('registers with exactly the session in the email, shows the success toast, then /thank-you offers a calendar file', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    recordPageView('/', '')
    recordPageView('/webinars', '')
    recordPageView('/webinar-registration', '')
    const { router } = await renderApp(session)
    await screen.findByText('Scaling Sales with AI')
    await fillRegistration(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'))
    expect(bodies).toEqual([
      {
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        user_id: site.emailjs.publicKey,
        service_id: site.emailjs.serviceId,
        template_id: site.emailjs.registrationTemplateId,
        template_params: {
          to_email: 'ada@analytical.io',
          to_name: 'Ada Lovelace',
          webinar_title: 'Scaling Sales with AI',
          webinar_date: `June 15, ${year}`,
          webinar_time: '10:00 AM PST',
          company: 'Analytical Engines',
          job_title: 'Head of Revenue',
          source_landing_page: '/',
          source_utm: '(none)',
          source_previous_page: '/webinars',
          source_topic: 'Scaling Sales with AI',
        },
      },
    ])
    const status = await toastIn('status')
    expect(status).toHaveTextContent('Registration Successful!')
    expect(status).toHaveTextContent("You'll receive an email with webinar details shortly.")
    const download = await screen.findByRole('link', { name: /Add to calendar/ })
    expect(download).toHaveAttribute('download', 'scaling-sales-with-ai.ics')
    expect(download.getAttribute('href')).toMatch(/^blob:/)
    expect(madeFiles).toHaveLength(1)
    expect(madeFiles[0]?.type).toBe('text/calendar;charset=utf-8')
    const ics = await madeFiles[0]!.text()
    // 10:00 AM Pacific on June 15 is PDT (UTC-7): 17:00 UTC.
    expect(ics).toContain(`DTSTART:${year}0615T170000Z`)
    expect(ics).toContain(`DTEND:${year}0615T180000Z`) // a session not on /webinars is taken to last an hour
    expect(ics).toContain('SUMMARY:Scaling Sales with AI')
  })

  it('offers no calendar file on /thank-you after a contact message', async () => {
    await renderApp('/thank-you?form=message')
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument()
    expect(madeFiles).toHaveLength(0)
  })

  it('stays on the page with the form filled, logs the error and shows the failure toast with a way out', async () => {
    useScenario('email-429')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const { router } = await renderApp(session)
    await screen.findByText('Scaling Sales with AI')
    await fillRegistration(user)
    await user.click(screen.getByRole('button', { name: 'Register Now' }))
    const alert = await toastIn('alert')
    expect(within(alert).getByText('Registration Failed')).toBeInTheDocument()
    expect(alert).toHaveTextContent('Please try again or contact support.')
    expect(alert).toHaveTextContent(/wait a minute/)
    const mailto = within(alert).getByRole('link', { name: 'Email us directly' }).getAttribute('href') ?? ''
    expect(decodeURIComponent(mailto)).toContain(`Please register me for "Scaling Sales with AI" (June 15, ${year} at 10:00 AM PST).\n\nName: Ada Lovelace\nCompany: Analytical Engines\nJob title: Head of Revenue`)
    expect(logged).toHaveBeenCalledWith('Webinar registration failed:', 'rate-limited', expect.any(String))
    expect(router.state.location.pathname).toBe('/webinar-registration')
    expect(screen.getByPlaceholderText('Your name')).toHaveValue('Ada Lovelace')
    expect(screen.getByPlaceholderText('Work email')).toHaveValue('ada@analytical.io')
    expect(screen.getByPlaceholderText('Company name')).toHaveValue('Analytical Engines')
    expect(screen.getByPlaceholderText('Job title')).toHaveValue('Head of Revenue')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register Now' })).toBeEnabled())
  })
})
