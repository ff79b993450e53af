import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name })

test('rapid prototyping shows six services, three fixed-fee bundles and the four-step process', async ({ page }) => {
  await open(page, '/services/rapid-prototyping')
  await expect(section(page, 'Six ways to prototype').getByRole('article')).toHaveCount(6)
  const bundles = section(page, 'Fixed-fee bundles')
  for (const [name, timeline, fee] of [
    ['AI Quick-Win', '4 weeks', 'Fixed fee $45K'],
    ['Full-Stack MVP', '6 weeks', '$85K'],
    ['Growth Hack Pack', '3 weeks', '$30K'],
  ] as const) {
    const bundle = bundles.getByRole('article').filter({ hasText: name })
    await expect(bundle).toContainText(timeline)
    await expect(bundle).toContainText(fee)
  }
  const steps = section(page, 'How a prototype runs').getByRole('listitem')
  await expect(steps).toHaveText([/Up to 3 days/, /1-2 weeks/, /1 week/, /1 week/])
  for (const claim of ['2-6 weeks', '92%', '4.8/5', '≤ 6 weeks']) await expect(page.getByText(claim, { exact: true }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Start a Project' }).first().click()
  await expect(page).toHaveURL(/\/contact\?topic=/)
})

test('AI implementation shows its bundles, process durations and demo buttons', async ({ page }) => {
  await open(page, '/services/ai-implementation')
  await expect(section(page, 'What we implement').getByRole('article')).toHaveCount(6)
  const bundles = section(page, 'Implementation bundles')
  for (const [name, timeline, fee] of [
    ['Foundation Build-Out', '8 weeks', '$120K'],
    ['Workflow Fusion', '10 weeks', '$165K'],
    ['Edge-Latency Suite', '10 weeks', 'Custom pricing'],
  ] as const) {
    const bundle = bundles.getByRole('article').filter({ hasText: name })
    await expect(bundle).toContainText(timeline)
    await expect(bundle).toContainText(fee)
  }
  await expect(section(page, 'Our implementation process').getByRole('listitem')).toHaveText([/Up to 2 weeks/, /Up to 4 weeks/, /Up to 2 weeks/, /Up to 4 weeks/])
  await expect(page.getByRole('link', { name: 'Schedule Demo' }).first()).toHaveAttribute('href', /\/contact\?topic=/)
  await expect(page.getByRole('link', { name: 'Book Enterprise Demo' }).first()).toHaveAttribute('href', /\/contact\?topic=/)
})

test('full-stack development shows six modules, a reference stack and the delivery framework', async ({ page }) => {
  await open(page, '/services/full-stack-development')
  const modules = section(page, 'Six service modules').getByRole('article')
  await expect(modules).toHaveCount(6)
  for (const field of ['Buyer', 'Pain point', 'Inputs', 'Deliverables']) await expect(modules.first()).toContainText(field)
  await expect(section(page, 'Reference stack')).toContainText('TypeScript')
  await expect(section(page, 'Delivery framework').getByRole('listitem')).toHaveText([/Up to 2 weeks/, /2-4 week cycles/, /1-2 weeks/, /1 week/])
  for (const claim of ['8-12 weeks', '4.9/5']) await expect(page.getByText(claim, { exact: true }).first()).toBeVisible()
})

test('sales AI shows five stacks and three enterprise bundles', async ({ page }) => {
  await open(page, '/services/sales-ai')
  await expect(section(page, 'Five Sales AI stacks').getByRole('article')).toHaveCount(5)
  await expect(section(page, 'Enterprise bundles').getByRole('article')).toHaveCount(3)
  for (const kpi of ['+24%', '-31%', '+17%', '+40%']) await expect(page.getByText(kpi, { exact: true }).first()).toBeVisible()
})

test('marketing AI shows eight suites', async ({ page }) => {
  await open(page, '/services/marketing-ai')
  await expect(section(page, 'Eight Marketing AI suites').getByRole('article')).toHaveCount(8)
  for (const kpi of ['+42%', '-75%', '+38%', '+32%']) await expect(page.getByText(kpi, { exact: true }).first()).toBeVisible()
})

test('customer support AI shows five stacks and two enterprise bundles', async ({ page }) => {
  await open(page, '/services/customer-support-ai')
  await expect(section(page, 'Five Support AI stacks').getByRole('article')).toHaveCount(5)
  await expect(section(page, 'Enterprise bundles').getByRole('article')).toHaveCount(2)
  for (const kpi of ['+65%', '-89%', '+27%', '+53%']) await expect(page.getByText(kpi, { exact: true }).first()).toBeVisible()
})

test('every service page sets its own title, description, keywords and og:url', async ({ page }) => {
  for (const slug of ['rapid-prototyping', 'ai-implementation', 'full-stack-development', 'sales-ai', 'marketing-ai', 'customer-support-ai']) {
    await page.goto(`/services/${slug}`)
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\w/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/services/${slug}$`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,160}/)
  }
})
