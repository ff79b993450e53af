import { describe, expect, it } from 'vitest'
import { absoluteUrl, site } from '~/config/site'
import { allPages } from '~/content/registry/all-pages'
import { collectHead } from '~/head/head'
import { documentTitle, pageHead, seoHead } from '~/head/seo'
import { pages } from '~/content/registry'
import { shareImagePath } from '~/head/share-image'

const metaContent = (head: ReturnType<typeof seoHead>, key: string) =>
  head.meta.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key))

describe('share images', () => {
  it('gives every page an image path of its own, named after the page', () => {
    expect(shareImagePath('/')).toBe('/og/home.jpg')
    expect(shareImagePath('/services/sales-ai')).toBe('/og/services-sales-ai.jpg')
    expect(shareImagePath('/blog/smb-ai-guide')).toBe('/og/blog-smb-ai-guide.jpg')
    const paths = allPages.map((page) => shareImagePath(page.path))
    expect(new Set(paths).size).toBe(allPages.length)
  })

  it("puts the page's own card in its Open Graph and Twitter tags, with size and alt text", () => {
    const head = pageHead('/contact')
    const image = absoluteUrl('/og/contact.jpg')
    expect(metaContent(head, 'og:image')).toMatchObject({ content: image })
    expect(metaContent(head, 'twitter:image')).toMatchObject({ content: image })
    expect(metaContent(head, 'og:image:width')).toMatchObject({ content: '1200' })
    expect(metaContent(head, 'og:image:height')).toMatchObject({ content: '630' })
    expect(metaContent(head, 'og:image:alt')).toMatchObject({ content: documentTitle(pages['/contact'].title) })
  })

  it('falls back to the default image for a head without a page of the registry (the 404 page)', () => {
    const head = seoHead({ title: 'Page not found', description: 'The page you were looking for does not exist on this site.', ogUrl: '/404' })
    expect(metaContent(head, 'og:image')).toMatchObject({ content: absoluteUrl(site.defaultOgImage) })
    // What the 404 page's HTML carries: no route has a head, so collectHead uses the not-found head.
    const notFound = collectHead([]).tags.find((tag) => tag.kind === 'meta' && tag.id === 'og:image')
    expect(notFound).toMatchObject({ content: absoluteUrl(site.defaultOgImage) })
  })
})
