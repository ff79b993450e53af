// @vitest-environment jsdom
/**
 * The contact form hydrated alone on /contact, a page of islands (src/islands-main.tsx): with no
 * router to hand it the route's search params, it reads the page's address as the route does.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ContactPageForm } from '~/features/lead-capture/ContactForm'

afterEach(() => {
  window.history.replaceState(null, '', '/')
  sessionStorage.clear()
})

describe('the contact form without the router', () => {
  it("prefills the message from the address's topic, as the route would", async () => {
    window.history.replaceState(null, '', '/contact?topic=Strategy%20call')
    render(<ContactPageForm prefill={{}} islandId="contact" />)
    await waitFor(() => expect(screen.getByLabelText('How can we help?')).toHaveValue("I'd like to talk about: Strategy call.\n\n"))
  })

  it("prefills the message from the address's message (the ROI calculator's link)", async () => {
    window.history.replaceState(null, '', `/contact?message=${encodeURIComponent('Estimated savings: $120,000 a year.')}`)
    render(<ContactPageForm prefill={{}} islandId="contact" />)
    await waitFor(() => expect(screen.getByLabelText('How can we help?')).toHaveValue('Estimated savings: $120,000 a year.'))
  })
})
