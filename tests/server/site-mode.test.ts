import { describe, expect, it } from 'vitest'
import { checkStartup, DEMO_MODE_NOTICE, readSiteMode } from '../../server/site-mode'

describe('site mode at start-up', () => {
  it('reads the mode marker of the built HTML', () => {
    expect(readSiteMode('<head><meta name="site-mode" content="demo"></head>')).toBe('demo')
    expect(readSiteMode('<head><meta content="demo" name="site-mode" /></head>')).toBe('demo')
    expect(readSiteMode("<head><meta name='site-mode' content='demo'></head>")).toBe('demo')
    expect(readSiteMode('<head><meta name="site-mode" content="production"></head>')).toBe('production')
  })

  it('treats a missing or unknown marker as production', () => {
    expect(readSiteMode('<head><title>x</title></head>')).toBe('production')
    expect(readSiteMode('<head><meta name="site-mode-x" content="demo"></head>')).toBe('production')
    expect(readSiteMode('<head><meta name="description" content="demo"></head>')).toBe('production')
    expect(readSiteMode('<head><meta name="site-mode" content="demonstration"></head>')).toBe('production')
  })

  it('starts a demo build with a notice, key or not', () => {
    expect(checkStartup({ mode: 'demo', apiKey: undefined })).toEqual({ ok: true, notice: DEMO_MODE_NOTICE })
    expect(DEMO_MODE_NOTICE).toMatch(/^Demo mode: nothing is sent/)
  })

  it('refuses to start a production build without OPENAI_API_KEY', () => {
    const check = checkStartup({ mode: 'production', apiKey: undefined })
    expect(check.ok).toBe(false)
    expect(!check.ok && check.error).toContain('OPENAI_API_KEY')
    expect(checkStartup({ mode: 'production', apiKey: '' }).ok).toBe(false)
    expect(checkStartup({ mode: 'production', apiKey: 'sk-x' })).toEqual({ ok: true })
  })
})
