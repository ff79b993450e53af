/**
 * What a visitor's browser really fetches, recorded from a Playwright page's requests
 * (no mapping of routes to source files): the first load of each route, and what each
 * feature's first use fetches beyond the page it happens on.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { assetFileOf } from './asset-files.ts'
import { waitForListening } from '../lib/act-on-page.ts'

/** The built files (`assets/…` under the client folder) a page fetched, in request order. */
function recordAssets(page: Page, baseUrl: string): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    const file = assetFileOf(request.url(), baseUrl)
    if (file && !files.includes(file)) files.push(file)
  })
  return files
}

async function load(page: Page, url: string) {
  await page.goto(url)
  // A reader's first load: a page of islands fetches its scripts and waits for the visitor's first act to
  // run them (src/boot.ts), a page hydrated whole hydrates. What the page fetches on its own after that
  // (nothing moved, hovered or clicked) counts too.
  await waitForListening(page)
  await page.waitForLoadState('networkidle')
}

/** The script and style files each path fetches until it is hydrated (or waits for the visitor's act) and the network is idle. */
export async function recordFirstLoads(baseUrl: string, paths: readonly string[]): Promise<Map<string, string[]>> {
  return withBrowser(async (browser) => {
    const loads = new Map<string, string[]>()
    for (const path of paths) {
      // A new context per path: an empty cache, like a first visit.
      const context = await browser.newContext()
      const page = await context.newPage()
      const files = recordAssets(page, baseUrl)
      await load(page, `${baseUrl}${path}`)
      loads.set(path, [...files])
      await context.close()
    }
    return loads
  })
}

/** A feature used the way a visitor first uses it, done once its page has loaded. */
export interface FirstUse {
  name: string
  page: string
  use: (page: Page) => Promise<void>
  /** The use ends by opening another page as a new document: what that page loads is its own first load, not the use's. */
  opensNewDocument?: boolean
}

export const firstUses: readonly FirstUse[] = [
  {
    name: 'first newsletter sign-up (footer, any page)',
    page: '/',
    use: async (page) => {
      const footer = page.getByRole('contentinfo')
      await footer.getByPlaceholder('Your email').fill('ada@analytical.io')
      await footer.getByRole('button', { name: 'Subscribe' }).click()
      await page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: "You're subscribed!" }).waitFor()
    },
  },
  {
    name: 'first contact form submit (/contact, then /thank-you)',
    page: '/contact',
    // /contact is a page of islands: the form opens /thank-you as a new document.
    opensNewDocument: true,
    use: async (page) => {
      const form = page.getByRole('form', { name: 'Contact form' })
      const values = { 'Full name': 'Ada Lovelace', 'Work email': 'ada@analytical.io', Company: 'Analytical Engines', Phone: '+44 20 7946 0958', 'How can we help?': 'Automate our quarterly reporting.' }
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.waitForURL((url) => url.pathname === '/thank-you', { waitUntil: 'commit' })
    },
  },
  {
    name: 'first chat question (panel, openai SDK, machines)',
    page: '/',
    use: async (page) => {
      await page.getByRole('button', { name: 'Open chat assistant' }).click()
      await page.locator('section[aria-labelledby="chat-panel-starters"] button').first().click()
      await page.locator('[data-chat-kind="answer"][data-chat-status="complete"]').waitFor()
    },
  },
]

/** The files each first use fetched beyond its page's first load. */
export async function recordFirstUses(baseUrl: string, uses: readonly FirstUse[] = firstUses): Promise<Map<string, string[]>> {
  return withBrowser(async (browser) => {
    const fetched = new Map<string, string[]>()
    for (const use of uses) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const files = recordAssets(page, baseUrl)
      await load(page, `${baseUrl}${use.page}`)
      const firstLoad = files.length
      await use.use(page)
      const used = files.length
      await page.waitForLoadState('networkidle')
      fetched.set(use.name, files.slice(firstLoad, use.opensNewDocument ? used : undefined))
      await context.close()
    }
    return fetched
  })
}

async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  try {
    return await run(browser)
  } finally {
    await browser.close()
  }
}
