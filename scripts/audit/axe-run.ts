import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'
import { renderEveryBlock, RENDER_WHEN_NEAR } from '../../src/shared/render-when-near.ts'
import { THEME_STORAGE_KEY } from '../../src/shared/theme-script.ts'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { actAndWaitForHydrated } from '../lib/act-on-page.ts'

/** axe violations per route in light and dark at 375 and 1280 px. */
export async function axeCounts(baseUrl: string, paths: readonly string[]): Promise<Record<string, Record<string, number>>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
  const results: Record<string, Record<string, number>> = {}
  try {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext()
      await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), { key: THEME_STORAGE_KEY, value: theme })
      const page = await context.newPage()
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
        await actAndWaitForHydrated(page)
        // axe finds the colours behind text only where it has rendered.
        await page.evaluate(renderEveryBlock, RENDER_WHEN_NEAR)
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          const { violations } = await new AxeBuilder({ page }).analyze()
          results[path] ??= {}
          results[path][`${theme} ${width}px`] = violations.length
          for (const v of violations) console.log(`    axe ${path} ${theme} ${width}px: ${v.id} (${v.nodes.length})`)
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
