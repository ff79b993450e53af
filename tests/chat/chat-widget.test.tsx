// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { server, useScenario } from '@mocks/node'
import { site } from '~/config/site'
import { chatText } from '~/features/chat/chat-text'
import { CONVERSATION_KEY } from '~/features/chat/conversation-storage'
import { UNANSWERABLE_REPLY } from '~/shared/ai-contract'
import { KNOWLEDGE_FILE } from '~/shared/assistant-knowledge'
import { siteKnowledge } from '../knowledge/site-knowledge'
import { renderApp } from '../render-app'

// The panel's lazy chunk loaded once up front: a busy machine transforms it for longer than
// a findBy waits, and its load time is not what is tested here.
await import('~/features/chat/ChatPanel')

// The site's own knowledge file, which the mocks rank as the server does (the build writes it; here it is built from a few rendered pages).
const { knowledge } = await siteKnowledge(['/about', '/special-offer', '/services/sales-ai', '/services/ai-implementation', '/contact'])
beforeEach(() => {
  server.use(http.get(`*${KNOWLEDGE_FILE}`, () => HttpResponse.json(knowledge)))
})

// jsdom has <dialog> without its modal methods: enough of them to open and close it.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype
  if (typeof proto.showModal !== 'function') {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
  }
  if (typeof proto.close !== 'function' || !('__chatTestClose' in proto)) {
    Object.assign(proto, {
      __chatTestClose: true,
      close(this: HTMLDialogElement) {
        if (!this.hasAttribute('open')) return
        this.removeAttribute('open')
        this.dispatchEvent(new Event('close'))
      },
    })
  }
})

async function openChat() {
  const user = userEvent.setup()
  const view = await renderApp('/about')
  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }))
  const dialog = await screen.findByRole('dialog', { name: `${site.brandName} Assistant` })
  await waitFor(() => expect(dialog).toHaveAttribute('open'))
  const input = within(dialog).getByRole('textbox', { name: chatText.inputLabel })
  return { user, view, dialog, input }
}

const answersIn = (dialog: HTMLElement) => [...dialog.querySelectorAll('[data-chat-kind="answer"]')]

describe('chat widget', () => {
  it('opens a dialog titled with the brand, greets the visitor, offers starters and puts the focus in the input', async () => {
    const { dialog, input } = await openChat()
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('placeholder', 'Type your message...')
    const log = within(dialog).getByRole('log', { name: 'Conversation' })
    expect(log).toHaveAttribute('aria-live', 'polite')
    expect(log).toHaveTextContent(`Hello! I'm ${site.brandName}'s AI assistant. How can I help you today?`)
    const starters = within(within(dialog).getByRole('region', { name: 'Suggested questions' })).getAllByRole('button')
    expect(starters.map((b) => b.textContent)).toEqual([...chatText.starters])
    expect(screen.getByRole('button', { name: 'Open chat assistant', hidden: true })).toHaveAttribute('aria-expanded', 'true')
  })

  // Two questions, each loading or ranking the knowledge: more than the default 5 s on a busy machine.
  it('answers a question from the knowledge as plain text, then a follow-up, and keeps the conversation for the tab', { timeout: 20_000 }, async () => {
    const { user, dialog, input } = await openChat()
    await user.type(input, 'Who is on your leadership team?{Enter}')
    await waitFor(() => expect(answersIn(dialog)).toHaveLength(1))
    await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'))
    const [answer] = answersIn(dialog)
    expect(answer).toHaveTextContent(/leadership team/)
    // Its sources: a labelled list of the site's pages it came from, linking to the heading.
    const sources = within(answer as HTMLElement).getByRole('list', { name: chatText.sources })
    const links = within(sources).getAllByRole('link')
    expect(links[0]).toHaveAttribute('href', '/about#about-team')
    expect(links[0]).toHaveTextContent('About Us – Meet Our Team')
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(links.length)
    expect(within(dialog).queryByRole('region', { name: 'Suggested questions' })).not.toBeInTheDocument()

    await user.type(input, 'What does the free automation offer include?{Enter}')
    await waitFor(() => expect(answersIn(dialog)).toHaveLength(2))
    await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'))
    const stored = JSON.parse(window.sessionStorage.getItem(CONVERSATION_KEY) ?? '[]') as { role: string }[]
    expect(stored.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user', 'assistant'])

    await user.click(within(dialog).getByRole('button', { name: 'New conversation' }))
    expect(answersIn(dialog)).toHaveLength(0)
    expect(within(dialog).getByRole('region', { name: 'Suggested questions' })).toBeInTheDocument()
    expect(input).toHaveFocus()
  })

  it('sends with Enter, adds a line with Shift+Enter and never sends a blank message', async () => {
    const { user, dialog, input } = await openChat()
    await user.type(input, '   {Enter}')
    expect(dialog.querySelectorAll('[data-chat-role="user"]')).toHaveLength(0)
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toHaveAttribute('aria-disabled', 'true')
    await user.clear(input)
    await user.type(input, 'Which services{Shift>}{Enter}{/Shift}do you offer?')
    expect(input).toHaveValue('Which services\ndo you offer?')
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(dialog.querySelectorAll('[data-chat-role="user"]')).toHaveLength(1))
    expect(dialog.querySelector('[data-chat-role="user"]')?.textContent).toContain('Which services\ndo you offer?')
    expect(input).toHaveValue('')
    await waitFor(() => expect(answersIn(dialog)).toHaveLength(1))
  })

  it("shows the specification's apology when the chat call fails, and sends nothing twice", async () => {
    useScenario('chat-error')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, dialog, input } = await openChat()
    await user.type(input, 'What AI services do you offer?{Enter}')
    await waitFor(() => expect(dialog.querySelector('[data-chat-kind="error"]')).toHaveTextContent(chatText.failed))
    expect(answersIn(dialog)).toHaveLength(0)
    expect(warn).toHaveBeenCalledWith('Chat assistant: the reply failed.', expect.anything())
  })

  it.each([
    ['ai-budget-spent', "the day's budget is spent", chatText.budgetSpent],
    ['ai-allowance-spent', "this browser's questions for the day are spent", chatText.allowanceSpent],
    ['ai-address-capped', "this address's share of the day is spent", chatText.allowanceSpent],
  ] as const)('%s: says calmly that %s, and offers the contact form with the question', async (scenario, _, text) => {
    useScenario(scenario)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, dialog, input, view } = await openChat()
    await user.type(input, 'What AI services do you offer?{Enter}')
    await waitFor(() => expect(dialog.querySelector('[data-chat-kind="error"]')).toHaveTextContent(text))
    expect(dialog).not.toHaveTextContent(chatText.failed)
    const contact = within(dialog).getByRole('link', { name: chatText.contactForm.label })
    const href = new URL(contact.getAttribute('href') ?? '', 'http://x')
    expect(href.pathname).toBe('/contact')
    expect(href.searchParams.get('message')).toBe('What AI services do you offer?')
    await user.click(contact)
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/contact'))
    expect(warn).not.toHaveBeenCalled()
  })

  it("answers a question nothing on the site answers with one honest sentence, no sources, and the contact form carrying the question", async () => {
    const { user, dialog, input } = await openChat()
    await user.type(input, 'Zebras quarrel loudly?{Enter}')
    await waitFor(() => expect(answersIn(dialog)).toHaveLength(1))
    await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'))
    const [answer] = answersIn(dialog) as HTMLElement[]
    expect(answer).toHaveTextContent(UNANSWERABLE_REPLY)
    expect(within(answer!).queryByRole('list', { name: chatText.sources })).not.toBeInTheDocument()
    expect(within(answer!).queryByRole('link', { name: 'Book a call' })).not.toBeInTheDocument()
    const contact = within(answer!).getByRole('link', { name: chatText.contactForm.label })
    expect(new URL(contact.getAttribute('href') ?? '', 'http://x').searchParams.get('message')).toBe('Zebras quarrel loudly?')
  })

  it('says in one line what happens to a question, linking the privacy notice on the assistant', async () => {
    const { dialog } = await openChat()
    expect(dialog).toHaveTextContent(chatText.privacy.text)
    expect(within(dialog).getByRole('link', { name: chatText.privacy.link })).toHaveAttribute('href', '/privacy#the-assistant')
  })

  it('ends an answer cut at its length limit on a full sentence, with a link to read on at its top source', async () => {
    useScenario('chat-truncated')
    const { user, dialog, input } = await openChat()
    await user.type(input, 'What does the free automation offer include?{Enter}')
    await waitFor(() => expect(input).not.toHaveAttribute('aria-disabled'))
    const [answer] = answersIn(dialog)
    const bubble = (answer as HTMLElement).querySelector('[data-chat-bubble]')
    expect(bubble?.textContent?.trim()).toMatch(/[.!?]$/)
    const readMore = within(answer as HTMLElement).getByText(chatText.readMore, { exact: false })
    const link = within(readMore).getByRole('link')
    const [top] = within(within(answer as HTMLElement).getByRole('list', { name: chatText.sources })).getAllByRole('link')
    expect(link).toHaveAttribute('href', top?.getAttribute('href'))
  })

  it('shows the empty-reply apology', async () => {
    useScenario('chat-empty')
    const { user, dialog, input } = await openChat()
    await user.type(input, 'What AI services do you offer?{Enter}')
    await waitFor(() => expect(dialog.querySelector('[data-chat-kind="error"]')).toHaveTextContent(chatText.empty))
  })

  it('offers Book a call under a pricing answer, linking to /contact with the question', async () => {
    const { user, dialog, input, view } = await openChat()
    await user.type(input, 'How much does an AI implementation cost?{Enter}')
    const book = await within(dialog).findByRole('link', { name: 'Book a call' })
    const href = new URL(book.getAttribute('href') ?? '', 'http://x')
    expect(href.pathname).toBe('/contact')
    expect(href.searchParams.get('message')).toBe('How much does an AI implementation cost?')
    await user.click(book)
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/contact'))
    expect(dialog).not.toHaveAttribute('open')
  })

  it('closes with the header icon and gives the focus back to the toggle', async () => {
    const { user, dialog } = await openChat()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(dialog).not.toHaveAttribute('open')
    const toggle = screen.getByRole('button', { name: 'Open chat assistant' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})
