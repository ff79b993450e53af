// @vitest-environment jsdom
/**
 * A draft comes back when a form hydrates (drafts.ts), but never under the visitor's caret: on a page of
 * islands a focus inside the footer's form is what starts its hydration, and the draft restored into the
 * field being typed in would run into the typing (a fill inserted after it: "ada@x.ioada@x.io").
 */
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { NewsletterForm } from '~/features/lead-capture/NewsletterForm'
import { newsletterForm } from '~/features/lead-capture/newsletter.lead-form'
import { clearDraft, saveDraft } from '~/features/lead-capture/drafts'
import { anyDraftSaved } from '~/shared/draft-storage'

afterEach(() => {
  document.body.innerHTML = ''
  sessionStorage.clear()
})

async function hydrateNewsletter({ focusFirst }: { focusFirst: boolean }) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<NewsletterForm islandId="footer" />)
  document.body.append(container)
  const input = container.querySelector('input[type="email"]') as HTMLInputElement
  if (focusFirst) input.focus()
  await act(async () => {
    hydrateRoot(container, <NewsletterForm islandId="footer" />)
  })
  return input
}

describe('a draft restored as a lead form hydrates', () => {
  it('comes back into a field the visitor is not in', async () => {
    saveDraft(newsletterForm.drafts, { email: 'ada@analytical.io' })
    expect((await hydrateNewsletter({ focusFirst: false })).value).toBe('ada@analytical.io')
  })

  it('stays out of the field the visitor is in, which keeps what they type', async () => {
    saveDraft(newsletterForm.drafts, { email: 'ada@analytical.io' })
    const input = await hydrateNewsletter({ focusFirst: true })
    expect(input).toBe(document.activeElement)
    expect(input.value).toBe('')
  })
})

describe('anyDraftSaved (read by the boot script to run a page with a draft to restore at once)', () => {
  it('tells whether the tab holds a draft of any form', () => {
    expect(anyDraftSaved()).toBe(false)
    sessionStorage.setItem('lead-source', '{}')
    expect(anyDraftSaved()).toBe(false)
    saveDraft('contact', { name: 'Ada' })
    expect(anyDraftSaved()).toBe(true)
    clearDraft('contact')
    expect(anyDraftSaved()).toBe(false)
  })
})
