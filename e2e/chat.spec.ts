import type { Page } from '@playwright/test'
import { axeViolationsIn, expect, test, useTheme, waitForHydration, type Theme } from './fixtures'

/**
 * The chat assistant against the demo build: the mock service worker answers the site's
 * AI proxy (/api/ai/v1) as the server does, ranking the build's knowledge for the question
 * and streaming a reply from it with its sources; ?scenario=NAME picks a failure.
 */

const FAILED = "I apologize, but I'm having trouble connecting to my brain right now. Please try again later or contact our team directly."
const EMPTY = "I apologize, but I couldn't generate a response. Please try again."
const UNANSWERABLE = "I don't know the answer to that from this site's pages, but our team can answer it through the contact form."

async function visit(page: Page, path = '/', scenario?: string) {
  await page.goto(scenario ? `${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}` : path)
  await waitForHydration(page)
}

const toggle = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' })
const chat = (page: Page) => page.getByRole('dialog', { name: /^\S.* Assistant$/ })
const input = (page: Page) => chat(page).getByRole('textbox', { name: 'Your message' })
const sendButton = (page: Page) => chat(page).getByRole('button', { name: 'Send message' })
const log = (page: Page) => chat(page).getByRole('log', { name: 'Conversation' })
const questions = (page: Page) => chat(page).locator('[data-chat-role="user"]')
const answers = (page: Page) => chat(page).locator('[data-chat-kind="answer"]')
const settledAnswers = (page: Page) => chat(page).locator('[data-chat-kind="answer"]:not([data-chat-status="streaming"])')
const apologies = (page: Page) => chat(page).locator('[data-chat-kind="error"]')
const starters = (page: Page) => chat(page).getByRole('region', { name: 'Suggested questions' }).getByRole('button')
/** The labelled list of pages under an answer. */
const sourcesOf = (answer: ReturnType<typeof answers>) => answer.getByRole('list', { name: 'Sources' })

async function openChat(page: Page) {
  await toggle(page).click()
  await expect(chat(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
}

async function ask(page: Page, text: string) {
  await input(page).fill(text)
  await input(page).press('Enter')
}

/** Waits until no reply is pending (the input is enabled again). */
async function replySettled(page: Page) {
  await expect(input(page)).not.toHaveAttribute('aria-disabled', 'true')
  await expect(chat(page).getByText('Thinking...')).toHaveCount(0)
}

interface CompletionRequest {
  messages: { role: string; content: string; signature?: string }[]
  stream: boolean
}

/** The bodies of the requests the page sends to the AI proxy (the service worker still lets Playwright see them), and any other AI path it asks for. */
function recordAiRequests(page: Page) {
  const completions: CompletionRequest[] = []
  const otherAiPaths: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && path === '/api/ai/v1/chat/completions') completions.push(request.postDataJSON() as CompletionRequest)
    else if (path.startsWith('/api/ai/')) otherAiPaths.push(path)
  })
  return { completions, otherAiPaths }
}

/** Records every status an answer bubble goes through (streaming is short: watch it from the page). */
async function watchAnswerStatuses(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>()
    const record = () => {
      for (const element of document.querySelectorAll('[data-chat-kind="answer"]')) {
        const status = element.getAttribute('data-chat-status') ?? ''
        // A streaming bubble with some words in it, or any other status.
        if (status !== 'streaming' || (element.textContent ?? '').replace('Assistant:', '').trim() !== '') seen.add(status)
      }
    }
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    ;(window as unknown as { chatStatuses: Set<string> }).chatStatuses = seen
  })
  return () => page.evaluate(() => [...(window as unknown as { chatStatuses: Set<string> }).chatStatuses])
}

test.describe('chat assistant on wide screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a whole conversation: greeting, a starter question, a streamed answer from the knowledge, a follow-up, a new conversation', async ({
    page,
    consoleErrors,
  }) => {
    const { completions, otherAiPaths } = recordAiRequests(page)
    await visit(page, '/', 'chat-ok')
    await openChat(page)
    await expect(log(page).getByRole('listitem')).toHaveCount(1)
    await expect(log(page)).toContainText(/Hello! I'm \S.*'s AI assistant\. How can I help you today\?/)
    await expect(starters(page)).toHaveCount(4)

    const statuses = await watchAnswerStatuses(page)
    await starters(page).filter({ hasText: 'Who is on your leadership team?' }).click()
    await expect(questions(page)).toHaveCount(1)
    await expect(questions(page)).toContainText('Who is on your leadership team?')
    await expect(starters(page)).toHaveCount(0)
    await expect(settledAnswers(page)).toHaveCount(1)
    await replySettled(page)
    expect(await statuses()).toEqual(['streaming', 'complete'])
    // From the knowledge: the About page's team, with the page (at its heading) under Sources.
    const first = answers(page).first()
    await expect(first).toContainText('leadership team')
    await expect(sourcesOf(first).getByRole('link').first()).toHaveAttribute('href', '/about#about-team')
    await expect(input(page)).toBeFocused()

    await ask(page, 'What does the free automation offer include?')
    await expect(settledAnswers(page)).toHaveCount(2)
    await expect(answers(page).nth(1).locator('[data-chat-bubble]')).toContainText(/\bfree\b/i)
    await expect(sourcesOf(answers(page).nth(1)).getByRole('link').first()).toHaveAttribute('href', /^\/special-offer/)
    // The follow-up carries the conversation so far (no instructions: the server writes them), the answer with its signature.
    expect(completions.map((c) => c.messages.map((m) => m.role))).toEqual([['user'], ['user', 'assistant', 'user']])
    expect(completions[1]?.messages[0]?.content).toBe('Who is on your leadership team?')
    expect(completions[1]?.messages[1]?.signature).toMatch(/^[\w-]{43}$/)
    expect(completions.every((c) => c.stream)).toBe(true)
    expect(otherAiPaths).toEqual([])

    await chat(page).getByRole('button', { name: 'New conversation' }).click()
    await expect(log(page).getByRole('listitem')).toHaveCount(1)
    await expect(starters(page)).toHaveCount(4)
    await expect(input(page)).toBeFocused()
    expect(consoleErrors).toEqual([])
  })

  test('the conversation survives client-side navigation and a reload; the panel starts closed again', async ({ page, consoleErrors }) => {
    await visit(page, '/about', 'chat-ok')
    await openChat(page)
    await ask(page, 'Who is on your leadership team?')
    await expect(settledAnswers(page)).toHaveCount(1)
    const reply = await answers(page).first().innerText()

    await chat(page).getByRole('button', { name: 'Close', exact: true }).click()
    await expect(chat(page)).toBeHidden()
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL('/blog')
    // A new document: the toggle comes with the visitor's first act there.
    await waitForHydration(page)
    await openChat(page)
    await expect(questions(page)).toContainText('Who is on your leadership team?')
    expect(await answers(page).first().innerText()).toBe(reply)

    await page.reload()
    await waitForHydration(page)
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(chat(page)).toBeHidden()
    await openChat(page)
    await expect(questions(page)).toHaveCount(1)
    expect(await answers(page).first().innerText()).toBe(reply)
    // The sources came back with the conversation.
    await expect(sourcesOf(answers(page).first()).getByRole('link').first()).toHaveAttribute('href', '/about#about-team')
    expect(consoleErrors).toEqual([])
  })

  test('sources under an answer are a labelled list of site pages; each link opens its page at the heading', async ({ page, consoleErrors }) => {
    await visit(page, '/', 'chat-ok')
    await openChat(page)
    await ask(page, 'What does the free automation offer include?')
    await expect(settledAnswers(page)).toHaveCount(1)
    await replySettled(page)
    const links = sourcesOf(answers(page)).getByRole('link')
    const count = await links.count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(3)
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''))
    expect(new Set(hrefs).size).toBe(hrefs.length)
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z0-9/-]*(#[\w-]+)?$/)

    // Keyboard: the first source is reachable with Tab from the answer's area and shows its focus.
    const target = hrefs.find((href) => href.includes('#')) ?? hrefs[0]!
    const link = links.and(page.locator(`[href="${target}"]`))
    await link.focus()
    await expect(link).toBeFocused()
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none')
    await page.keyboard.press('Enter')
    const [path, anchor] = target.split('#')
    await expect(page).toHaveURL(target)
    await expect(chat(page)).toBeHidden()
    const heading = anchor ? page.locator(`[id="${anchor}"]`) : page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    await expect(heading).toBeInViewport()
    expect(new URL(page.url()).pathname).toBe(path)
    expect(consoleErrors).toEqual([])
  })

  test('a first question on a fresh visit gets its answer with sources from the right page, and keeps no embeddings', async ({ page, consoleErrors }) => {
    await visit(page, '/blog', 'chat-ok')
    await openChat(page)
    await ask(page, 'How long does the free automation offer take?')
    await expect(settledAnswers(page)).toHaveCount(1)
    await replySettled(page)
    // It says how long: the offer's weeks (the demo answers from the passage ranked first).
    await expect(answers(page).first().locator('[data-chat-bubble]')).toContainText(/\bweeks?\b/i)
    await expect(sourcesOf(answers(page).first()).getByRole('link').first()).toHaveAttribute('href', /^\/special-offer(#[\w-]+)?$/)
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /embedding/i.test(key)))).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  test('a follow-up question gets its sources from the page the conversation is about; a question the site cannot answer after it still gets the honest sentence', async ({ page, consoleErrors }) => {
    await visit(page, '/', 'chat-ok')
    await openChat(page)
    await ask(page, 'Tell me about Launchpad')
    await expect(settledAnswers(page)).toHaveCount(1)
    await replySettled(page)
    // Asked alone, "how is it priced?" finds the prototyping bundles' prices; in this conversation, Launchpad's.
    await ask(page, 'How is it priced?')
    await expect(settledAnswers(page)).toHaveCount(2)
    await replySettled(page)
    await expect(sourcesOf(answers(page).nth(1)).getByRole('link').first()).toHaveAttribute('href', /^\/verticals\/tech-smb(#[\w-]+)?$/)
    await ask(page, "What's the weather in Paris tomorrow?")
    await expect(settledAnswers(page)).toHaveCount(3)
    await replySettled(page)
    await expect(answers(page).nth(2).locator('[data-chat-bubble]')).toHaveText(`Assistant: ${UNANSWERABLE}`)
    await expect(sourcesOf(answers(page).nth(2))).toHaveCount(0)
    expect(consoleErrors).toEqual([])
  })

  test('a question nothing on the site answers gets one honest sentence, no sources, and a contact link carrying the question', async ({ page, consoleErrors }) => {
    await visit(page, '/', 'chat-ok')
    await openChat(page)
    const question = 'Zebras quarrel loudly?'
    await ask(page, question)
    await expect(settledAnswers(page)).toHaveCount(1)
    await replySettled(page)
    const answer = answers(page).first()
    await expect(answer.locator('[data-chat-bubble]')).toHaveText(`Assistant: ${UNANSWERABLE}`)
    await expect(sourcesOf(answer)).toHaveCount(0)
    await expect(answer.getByRole('link', { name: 'Book a call' })).toHaveCount(0)
    await answer.getByRole('link', { name: 'Go to the contact form' }).click()
    await expect(page).toHaveURL(/\/contact\?/)
    expect(new URL(page.url()).searchParams.get('message')).toBe(question)
    await expect(chat(page)).toBeHidden()
    await expect(page.getByLabel('How can we help?')).toHaveValue(question)
    expect(consoleErrors).toEqual([])
  })

  test('the panel says in one line what happens to a question, linking the privacy notice on the assistant', async ({ page }) => {
    await visit(page, '/')
    await openChat(page)
    const line = chat(page).getByText('Your questions go to our server and OpenAI.')
    await expect(line).toBeVisible()
    await expect(chat(page).getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy#the-assistant')
  })

  test('a floating panel above the toggle; the backdrop, the close icon, the toggle and Escape close it and focus returns', async ({ page, consoleErrors }) => {
    await visit(page, '/')
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await openChat(page)
    const box = await chat(page).boundingBox()
    expect(box?.width).toBeCloseTo(380, -1)
    expect(box?.height).toBeCloseTo(560, -1)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1200)

    const closeWith = async (how: () => Promise<void>) => {
      await how()
      await expect(chat(page)).toBeHidden()
      await expect(toggle(page)).toBeFocused()
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await openChat(page)
    }
    await closeWith(() => page.mouse.click(200, 600)) // the backdrop
    await closeWith(() => chat(page).getByRole('button', { name: 'Close', exact: true }).click())
    const twin = page.getByRole('button', { name: 'Close chat assistant' })
    await expect(twin).toHaveAttribute('aria-expanded', 'true')
    await expect(twin).toHaveAttribute('aria-controls', (await chat(page).getAttribute('id')) ?? '')
    await closeWith(() => twin.click())
    await closeWith(() => page.keyboard.press('Escape'))
    expect(consoleErrors).toEqual([])
  })

  test('keyboard only: Tab to the toggle, Enter opens with focus in the input, Tab stays inside, Escape closes back to the toggle', async ({ page }) => {
    await visit(page, '/about')
    // The toggle follows the footer (in a deploy build it is the page's last control; the demo's QA panel comes after it).
    await page.getByRole('contentinfo').getByRole('link').last().focus()
    await page.keyboard.press('Tab')
    await expect(toggle(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(chat(page)).toBeVisible()
    await expect(input(page)).toBeFocused()
    const focusInChat = () => page.evaluate(() => document.activeElement?.closest('#chat-panel') !== null)
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInChat()).toBe(true)
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInChat()).toBe(true)
    }
    // Every control shows where the focus is.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Escape')
    await expect(chat(page)).toBeHidden()
    await expect(toggle(page)).toBeFocused()
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('does not send a blank message; Enter sends, Shift+Enter adds a line', async ({ page }) => {
    await visit(page, '/')
    await openChat(page)
    await input(page).pressSequentially('   ')
    await input(page).press('Enter')
    await expect(sendButton(page)).toBeDisabled()
    await sendButton(page).click({ force: true })
    await expect(questions(page)).toHaveCount(0)

    await input(page).fill('')
    await input(page).pressSequentially('Which services')
    await input(page).press('Shift+Enter')
    await input(page).pressSequentially('do you offer?')
    await expect(input(page)).toHaveValue('Which services\ndo you offer?')
    await expect(questions(page)).toHaveCount(0)
    await expect(sendButton(page)).toBeEnabled()
    await input(page).press('Enter')
    await expect(questions(page)).toHaveCount(1)
    expect(await questions(page).first().innerText()).toContain('Which services\ndo you offer?')
    await expect(input(page)).toHaveValue('')
    await replySettled(page)
  })

  test('disables the input and send while a reply is pending, and Stop keeps the words streamed so far', async ({ page }) => {
    await visit(page, '/', 'chat-ok')
    await openChat(page)
    await ask(page, 'What does the free automation offer include, and who is eligible for the slots each quarter?')
    await expect(input(page)).toBeDisabled()
    await expect(sendButton(page)).toBeDisabled()
    // The mock streams a reply in about a second: press Stop from the page the moment the first words show.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            const streaming = document.querySelector('[data-chat-status="streaming"]')
            if (!streaming || (streaming.textContent ?? '').replace('Assistant:', '').trim() === '') return
            observer.disconnect()
            document.querySelector<HTMLButtonElement>('#chat-panel button[aria-label="Stop the reply"]')?.click()
            resolve()
          })
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
        }),
    )
    await expect(answers(page).first()).toHaveAttribute('data-chat-status', 'stopped')
    await expect(answers(page).first().getByText('Stopped', { exact: true })).toBeVisible()
    await expect(chat(page).getByRole('button', { name: 'Stop the reply' })).toHaveCount(0)
    await expect(input(page)).toBeEnabled()
    await expect(input(page)).toBeFocused()
    await expect(apologies(page)).toHaveCount(0)
    // Nothing more arrives after the stop.
    const kept = await answers(page).first().innerText()
    await ask(page, 'Who is on your leadership team?')
    await expect(settledAnswers(page)).toHaveCount(2)
    expect(await answers(page).first().innerText()).toBe(kept)
  })

  test("Stop while 'Thinking...' leaves the question unanswered and the input ready", async ({ page }) => {
    await visit(page, '/', 'chat-slow')
    await openChat(page)
    await ask(page, 'Who is on your leadership team?')
    await expect(chat(page).getByText('Thinking...')).toBeVisible()
    await chat(page).getByRole('button', { name: 'Stop the reply' }).click()
    await expect(chat(page).getByText('Thinking...')).toHaveCount(0)
    await expect(input(page)).toBeEnabled()
    await expect(input(page)).toBeFocused()
    await expect(questions(page)).toHaveCount(1)
    await expect(answers(page)).toHaveCount(0)
    await expect(apologies(page)).toHaveCount(0)
  })

  test('shows a counter near the length cap', async ({ page }) => {
    await visit(page, '/')
    await openChat(page)
    await input(page).fill('x'.repeat(799))
    await expect(chat(page).getByText(/characters$/)).toHaveCount(0)
    await input(page).pressSequentially('x')
    await expect(chat(page).getByText('800 / 1000 characters')).toBeVisible()
    await expect(input(page)).toHaveAttribute('maxlength', '1000')
  })

  test('a pricing question gets a Book a call link to /contact with the question filled in', async ({ page, consoleErrors }) => {
    await visit(page, '/', 'chat-ok')
    await openChat(page)
    const question = 'How much does an AI implementation cost?'
    await ask(page, question)
    await expect(settledAnswers(page)).toHaveCount(1)
    const book = answers(page).first().getByRole('link', { name: 'Book a call' })
    await book.click()
    await expect(page).toHaveURL(/\/contact\?/)
    const search = new URL(page.url()).searchParams
    expect(search.get('message')).toBe(question)
    expect(search.get('topic')).toBe('Question for the AI assistant')
    await expect(chat(page)).toBeHidden()
    await expect(page.getByLabel('How can we help?')).toHaveValue(question)
    expect(consoleErrors).toEqual([])
  })

  test('loads nothing of the chat before the toggle is pointed at, and calls nothing before a question', async ({ page, consoleErrors }) => {
    const scripts: string[] = []
    const ai = recordAiRequests(page)
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    // The toggle is in the page as HTML (a click before any script runs is replayed); nothing else of the chat is.
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('id="chat-toggle"')
    expect(html).not.toContain('chat-panel')
    await visit(page, '/')
    await expect(toggle(page)).toBeVisible()
    expect(scripts.filter((path) => /ChatPanel|ai-client|knowledge|openai/i.test(path))).toEqual([])
    await toggle(page).hover()
    await expect.poll(() => scripts.some((path) => /\/ChatPanel-[\w-]+\.js$/.test(path))).toBe(true)
    await openChat(page)
    await expect(log(page)).toBeVisible()
    expect(ai.otherAiPaths).toHaveLength(0)
    expect(ai.completions).toHaveLength(0)
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
    expect(consoleErrors).toEqual([])
  })

  test('a panel download that fails leaves the toggle working: the next click opens the panel', async ({ page }) => {
    let offline = true
    let refused = 0
    await page.route(/\/assets\/ChatPanel-[\w-]+\.js$/, async (route) => {
      if (!offline) return route.continue()
      refused++
      return route.abort('internetdisconnected')
    })
    await visit(page, '/')
    await toggle(page).click()
    await expect.poll(() => refused).toBeGreaterThan(0)
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(chat(page)).toHaveCount(0)
    offline = false
    await openChat(page)
    await expect(log(page)).toBeVisible()
  })
})

test.describe('chat assistant scenarios', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  const failures = [
    ['chat-error', FAILED],
    ['ai-429', FAILED],
    ['ai-403', FAILED],
    ['ai-451', FAILED],
    ['chat-empty', EMPTY],
  ] as const

  for (const [scenario, message] of failures) {
    test(`${scenario}: the assistant's bubble apologises at once, with no retry`, async ({ page }) => {
      const ai = recordAiRequests(page)
      await visit(page, '/', scenario)
      await openChat(page)
      await ask(page, 'What AI services do you offer?')
      await expect(apologies(page)).toHaveCount(1)
      await expect(apologies(page)).toContainText(message)
      await expect(answers(page)).toHaveCount(0)
      await replySettled(page)
      // One call, not repeated, and nothing else asked of the proxy.
      expect(ai.completions).toHaveLength(1)
      expect(ai.otherAiPaths).toEqual([])
      await expect(input(page)).toBeFocused()
    })
  }

  test('chat-stream-cut: the words that arrived stay, followed by the apology', async ({ page }) => {
    await visit(page, '/', 'chat-stream-cut')
    await openChat(page)
    await ask(page, 'What does the free automation offer include?')
    await expect(apologies(page)).toContainText(FAILED)
    await expect(answers(page)).toHaveAttribute('data-chat-status', 'interrupted')
    expect((await answers(page).innerText()).replace('Assistant:', '').trim()).not.toBe('')
    await replySettled(page)
  })

  test('chat-truncated: an answer cut at its length limit ends on a full sentence, with a link to its top source', async ({ page, consoleErrors }) => {
    await visit(page, '/', 'chat-truncated')
    await openChat(page)
    await ask(page, 'What does the free automation offer include?')
    // A reply as long as max_tokens allows takes a while to stream.
    await expect(answers(page)).toHaveAttribute('data-chat-status', 'complete', { timeout: 20_000 })
    const bubble = answers(page).locator('[data-chat-bubble]')
    expect((await bubble.innerText()).replace('Assistant:', '').trim()).toMatch(/[.!?]$/)
    const readMore = answers(page).locator('[data-chat-read-more]')
    await expect(readMore).toContainText('Read more:')
    const topSource = sourcesOf(answers(page)).getByRole('link').first()
    await expect(readMore.getByRole('link')).toHaveAttribute('href', (await topSource.getAttribute('href')) ?? '')
    await expect(readMore.getByRole('link')).toHaveAttribute('href', /^\/special-offer/)
    expect(consoleErrors).toEqual([])
  })

  const limits = [
    ['ai-budget-spent', "I've answered all the questions I can for today"],
    ['ai-allowance-spent', "That's all the questions I can take from you today"],
    ['ai-address-capped', "That's all the questions I can take from you today"],
  ] as const

  for (const [scenario, words] of limits) {
    test(`${scenario}: one calm sentence and the contact form with the question, instead of the apology`, async ({ page }) => {
      await visit(page, '/', scenario)
      await openChat(page)
      const question = 'What AI services do you offer?'
      await ask(page, question)
      await expect(apologies(page)).toHaveCount(1)
      await expect(apologies(page)).toContainText(words)
      await expect(apologies(page)).not.toContainText(FAILED)
      await expect(answers(page)).toHaveCount(0)
      await replySettled(page)
      await apologies(page).getByRole('link', { name: 'Go to the contact form' }).click()
      await expect(page).toHaveURL(/\/contact\?/)
      expect(new URL(page.url()).searchParams.get('message')).toBe(question)
      await expect(page.getByRole('heading', { level: 1, name: 'Talk to an AI Advisor' })).toBeVisible()
      await expect(page.getByLabel('How can we help?')).toHaveValue(question)
      await expect(chat(page)).toBeHidden()
    })
  }

  test("chat-slow: 'Thinking...' shows until the first words arrive", async ({ page, consoleErrors }) => {
    await visit(page, '/', 'chat-slow')
    await openChat(page)
    await ask(page, 'Who is on your leadership team?')
    await expect(chat(page).getByText('Thinking...')).toBeVisible()
    await expect(input(page)).toBeDisabled()
    await expect(sendButton(page)).toBeDisabled()
    await expect(answers(page)).toHaveAttribute('data-chat-status', 'complete', { timeout: 10_000 })
    await expect(chat(page).getByText('Thinking...')).toHaveCount(0)
    await expect(input(page)).toBeEnabled()
    expect(consoleErrors).toEqual([])
  })
})

test.describe('a reply with markup in it', () => {
  // The proxy is answered by page.route, which runs only when no service worker takes the request.
  test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } })

  test('is shown as text; only the site’s own page paths become links', async ({ page }) => {
    let alerted = false
    page.on('dialog', (dialog) => {
      alerted = true
      void dialog.dismiss()
    })
    const markup = '<img src=x onerror=alert(1)> <script>alert(2)</script> <b>bold</b>'
    const reply = `${markup}\nSee /services/sales-ai, not https://evil.example/services/sales-ai or /nope.`
    await page.route('**/api/ai/v1/chat/completions', (route) =>
      route.fulfill({
        headers: { 'content-type': 'text/event-stream' },
        body: [...reply.match(/.{1,12}/gs)!, null]
          .map((content) =>
            content === null
              ? 'data: [DONE]\n\n'
              : `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'gpt-4-turbo-preview', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`,
          )
          .join(''),
      }),
    )
    await visit(page, '/')
    await openChat(page)
    await ask(page, 'Show me some markup')
    await expect(answers(page)).toHaveAttribute('data-chat-status', 'complete')
    await expect(answers(page)).toContainText(markup)
    await expect(chat(page).locator('img, script, b')).toHaveCount(0)
    // The reply's own text (its Sources list is the site's own pages by construction).
    const links = answers(page).locator('[data-chat-bubble]').getByRole('link')
    await expect(links).toHaveCount(1)
    await expect(links).toHaveAttribute('href', '/services/sales-ai')
    expect(alerted).toBe(false)
    await links.click()
    await expect(page).toHaveURL('/services/sales-ai')
    await expect(chat(page)).toBeHidden()
  })
})

test.describe('chat assistant on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('fills the screen and the page behind does not scroll', async ({ page, consoleErrors }) => {
    await visit(page, '/')
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300)
    await openChat(page)
    expect(await chat(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 })
    await page.mouse.move(180, 300)
    await page.mouse.wheel(0, 600)
    await page.keyboard.press('PageDown')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => window.scrollY)).toBe(300)
    await chat(page).getByRole('button', { name: 'Close', exact: true }).click()
    await expect(chat(page)).toBeHidden()
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    expect(consoleErrors).toEqual([])
  })
})

test.describe('accessibility of the open panel', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`axe finds nothing with the panel open and a conversation, ${theme} theme, 1280 and 375 px`, async ({ page }) => {
      await useTheme(page, theme)
      await page.setViewportSize({ width: 1280, height: 800 })
      await visit(page, '/', 'chat-ok')
      await openChat(page)
      expect(await axeViolationsIn(page, theme), 'greeting, 1280 px').toEqual([])
      await page.setViewportSize({ width: 375, height: 800 })
      expect(await axeViolationsIn(page, theme), 'greeting, 375 px').toEqual([])
      await ask(page, 'How much does an AI implementation cost?')
      await expect(settledAnswers(page)).toHaveCount(1)
      await replySettled(page)
      expect(await axeViolationsIn(page, theme), 'an answer with sources, 375 px').toEqual([])
      await page.setViewportSize({ width: 1280, height: 800 })
      expect(await axeViolationsIn(page, theme), 'an answer with sources, 1280 px').toEqual([])
    })
  }
})
