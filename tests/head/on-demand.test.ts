// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as seoModule from '~/head/seo'

/** The module reads whether the page was prerendered when it loads: import it after setting the page up. */
async function freshModule(prerendered: boolean) {
  document.body.innerHTML = prerendered ? '<div id="root"><main>prerendered</main></div>' : '<div id="root"></div>'
  vi.resetModules()
  return import('~/head/on-demand')
}

describe('head tags on demand', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('on a prerendered landing page, gives no tags (its HTML has them) until the visitor moves', async () => {
    const { headOnDemand, headTagsNeeded, headTagsAreNeeded } = await freshModule(true)
    const build = vi.fn((seo: typeof seoModule) => seo.pageHead('/about'))
    expect(headTagsAreNeeded()).toBe(false)
    expect(headOnDemand(build)).toEqual({})
    expect(build).not.toHaveBeenCalled()

    headTagsNeeded()
    const head = await headOnDemand(build)
    expect(head).toMatchObject({ meta: expect.arrayContaining([{ title: expect.stringMatching(/^About Us \|/) }]) })
  })

  it('on a page that was not prerendered, gives the tags at once', async () => {
    const { headOnDemand, headTagsAreNeeded } = await freshModule(false)
    expect(headTagsAreNeeded()).toBe(true)
    const head = await headOnDemand((seo) => seo.pageHead('/contact'))
    expect(head).toMatchObject({ links: expect.arrayContaining([expect.objectContaining({ rel: 'canonical' })]) })
  })
})
