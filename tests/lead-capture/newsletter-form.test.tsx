import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { server, useScenario } from '@mocks/node'
import { site } from '~/config/site'
import { recordEmailJsRequests, renderApp } from '../render-app'

afterEach(() => server.events.removeAllListeners())

const newsletter = () => within(screen.getByRole('contentinfo'))

describe('footer newsletter', () => {
  it('asks for a valid email before sending', async () => {
    const user = userEvent.setup()
    await renderApp('/about')
    await user.type(newsletter().getByPlaceholderText('Your email'), 'nope')
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }))
    expect(newsletter().getByPlaceholderText('Your email')).toHaveAccessibleDescription('Invalid email address')
  })

  it('subscribes through EmailJS and confirms with a toast', async () => {
    const user = userEvent.setup()
    const bodies = recordEmailJsRequests()
    await renderApp('/about')
    await user.type(newsletter().getByPlaceholderText('Your email'), 'ada@analytical.io')
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }))
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }))
    expect(await notifications.findByRole('status')).toHaveTextContent("You're subscribed!")
    expect(await notifications.findByText("You're subscribed!")).toBeInTheDocument()
    expect(newsletter().queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument()
    expect(bodies[0]).toMatchObject({ template_id: site.emailjs.newsletterTemplateId, template_params: { to_email: site.emailjs.leadsInbox } })
    expect(bodies[0]?.template_params.message).toContain('ada@analytical.io')
  })

  it('explains a failure and keeps the address', async () => {
    useScenario('email-offline')
    const user = userEvent.setup()
    await renderApp('/about')
    await user.type(newsletter().getByPlaceholderText('Your email'), 'ada@analytical.io')
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Subscription failed')
    expect(alert).toHaveTextContent(/internet connection/)
    expect(newsletter().getByPlaceholderText('Your email')).toHaveValue('ada@analytical.io')
  })
})
