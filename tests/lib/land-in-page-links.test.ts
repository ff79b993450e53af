// @vitest-environment jsdom
/**
 * A table of contents entry on a page of islands: the blocks the browser's jump passed render before
 * the heading is landed again, so where it lands no longer waits for frames (src/lib/land-in-page-links.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { landInPageLinks } from '~/lib/land-in-page-links'
import { RENDER_WHEN_NEAR } from '~/shared/render-when-near'

afterEach(() => {
  document.body.innerHTML = ''
  window.location.hash = ''
})

describe('landing an in-page link on a page of islands', () => {
  it('renders the blocks above and around the heading, not those below, then lands the heading in the same task', () => {
    document.body.innerHTML = `
      <section class="${RENDER_WHEN_NEAR}" id="above"><p>Before</p></section>
      <section class="${RENDER_WHEN_NEAR}" id="around"><h2 id="results">Results</h2></section>
      <section class="${RENDER_WHEN_NEAR}" id="below"><p>After</p></section>`
    const heading = document.getElementById('results')!
    const landed = vi.fn<(arg?: boolean | ScrollIntoViewOptions) => void>()
    const visibilityWhenLanded: string[] = []
    heading.scrollIntoView = (arg) => {
      visibilityWhenLanded.push(...['above', 'around', 'below'].map((id) => document.getElementById(id)!.style.contentVisibility))
      landed(arg)
    }
    landInPageLinks()
    window.location.hash = '#results'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(landed).toHaveBeenCalledOnce()
    expect(landed).toHaveBeenCalledWith(true)
    expect(visibilityWhenLanded).toEqual(['visible', 'visible', ''])
  })

  it('does nothing for a hash that names no element', () => {
    document.body.innerHTML = `<section class="${RENDER_WHEN_NEAR}" id="above"><p>Before</p></section>`
    landInPageLinks()
    window.location.hash = '#nowhere'
    expect(() => window.dispatchEvent(new HashChangeEvent('hashchange'))).not.toThrow()
    expect(document.getElementById('above')!.style.contentVisibility).toBe('')
  })
})
