// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { site } from '~/config/site'
import { webinars } from '~/content/webinars'
import { recordEmailJsRequests, renderApp } from '../render-app'
import { closeToasts, toastIn } from '../lead-capture/toast-helpers'

afterEach(() => {
  server.events.removeAllListeners()
  closeToasts()
  sessionStorage.clear()
})

// The series' first sessions ran in June 2025 and were recorded; these tests run after that.
const first = webinars[0]!.sessions[0]!
const firstLink = `/webinar-registration?${new URLSearchParams({ title: first.title, date: first.date, time: first.time }).toString()}`

describe('/webinars by the visitor\'s clock', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the next session of each series with its registration link, and the recorded first sessions on demand', async () => {
    // A Sunday before the first week of February 2027, when all three series meet.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-01-31T12:00:00Z') })
    await renderApp('/webinars')
    const links = screen.getAllByRole('link', { name: /^Register Now/ })
    expect(links.map((link) => new URL(link.getAttribute('href')!, 'https://x').searchParams.get('date'))).toEqual(['February 2, 2027', 'February 3, 2027', 'February 4, 2027'])
    expect(links[0]).toHaveAttribute('href', `/webinar-registration?${new URLSearchParams({ title: first.title, date: 'February 2, 2027', time: '11:00 AM PST' }).toString()}`)
    const onDemand = screen.getByRole('region', { name: 'On demand' })
    expect(within(onDemand).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([...webinars].reverse().map((w) => w.title))
    expect(onDemand).toHaveTextContent('Recorded June 1, 2025 · 60 min')
  })

  it('once every series has ended: no upcoming session, an offer to hear about the next one, and the recordings on demand', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2028-07-01T12:00:00Z') })
    await renderApp('/webinars')
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming Webinars' })).toBeInTheDocument()
    expect(screen.getByText('No sessions are scheduled right now. The next one is being planned.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tell me about the next session' })).toHaveAttribute('href', '/contact?topic=Next+webinar+session')
    expect(screen.queryByRole('link', { name: /Register Now/ })).not.toBeInTheDocument()
    const onDemand = screen.getByRole('region', { name: 'On demand' })
    expect(within(onDemand).getAllByRole('button', { name: /^Get the recording/ })).toHaveLength(3)
  })
})

describe('/webinar-registration for a session that has passed', () => {
  it('says the session has taken place and offers its recording instead of a registration', async () => {
    await renderApp(firstLink)
    expect(await screen.findByRole('heading', { level: 2, name: 'This session has already taken place' })).toBeInTheDocument()
    expect(screen.getByText('It ran on June 1, 2025, so registration is closed. Leave your email and we will send you the recording.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
    expect(screen.queryByPlaceholderText('Your name')).not.toBeInTheDocument()
    expect(screen.getByRole('form', { name: `Get the recording: ${first.title}` })).toBeInTheDocument()
  })

  it('answers an old link (the time announced as PST) the same way', async () => {
    await renderApp(`/webinar-registration?${new URLSearchParams({ title: first.title, date: first.date, time: '11:00 AM PST' }).toString()}`)
    expect(await screen.findByRole('heading', { name: 'This session has already taken place' })).toBeInTheDocument()
  })

  it('asks for the email and the ticked box before sending anything', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    await renderApp(firstLink)
    await user.click(await screen.findByRole('button', { name: /^Get the recording/ }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Email me the recording of this session.' })).toHaveAccessibleDescription(
      'Please tick the box so we may email you the recording',
    )
    expect(bodies).toEqual([])
  })

  it('sends the recording request once to the leads inbox with the session, and says so', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    await renderApp(firstLink)
    await user.type(await screen.findByLabelText('Work email'), 'ada@analytical.io')
    await user.click(screen.getByRole('checkbox', { name: 'Email me the recording of this session.' }))
    await user.click(screen.getByRole('button', { name: /^Get the recording/ }))
    const status = await toastIn('status')
    expect(status).toHaveTextContent('Recording on its way')
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: site.emailjs.publicKey,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.recordingTemplateId,
      template_params: {
        to_email: site.emailjs.leadsInbox,
        from_name: 'ada@analytical.io',
        to_name: site.brandName,
        reply_to: 'ada@analytical.io',
        webinar_title: first.title,
        webinar_date: 'June 1, 2025',
        webinar_time: '11:00 AM PDT',
        message: `Recording request: please send the recording of "${first.title}" (June 1, 2025) to ada@analytical.io.`,
      },
    })
  })
})
