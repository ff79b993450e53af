// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { server, useScenario } from '@mocks/node'
import { site } from '~/config/site'
import { recordEmailJsRequests, renderApp } from '../render-app'
import { closeToasts, toastIn } from './toast-helpers'

afterEach(() => {
  server.events.removeAllListeners()
  closeToasts()
})

const newsletter = () => within(screen.getByRole('contentinfo'))

async function subscribe(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(newsletter().getByPlaceholderText('Your email'), email)
  await user.click(newsletter().getByRole('button', { name: 'Subscribe' }))
}

describe('footer newsletter', () => {
  it('asks for a valid email before sending', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    await renderApp('/about')
    await subscribe(user, 'nope')
    const input = newsletter().getByPlaceholderText('Your email')
    // The verdict comes with the form's rules, which load with its first use.
    await waitFor(() => expect(input).toHaveAccessibleDescription('Invalid email address'))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveFocus()
    expect(bodies).toEqual([])
  })

  it('subscribes through EmailJS with exactly the sign-up and confirms with a toast', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    await renderApp('/about')
    await subscribe(user, 'ada@analytical.io')
    const status = await toastIn('status')
    expect(status).toHaveTextContent("You're subscribed!")
    expect(status).toHaveTextContent('Watch your inbox for our next issue of AI insights and industry trends.')
    expect(newsletter().queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
    expect(newsletter().getByRole('status')).toHaveTextContent("You're subscribed!")
    expect(bodies).toEqual([
      {
        lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        user_id: site.emailjs.publicKey,
        service_id: site.emailjs.serviceId,
        template_id: site.emailjs.newsletterTemplateId,
        template_params: {
          to_email: site.emailjs.leadsInbox,
          from_name: 'ada@analytical.io',
          to_name: site.brandName,
          message: 'Newsletter sign-up: please add ada@analytical.io to the AI insights newsletter.',
        },
      },
    ])
  })

  it('works on the home page too', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    await subscribe(user, 'ada@analytical.io')
    expect(await toastIn('status')).toHaveTextContent("You're subscribed!")
  })

  it.each([
    ['email-offline', /internet connection/],
    ['email-429', /wait a minute/],
    ['email-451', /headless browsers/],
  ] as const)('%s: explains the failure, offers a way out and keeps the address', async (scenario, reason) => {
    useScenario(scenario)
    const user = userEvent.setup()
    await renderApp('/about')
    await subscribe(user, 'ada@analytical.io')
    const alert = await toastIn('alert')
    expect(within(alert).getByText('Subscription failed')).toBeInTheDocument()
    expect(alert).toHaveTextContent(reason)
    expect(within(alert).getByRole('link', { name: 'Email us directly' })).toHaveAttribute(
      'href',
      `mailto:${site.contactEmail}?subject=Newsletter%20sign-up&body=Please%20add%20ada%40analytical.io%20to%20your%20AI%20insights%20newsletter.`,
    )
    expect(newsletter().getByPlaceholderText('Your email')).toHaveValue('ada@analytical.io')
    expect(newsletter().getByText(reason)).toBeInTheDocument()
    expect(newsletter().getByRole('link', { name: 'Email us directly' })).toBeInTheDocument()
    await waitFor(() => expect(newsletter().getByRole('button', { name: 'Subscribe' })).toBeEnabled())
  })

  it('pretends success for a filled honeypot and sends nothing', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    const { container } = await renderApp('/about')
    await user.type(container.querySelector<HTMLInputElement>('footer input[name="website"]')!, 'spam')
    await subscribe(user, 'bot@spam.example')
    expect(await toastIn('status')).toHaveTextContent("You're subscribed!")
    expect(bodies).toEqual([])
  })
})
