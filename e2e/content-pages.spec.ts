import { expect, test, waitForHydration } from './fixtures'

test('the blog index filters by category and by search, and the filter survives a reload', async ({ page, consoleErrors }) => {
  await page.goto('/blog')
  await waitForHydration(page)
  const articles = page.getByRole('main').getByRole('article')
  await expect(articles).toHaveCount(7)
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
  await expect(articles).toHaveCount(7)
  await expect(page.getByPlaceholder('Search articles...')).toHaveValue('')
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

test('no card sits alone on the last row of a three- or four-column grid at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // Four, seven and four cards: the team, a vertical's features and deliverables, the playbooks' tools, the sitemap's groups.
  for (const path of ['/about', '/verticals/field-sales', '/playbooks', '/sitemap']) {
    await page.goto(path)
    const lonely = await page.getByRole('main').evaluate((main) => {
      const found: string[] = []
      for (const grid of main.querySelectorAll('ul, ol, dl, div')) {
        const style = getComputedStyle(grid)
        if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 3) continue
        const rowTops = [...grid.children].map((item) => Math.round(item.getBoundingClientRect().top))
        const lastRow = rowTops.filter((top) => top === rowTops.at(-1))
        if (new Set(rowTops).size > 1 && lastRow.length === 1) found.push(`${grid.children.length} items: ${grid.textContent?.slice(0, 40)}`)
      }
      return found
    })
    expect(lonely, path).toEqual([])
  }
})

test("a table's caption keeps to its visible box on a phone, also while the table scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/case-studies/chipr')
  const table = page.getByRole('region', { name: 'Challenges Chipr faced before the program and their business impact' })
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
