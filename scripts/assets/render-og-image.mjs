// Renders scripts/assets/og-default.html to public/og-default.jpg (1200x630), the default share image.
// Run by hand after changing the design: `npx node scripts/assets/render-og-image.mjs`.
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.goto(new URL('./og-default.html', import.meta.url).href)
await page.screenshot({ path: new URL('../../public/og-default.jpg', import.meta.url).pathname, type: 'jpeg', quality: 85 })
await browser.close()
