import { THEME_STORAGE_KEY } from '../src/shared/theme-script'
import { expect, test, useTheme, waitForHydration, waitForListening } from './fixtures'

test.describe('header on large screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('links the promo banner to the special offer and keeps the bar 72 px high', async ({ page, consoleErrors }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const banner = page.getByRole('link', { name: 'Special offer: Get one AI workflow automated for free when you schedule a consultation!' })
    await expect(banner).toHaveAttribute('href', '/special-offer')
    const bar = page.locator('header [data-scrolled]')
    expect((await bar.boundingBox())?.height).toBe(72)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Talk to an AI Advisor' })).toHaveAttribute('href', '/contact')
    expect(consoleErrors).toEqual([])
  })

  test('opens Services on hover with two titled columns of named, described services', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    await expect(panel.getByText('Tech Services')).toBeVisible()
    await expect(panel.getByText('Revenue Services')).toBeVisible()
    await expect(panel.getByRole('link', { name: /AI Implementation\s*Custom AI solutions with seamless integration/ })).toBeVisible()
    await expect(panel.getByRole('link', { name: /Customer Support AI\s*24\/7 intelligent support/ })).toBeVisible()
    await page.mouse.move(5, 800)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('opens a dropdown from the keyboard, and Escape closes it and returns focus', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Industries' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: /Field Sales/ }).first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })

  test('closes a dropdown the pointer opened on Escape, with the pointer still over it', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeHidden()
  })

  test('navigates from a dropdown link and closes the dropdown', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Resources' }).click()
    await page.getByRole('link', { name: /Webinars\s*Expert-led sessions on AI implementation/ }).click()
    await expect(page).toHaveURL('/webinars')
    await expect(page.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('turns into a frosted bar once scrolled past 50 px', async ({ page }) => {
    await page.goto('/sitemap')
    await waitForHydration(page)
    const bar = page.locator('header [data-scrolled]')
    await expect(bar).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 49))
    await expect(bar).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(bar).toHaveAttribute('data-scrolled', 'true')
    expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur')
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('opens a full-screen menu that keeps focus inside and closes on Escape', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Open menu' })
    await button.click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    expect(box?.width).toBe(375)
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('closes when the browser goes Back under it, leaving focus to the page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    await button.click()
    await menu.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL('/about')
    await button.click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(menu).toBeHidden()
    // Back opened the page anew: its menu button says it is closed once its code runs, at the visitor's first act.
    await waitForHydration(page)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    // The page is usable again: nothing modal is left over it.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
  })

  test('lists every link and closes when one is chosen', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Site menu' })
    for (const name of ['AI Implementation', 'Customer Support AI', 'Telecom/Fibre', 'Mid-Market', 'Case Studies', 'Webinars', 'Blog', 'About', 'Talk to an AI Advisor']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Case Studies', exact: true }).click()
    await expect(page).toHaveURL('/case-studies')
    await expect(menu).toBeHidden()
  })
})

test.describe('theme', () => {
  test('is dark when nothing is stored, and the toggle names the choice and stores light, dark or system', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await waitForListening(page)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    // Until the visitor does something, the button has a neutral name; their first move names the choice.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Change theme' })).toBeVisible()
    await page.mouse.move(10, 10)
    const toggle = page.getByRole('button', { name: /^Theme: Dark/ })
    await toggle.click()
    await expect(page.getByRole('button', { name: /^Theme: System/ })).toBeVisible()
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('system')
    await page.getByRole('button', { name: /^Theme: System/ }).click()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`shows the ${theme} theme's icon on a ${theme} page before the stored choice is read`, async ({ page }) => {
      await useTheme(page, theme)
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto('/')
      await waitForListening(page)
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Change theme' })
      const [shown, hidden] = theme === 'light' ? ['sun', 'moon'] : ['moon', 'sun']
      await expect(toggle.locator(`svg.lucide-${shown}`)).toBeVisible()
      await expect(toggle.locator(`svg.lucide-${hidden}`)).toBeHidden()
      // The first move reads the stored choice: the same icon, now with the choice's name.
      await page.mouse.move(10, 10)
      const named = page.getByRole('banner').getByRole('button', { name: new RegExp(`^Theme: ${theme === 'light' ? 'Light' : 'Dark'}`) })
      await expect(named.locator(`svg.lucide-${shown}`)).toBeVisible()
      await expect(named.locator('svg')).toHaveCount(1)
    })
  }

  test('counts a click whose press comes before the stored choice is read and whose release comes after', async ({ page }) => {
    await useTheme(page, 'dark')
    await page.setViewportSize({ width: 1280, height: 900 })
    // The theme machine's code is held until the button is pressed: reading the choice then
    // swaps the button's icons between the press and the release, under the pointer.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/browser-theme-machine-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    await waitForHydration(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: /^(Change theme$|Theme: )/ })
    const box = await toggle.boundingBox()
    if (!box) throw new Error('the theme button is not visible')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await expect(toggle).toHaveAccessibleName('Change theme')
    release()
    await expect(toggle).toHaveAccessibleName(/^Theme: Dark\./)
    await page.mouse.up()
    await expect(toggle).toHaveAccessibleName(/^Theme: System\./)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('system')
  })

  test('on system, follows the operating system live', async ({ page }) => {
    await useTheme(page, 'system' as 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  })

  test('applies the stored theme before the page is first painted', async ({ page }) => {
    await useTheme(page, 'light')
    await page.addInitScript(() => {
      // Record the root's class the moment <body> appears: before any module script runs.
      new MutationObserver((_, observer) => {
        if (document.body) {
          document.documentElement.dataset.classAtBody = document.documentElement.className
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/about')
    expect(await page.evaluate(() => document.documentElement.dataset.classAtBody)).toBe('light')
  })
})

test.describe('navigation', () => {
  test('offers a skip link that moves focus to the main content', async ({ page }) => {
    await page.goto('/about')
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test("a client-side move rewrites the head: the new page's title, description and canonical, and the old ones on back", async ({ page, consoleErrors }) => {
    await page.goto('/about')
    await waitForHydration(page)
    const title = await page.title()
    const canonical = page.locator('link[rel="canonical"]')
    const description = page.locator('meta[name="description"]')
    await expect(canonical).toHaveAttribute('href', /\/about$/)
    await page.getByRole('banner').getByRole('link', { name: 'Talk to an AI Advisor' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page).toHaveTitle(/^Talk to an AI Advisor \|/)
    await expect(canonical).toHaveAttribute('href', /\/contact$/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/contact$/)
    const contactDescription = await description.getAttribute('content')
    await page.goBack()
    await expect(page).toHaveTitle(title)
    await expect(canonical).toHaveAttribute('href', /\/about$/)
    await expect(description).not.toHaveAttribute('content', contactDescription ?? '')
    expect(consoleErrors).toEqual([])
  })

  test('starts each new page at the top and restores the position on back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto('/sitemap')
    await waitForHydration(page)
    // The router records a position from the scroll event: the click waits until it has fired.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener('scroll', () => resolve(), { once: true, capture: true })
          window.scrollTo(0, 400)
        }),
    )
    expect(await page.evaluate(() => window.scrollY)).toBe(400)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Webinars' }).click()
    await expect(page).toHaveURL('/webinars')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/sitemap')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })

  test('the back button goes one step back, or home when the page was opened directly', async ({ page }) => {
    // The page header's own Back (the sticky bar has one too, shown while the header is scrolled away).
    const back = page.getByRole('main').locator('header').getByRole('button', { name: 'Back' })
    await page.goto('/about')
    await waitForHydration(page)
    await back.click()
    await expect(page).toHaveURL('/')
    // A visitor clicks on the page they see: the home page, not the last one while it loads
    // (the move's scroll to the top would otherwise take the footer from under the pointer).
    await expect(page.getByRole('region', { name: /AI built to/ })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('navigation').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL('/privacy')
    await back.click()
    await expect(page).toHaveURL('/')
  })
})

test.describe('footer', () => {
  test('has every link, a social link in a new tab, mail, phone and this year', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const footer = page.getByRole('contentinfo')
    const expected: Record<string, string> = {
      'AI Implementation': '/services/ai-implementation',
      'Development Services': '/services/full-stack-development',
      'Sales AI': '/services/sales-ai',
      'Marketing AI': '/services/marketing-ai',
      'Customer Support AI': '/services/customer-support-ai',
      'Case Studies': '/case-studies',
      'Implementation Playbooks': '/playbooks',
      'ROI Calculator': '/roi-calculator',
      Webinars: '/webinars',
      'Privacy Policy': '/privacy',
      'Terms of Service': '/terms',
      Sitemap: '/sitemap',
    }
    for (const [name, href] of Object.entries(expected)) {
      await expect(footer.getByRole('navigation').getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    const social = footer.getByRole('link', { name: /LinkedIn/ })
    await expect(social).toHaveAttribute('target', '_blank')
    await expect(social).toHaveAttribute('rel', /noopener/)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(footer).toContainText('Subscribe to our newsletter for AI insights and industry trends.')
    await expect(footer.getByPlaceholder('Your email')).toBeVisible()
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the page shows no button that would need a script: the chat and the theme buttons are not there, the menu still opens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/services/sales-ai')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#chat-toggle')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Change theme', includeHidden: true })).toHaveCount(2)
    for (const button of await page.getByRole('button', { name: 'Change theme', includeHidden: true }).all()) await expect(button).toBeHidden()
    // The menu is the browser's own dialog (an invoker command): it needs no script.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible()
  })

  test('no page shows a button that would do nothing: each one left sends its form, opens the browser\'s own dialog or a menu on hover and focus', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/', '/services/sales-ai', '/blog', '/blog/field-sales-ai', '/contact', '/roi-calculator', '/webinars']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const dead = await page.locator('button').evaluateAll((buttons) =>
          buttons
            .filter((button) => button.checkVisibility() && !button.closest('dialog:not([open])'))
            .filter((button) => !(button as HTMLButtonElement).type.includes('submit') && !button.hasAttribute('commandfor') && !button.matches('[aria-expanded][aria-controls*="-nav-"]'))
            .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
        )
        expect(dead, `${path} at ${width} px`).toEqual([])
      }
    }
  })

  test("home's service cards show both faces, benefits and link, and its services hub its first panel", async ({ page }) => {
    await page.goto('/')
    const cards = page.locator('article.flip-card')
    await expect(cards).toHaveCount(3)
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { name: 'Key benefits' })).toBeVisible()
      await expect(card.getByRole('link', { name: /^Learn More/ })).toBeVisible()
    }
    await expect(page.getByRole('tabpanel').first()).toBeVisible()
  })
})
