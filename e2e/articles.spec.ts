import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { readArticleSource } from '../scripts/articles/read-article'
import { articleList, articles } from '../src/content/articles'
import { pages } from '../src/content/registry'
import { axeViolationsIn, expect, test, useTheme, renderFullLayout, waitForHydration, type Theme } from './fixtures'

const slug = 'stakeholder-content-automation'
const article = articles[slug]
const path = `/blog/${slug}`

/** The one table of contents on screen (the sidebar on wide screens, the <details> on phones). */
const visibleToc = (page: Page) => page.getByRole('navigation', { name: 'Table of contents' }).filter({ visible: true })

/**
 * Opens the webinars page (hydrated whole: the other pages are pages of islands, whose links open new
 * documents), moves to the blog index and on to its first article in the same document; its title.
 */
async function openFirstArticleInTheApp(page: Page): Promise<string> {
  await page.goto('/webinars')
  await waitForHydration(page)
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages['/blog'].heading)
  const card = page.getByRole('main').locator('article').first()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('link', { name: title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  return title
}

/** The headline of each JSON-LD block in the head (the breadcrumb list has none). */
const headlines = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => (JSON.parse(text) as { headline?: string }).headline)

test.describe('an article page', () => {
  test('shows the hero image first: eager, high priority, with its size set', async ({ page, consoleErrors }) => {
    await page.goto(path)
    // The generated artwork is decorative: an empty alt.
    const hero = page.getByRole('main').locator('picture img').first()
    await expect(hero).toHaveAttribute('alt', '')
    await expect(hero).toHaveAttribute('loading', 'eager')
    await expect(hero).toHaveAttribute('fetchpriority', 'high')
    await expect(hero).toHaveAttribute('width', '1600')
    await expect(hero).toHaveAttribute('height', '840')
    // The browser picked a modern rendition from the <picture> and it loaded.
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/assets\/articles\/stakeholder-content-automation-[0-9a-f]{8}-\d+\.avif$/)
    expect(consoleErrors).toEqual([])
  })

  test("has an author box whose name leads to the team on the About page", async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('main').getByText(article.date)).toHaveAttribute('datetime', article.published)
    await expect(page.getByRole('main').getByText(article.readTime).first()).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: article.author }).click()
    await expect(page).toHaveURL(/\/about#about-team$/)
    await expect(page.locator('#about-team')).toBeInViewport()
    await expect(page.getByRole('heading', { name: article.author, level: 3 })).toBeVisible()
  })

  for (const width of [375, 1280]) {
    test(`table of contents lands each heading below the sticky header and marks the section being read, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      await waitForHydration(page)
      const toc = visibleToc(page)
      if (width < 1024) await toc.getByText('On this page').click()
      const links = toc.getByRole('link')
      await expect(links).toHaveCount(7)
      const target = links.nth(3)
      const id = ((await target.getAttribute('href')) ?? '').slice(1)
      await target.click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      const heading = page.locator(`[id="${id}"]`)
      // Fully visible, just below the sticky site header (banner + header), never under it.
      await expect
        .poll(async () => {
          const headerBottom = await page.locator('header.sticky').first().evaluate((el) => el.getBoundingClientRect().bottom)
          const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
          return top >= headerBottom && top <= headerBottom + 40
        })
        .toBe(true)
      await expect(heading).toBeInViewport({ ratio: 1 })
      await expect(toc.locator('a[aria-current]')).toHaveAttribute('href', `#${id}`)

      // Reading on: further down, a later section becomes the current one.
      const later = page.locator(`[id="${((await links.nth(5).getAttribute('href')) ?? '').slice(1)}"]`)
      await later.evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await expect(toc.locator('a[aria-current]')).toHaveAttribute('href', `#${await later.getAttribute('id')}`)
      await expect(toc.locator('a[aria-current]')).toHaveCount(1)
    })
  }

  test('marks the section being read after a jump that skips past several headings (Home, a dragged scrollbar)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(path)
    await waitForHydration(page)
    await renderFullLayout(page)
    const toc = visibleToc(page)
    const ids = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)))
    const current = toc.locator('a[aria-current]')
    const jumpTo = (top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
    const headingTop = (id: string) => page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top + window.scrollY, id)

    await jumpTo(await headingTop(ids.at(-1)!))
    await expect(current).toHaveAttribute('href', `#${ids.at(-1)}`)
    // Up into the middle of the second section: its heading just above the screen, the third's below the reading line.
    await jumpTo((await headingTop(ids[1]!)) + 100)
    expect(await headingTop(ids[2]!)).toBeGreaterThan((await headingTop(ids[1]!)) + 100 + 800 * 0.4)
    await expect(current).toHaveAttribute('href', `#${ids[1]}`)
    // And down again, past the third and fourth headings into the fifth section.
    await jumpTo((await headingTop(ids[4]!)) + 10)
    await expect(current).toHaveAttribute('href', `#${ids[4]}`)
    await expect(current).toHaveCount(1)
  })

  // The body's sections far below the viewport are left unrendered (render-when-near), standing in
  // at an estimated height; a jump past them must still land where the heading really is.
  test('a link to the last section, followed or opened directly, lands it below the header and it stays there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const headingStaysBelowHeader = async (id: string) => {
      const heading = page.locator(`[id="${id}"]`)
      const offset = () =>
        page.evaluate((target) => {
          const header = document.querySelector('header.sticky')!.getBoundingClientRect().bottom
          return document.getElementById(target)!.getBoundingClientRect().top - header
        }, id)
      await expect.poll(offset).toBeGreaterThanOrEqual(0)
      expect(await offset()).toBeLessThanOrEqual(40)
      await expect(heading).toBeInViewport({ ratio: 1 })
      // The sections it passed render in the next frames; the heading must not move.
      const landed = await offset()
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      expect(await offset()).toBe(landed)
    }

    await page.goto(path)
    await waitForHydration(page)
    const toc = visibleToc(page)
    await toc.getByText('On this page').click()
    const last = toc.getByRole('link').last()
    const id = ((await last.getAttribute('href')) ?? '').slice(1)
    await last.click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    await headingStaysBelowHeader(id)

    await page.goto('about:blank')
    await page.goto(`${path}#${id}`)
    await waitForHydration(page)
    await headingStaysBelowHeader(id)
  })

  test('shares on LinkedIn and X in a new tab with the canonical URL and title', async ({ page }) => {
    await page.goto(path)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(new RegExp(`${path}$`))
    const share = page.getByRole('group', { name: 'Share this article' })
    const linkedIn = share.getByRole('link', { name: /Share on LinkedIn/ })
    const x = share.getByRole('link', { name: /Share on X/ })
    for (const link of [linkedIn, x]) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const linkedInUrl = new URL((await linkedIn.getAttribute('href')) ?? '')
    expect(linkedInUrl.origin + linkedInUrl.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/')
    expect(linkedInUrl.searchParams.get('url')).toBe(canonical)
    const xUrl = new URL((await x.getAttribute('href')) ?? '')
    expect(xUrl.origin + xUrl.pathname).toBe('https://x.com/intent/tweet')
    expect(xUrl.searchParams.get('url')).toBe(canonical)
    expect(xUrl.searchParams.get('text')).toBe(article.title)
  })

  test('copies the link to the clipboard and says so in a toast', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
    expect(consoleErrors).toEqual([])
  })

  test('ends with related articles (never itself) and a call to action to /contact', async ({ page }) => {
    await page.goto(path)
    const related = page.getByRole('region', { name: 'Related articles' })
    const cards = related.getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(related.getByRole('link', { name: article.title })).toHaveCount(0)
    const cta = page.getByRole('region', { name: 'Ready to put this into practice?' })
    await expect(cta.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact')
  })

  test('describes itself to search engines: own title, canonical, article Open Graph tags and JSON-LD', async ({ page, consoleErrors }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expect(page).toHaveTitle(new RegExp(`^${article.title}`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.description)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', article.published)
    await expect(page.locator('meta[property="article:author"]')).toHaveAttribute('content', article.author)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/rss\.xml$/)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((text) => JSON.parse(text) as { '@type': string; headline?: string; author?: { name: string }; itemListElement?: unknown[] })
    expect(data.map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList'])
    expect(data[0]?.headline).toBe(article.title)
    expect(data[0]?.author?.name).toBe(article.author)
    expect(data[1]?.itemListElement).toHaveLength(3)
    // Still one set after hydration, and no CSP or hydration complaint in the console.
    expect(consoleErrors).toEqual([])
  })

  test('keeps the JSON-LD in step after a move to another article (a new document: the article hydrates only its islands)', async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    // Marks the document: a move that kept it (the router's) would keep the mark.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    const next = page.getByRole('region', { name: 'Related articles' }).getByRole('article').first()
    const title = (await next.getByRole('heading').textContent()) ?? ''
    await next.getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
    await expect.poll(() => headlines(page)).toEqual([title, undefined])
  })

  test('keeps the JSON-LD in step after a client-side navigation to an article', async ({ page }) => {
    const title = await openFirstArticleInTheApp(page)
    // The head is rewritten once the new page has resolved (its code loads with the first move).
    await expect.poll(() => headlines(page)).toEqual([title, undefined])
  })
})

test("a client-side navigation to another article loads that article's text only, and no Markdown pipeline", async ({ page }) => {
  // The webinars page hydrates whole (the router's): a move from it to the blog index, an article, and on
  // from there to another, stays in the document. The first move loads the article page's code and the head's.
  await openFirstArticleInTheApp(page)
  await expect(page.locator('[data-article-body] h2').first()).toBeVisible()
  // The visitor's first move (here a scroll) loads the machines of the header and the theme
  // button, all requested at once; once the button names the theme, later requests are the navigation's.
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')))
  await expect(page.getByRole('banner').getByRole('button', { name: /^Theme: / })).toBeVisible()
  // The router preloads a link's page when the pointer rests on it: the pointer leaves the first card's
  // place (where the new page has the related cards scrolling under it) so that only the click loads one.
  await page.mouse.move(0, 0)
  // Each script's size once its body is in. A body that cannot be read counts as NaN, which fails the
  // size check below; one requested after that check is not waited for.
  const requested: Promise<{ file: string; bytes: number }>[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname
    if (!file.endsWith('.js')) return
    requested.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) => ({ file, bytes: body?.length ?? Number.NaN }))
        .catch(() => ({ file, bytes: Number.NaN })),
    )
  })
  const next = page.getByRole('region', { name: 'Related articles' }).getByRole('article').first()
  const nextTitle = await next.getByRole('heading').textContent()
  const target = articleList.find((entry) => entry.title === nextTitle)
  expect(target).toBeDefined()
  await next.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target?.title ?? '')
  await expect(page.locator('[data-article-body] h2').first()).toBeVisible()
  const scripts = await Promise.all(requested)
  // Each compiled body is its own chunk named after its slug (Vite: <name>-<8-char hash>.js).
  const bodyChunk = new RegExp(`^/assets/(${articleList.map((entry) => entry.slug).join('|')})-[\\w-]{8}\\.js$`)
  const bodies = scripts.map(({ file }) => bodyChunk.exec(file)?.[1]).filter(Boolean)
  expect(bodies).toEqual([target?.slug])
  // The compiled text and little else: a Markdown parser alone would be several times this.
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0)
  expect(total, scripts.map((script) => `${script.file} ${script.bytes}`).join('\n')).toBeLessThan(40_000)
})

for (const width of [375, 1280]) {
  test(`a card's byline separates its items with a dot, and no line of it starts with one (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/blog')
    const rows = await page.locator('article time').evaluateAll((times) =>
      times.map((time) => {
        const row = time.parentElement!
        const clip = row.parentElement!.getBoundingClientRect()
        const items = [...row.children].map((item) => item.getBoundingClientRect())
        return items.map((box, i) => ({
          // The separator is the item's first 1.25rem; it shows when that is inside the clip.
          dotShown: box.left >= clip.left - 0.5,
          startsLine: i === 0 || Math.abs(box.top - items[i - 1]!.top) > 1,
        }))
      }),
    )
    expect(rows.length).toBeGreaterThan(5)
    // The three-column cards at 1280 px wrap their bylines: the case this test is for.
    if (width === 1280) expect(rows.some((items) => items.some((item, i) => i > 0 && item.startsLine)), 'a byline wraps').toBe(true)
    for (const items of rows) for (const item of items) expect(item.dotShown).toBe(!item.startsLine)
  })
}

test('every card of the blog index opens its article', async ({ page }) => {
  const listed = articleList.filter((entry) => entry.listed)
  await page.goto('/blog')
  await waitForHydration(page)
  await expect(page.getByRole('main').locator('article')).toHaveCount(listed.length)
  for (const entry of listed) {
    await page.getByRole('main').locator('article').getByRole('link', { name: entry.title, exact: true }).click()
    await expect(page).toHaveURL(`/blog/${entry.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)
    await page.goBack()
    await expect(page).toHaveURL('/blog')
  }
})

test.describe('the crawler view of an article (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false })
  for (const entry of articleList) {
    test(`${entry.slug} carries its whole text`, async ({ page }) => {
      const source = readArticleSource(readFileSync(`src/content/articles/${entry.slug}.mdx`, 'utf8'))
      await page.goto(`/blog/${entry.slug}`)
      const body = page.locator('[data-article-body]')
      // The HTML's text, every text node apart (innerText leaves out what has not rendered yet:
      // the sections below the first screen, src/shared/render-when-near.ts).
      const text = await body.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        const parts: string[] = []
        while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '')
        return parts.join(' ')
      })
      const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
      // The same count the writing guide checks on the source (1,200+ words), give or take
      // the punctuation that markup splits differently.
      expect(words).toBeGreaterThanOrEqual(Math.floor(source.wordCount * 0.98))
      for (const heading of source.headings.filter((h) => h.depth === 2)) {
        await expect(body.getByRole('heading', { level: 2, name: heading.text })).toBeAttached()
      }
    })
  }
})

test('the RSS feed is valid XML with every article', async ({ page, request }) => {
  const response = await request.get('/rss.xml')
  expect(response.ok()).toBe(true)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const xml = await response.text()
  await page.goto('/blog')
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
    }
  }, xml)
  expect(result.error).toBeNull()
  expect(result.links).toHaveLength(8)
  expect(result.links.map((link) => new URL(link ?? '').pathname).sort()).toEqual(articleList.map((a) => `/blog/${a.slug}`).sort())
})

test('the blog index links the feed and shows the card images from small renditions, lazily below the featured one', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/rss.xml')
  const featured = page.getByRole('main').locator('article[data-featured] img')
  await expect(featured).toHaveAttribute('loading', 'eager')
  await expect(featured).toHaveAttribute('fetchpriority', 'high')
  const images = page.getByRole('main').locator('article:not([data-featured]) img')
  await expect(images).toHaveCount(7)
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', /^\d+$/)
    expect(await image.getAttribute('srcset')).not.toContain('-1600.')
  }
  const last = images.last()
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

// Every article as it opens is in the routes sweep (both themes, 375 and 1280 px); this is the
// state that sweep cannot reach: the phone's table of contents unfolded.
for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds nothing on an article with its table of contents open, ${theme} theme, 375 px`, async ({ page }) => {
    await useTheme(page, theme)
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto(path)
    await waitForHydration(page)
    await visibleToc(page).getByText('On this page').click()
    expect(await axeViolationsIn(page, theme)).toEqual([])
  })
}
