import { expect, test, waitForHydration } from './fixtures'

test('the blog index filters by category and by search, and the filter survives a reload', async ({ page, consoleErrors }) => {
  await page.goto('/blog')
  await waitForHydration(page)
  const articles = page.getByRole('main').getByRole('article')
  await expect(articles).toHaveCount(8)
  await page.getByRole('button', { name: 'Sales AI', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sales AI', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/category=Sales(\+|%20)AI/)
  await expect(page.getByText(/^\d+ articles?$/)).toBeVisible()
  for (const category of await page.getByRole('main').getByRole('article').allInnerTexts()) expect(category).toContain('Sales AI')
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Sales AI', exact: true })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: 'All', exact: true }).click()
  await page.getByPlaceholder('Search articles...').fill('zzz-nothing-matches')
  await expect(page.getByText('No matching articles')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(articles).toHaveCount(8)
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('')
  expect(consoleErrors).toEqual([])
})

test('Back and Forward on the blog index step through the filters chosen, a typed search being one step', async ({ page, consoleErrors }) => {
  await page.goto('/blog')
  await waitForHydration(page)
  const articles = page.getByRole('main').getByRole('article')
  const pressed = (name: string) => expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Sales AI', exact: true }).click()
  await pressed('Sales AI')
  await page.getByPlaceholder('Search articles...').pressSequentially('ai')
  await expect(page).toHaveURL(/[?&]q=ai(&|$)/)
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await pressed('All')

  await page.goBack()
  await pressed('Sales AI')
  await expect(page).toHaveURL(/[?&]q=ai(&|$)/)
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('ai')
  await page.goBack()
  await expect(page).toHaveURL('/blog')
  await pressed('All')
  await expect(articles).toHaveCount(8)
  await page.goForward()
  await pressed('Sales AI')
  expect(consoleErrors).toEqual([])
})

test('case studies lead from the index to each story and back', async ({ page }) => {
  await page.goto('/case-studies')
  await waitForHydration(page)
  await page.getByRole('link', { name: /Read Case Study.*Chipr/ }).click()
  await expect(page).toHaveURL('/case-studies/chipr')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Chipr')
  await page.getByRole('main').getByRole('button', { name: 'Back' }).or(page.getByRole('main').getByRole('link', { name: 'Back' })).first().click()
  await expect(page).toHaveURL('/case-studies')
})

test('booking buttons on the offer and industry pages open the contact form with their topic', async ({ page }) => {
  await page.goto('/special-offer')
  await waitForHydration(page)
  const book = page.getByRole('link', { name: 'Book My Free Automation Call' })
  await expect(book).toHaveCount(2)
  await book.first().click()
  await expect(page).toHaveURL(/\/contact\?topic=/)
  await expect(page.getByLabel('How can we help?')).toHaveValue(/Free AI workflow automation/)

  await page.goto('/verticals/telecom')
  await waitForHydration(page)
  await expect(page.getByText('field-tech permissions and time tracking adjust by role, union or contractor', { exact: false })).toBeVisible()
  await page.getByRole('link', { name: 'Read Full Case Study' }).first().click()
  await expect(page).toHaveURL('/case-studies/chipr')
})

test('figures in a row line up when one label wraps to more lines than its neighbours', async ({ page }) => {
  // /special-offer's four tiles at 1280 px, /about's at 375 px and home's hero and hub figures.
  for (const path of ['/special-offer', '/about', '/']) {
    await page.goto(path)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const misaligned = await page.getByRole('main').evaluate((main) => {
        const found: string[] = []
        for (const list of main.querySelectorAll('dl')) {
          const rows = new Map<number, { value: number; text: string }[]>()
          for (const item of list.children) {
            const value = item.querySelector('dd')
            if (!value || (item as HTMLElement).offsetParent === null) continue
            const top = Math.round(item.getBoundingClientRect().top)
            const row = rows.get(top) ?? []
            row.push({ value: value.getBoundingClientRect().top, text: value.textContent ?? '' })
            rows.set(top, row)
          }
          for (const row of rows.values()) {
            const tops = row.map((figure) => figure.value)
            if (Math.max(...tops) - Math.min(...tops) > 1) found.push(row.map((figure) => `${figure.text} at ${Math.round(figure.value)}`).join(', '))
          }
        }
        return found
      })
      expect(misaligned, `${path} at ${width} px`).toEqual([])
    }
  }
})

test('no card or figure sits alone on the last row of a grid, at 1280 px and on a phone', async ({ page }) => {
  // Four, seven and four cards at 1280: the team, a vertical's features and deliverables, the playbooks' tools, the
  // sitemap's groups; three figures two across on a phone: /about's mission and a case study's results.
  const pages = [
    { width: 1280, paths: ['/about', '/verticals/field-sales', '/playbooks', '/sitemap'] },
    { width: 375, paths: ['/about', '/case-studies/notion'] },
  ]
  for (const { width, paths } of pages) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of paths) {
      await page.goto(path)
      const lonely = await page.getByRole('main').evaluate((main) => {
        const found: string[] = []
        for (const grid of main.querySelectorAll('ul, ol, dl, div')) {
          const style = getComputedStyle(grid)
          if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) continue
          const boxes = [...grid.children].map((item) => item.getBoundingClientRect()).filter((box) => box.height > 0)
          // Rows as the eye reads them: an item starting below everything so far starts a new row (items may be centred).
          const rows: DOMRect[][] = []
          for (const box of boxes) {
            const row = rows.at(-1)
            if (row && box.top < Math.max(...row.map((b) => b.bottom))) row.push(box)
            else rows.push([box])
          }
          const last = rows.at(-1) ?? []
          // One item on the last row, not stretched across it.
          if (rows.length > 1 && last.length === 1 && last[0]!.width < grid.getBoundingClientRect().width * 0.9)
            found.push(`${boxes.length} items: ${grid.textContent?.slice(0, 40)}`)
        }
        return found
      })
      expect(lonely, `${path} at ${width} px`).toEqual([])
    }
  }
})

test("a table's caption keeps to its visible box on a phone, also while the table scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/case-studies/chipr')
  const table = page.getByRole('region', { name: 'Chipr results before and after the program' })
  const captionInBox = () =>
    table.evaluate((region) => {
      const box = region.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(region.querySelector('caption')!)
      const text = range.getBoundingClientRect()
      return text.left >= box.left && text.right <= box.right
    })
  expect(await captionInBox()).toBe(true)
  await table.evaluate((region) => region.scrollTo({ left: region.scrollWidth }))
  await expect.poll(() => table.evaluate((region) => region.scrollLeft)).toBeGreaterThan(100)
  expect(await captionInBox()).toBe(true)
})
