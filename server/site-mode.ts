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
