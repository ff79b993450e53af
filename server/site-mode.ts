/**
 * What kind of build is being served, read from the marker the build puts in every
 * page: `<meta name="site-mode" content="demo|production">`. No marker means production.
 */
export type SiteMode = 'demo' | 'production'

export function readSiteMode(html: string): SiteMode {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bname\s*=\s*["']?site-mode["'\s>/]/i.test(tag)) continue
    return /\bcontent\s*=\s*["']?demo["'\s>/]/i.test(tag) ? 'demo' : 'production'
  }
  return 'production'
}

export const DEMO_MODE_NOTICE =
  'Demo mode: nothing is sent (form submissions and the assistant are answered by the built-in mocks in the browser).'

export type StartupCheck = { ok: true; notice?: string } | { ok: false; error: string }

/** Whether the server may start: a production build needs OPENAI_API_KEY for its assistant. */
export function checkStartup({ mode, apiKey }: { mode: SiteMode; apiKey: string | undefined }): StartupCheck {
  if (mode === 'demo') return { ok: true, notice: DEMO_MODE_NOTICE }
  if (!apiKey) {
    return {
      ok: false,
      error:
        'OPENAI_API_KEY is not set: this is a production build and its assistant needs the AI proxy. ' +
        'Set OPENAI_API_KEY (and OPENAI_BASE_URL if you use another provider), or build in demo mode.',
    }
  }
  return { ok: true }
}

/** The origin the build was made for (its VITE_SITE_ORIGIN), read from the canonical link of a built page. */
export function readBuiltOrigin(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel\s*=\s*["']?canonical["'\s>/]/i.test(tag)) continue
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if (!href) return undefined
    try {
      return new URL(href).origin
    } catch {
      return undefined
    }
  }
  return undefined
}

/** The brand the build names (og:site_name), for a demo that starts with no knowledge file. */
export function readBuiltBrand(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bproperty\s*=\s*["']?og:site_name["'\s>/]/i.test(tag)) continue
    return /\bcontent\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
  }
  return undefined
}
