import { describe, expect, it } from 'vitest'
import { absoluteUrl, site } from '~/config/site'
import { allPages } from '~/content/registry/all-pages'
import { collectHead } from '~/head/head'
import { pageHead, seoHead } from '~/head/seo'
import { pages, type ArticleSlug, type PagePath } from '~/content/registry'
import { shareCards } from '~/entry-server'
import { loadArticle } from '~/features/blog/load-article'
import { shareCardOf } from '~/head/share-card'
import { drawnFooter, shareCardAlt, shareImagePath } from '~/head/share-image'

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
    expect(metaContent(head, 'og:image:alt')).toMatchObject({ content: 'Meridian AI: Talk to an AI Advisor. Implement AI. Slash Costs. Accelerate Revenue.' })
    expect(metaContent(head, 'twitter:image:alt')).toMatchObject({ content: 'Meridian AI: Talk to an AI Advisor. Implement AI. Slash Costs. Accelerate Revenue.' })
  })

  it("describes every page's card by what the build draws on it, not by the page's title", async () => {
    for (const card of shareCards) {
      const path = allPages.find((page) => shareImagePath(page.path) === card.imagePath)!.path
      const head = path.startsWith('/blog/') ? seoHead((await loadArticle(path.slice('/blog/'.length) as ArticleSlug)).seoInput) : pageHead(path as PagePath)
      const alt = metaContent(head, 'og:image:alt')
      expect(alt, path).toMatchObject({ content: shareCardAlt(card.card) })
      // Every text the card draws is in its alt text, in the order it is drawn.
      const drawn = [card.card.brand, card.card.kicker, card.card.title, drawnFooter(card.card)].filter(Boolean) as string[]
      const at = drawn.map((text) => (alt && 'content' in alt ? alt.content.indexOf(text.replace(/[.]$/, '')) : -1))
      expect(at.every((index, i) => index >= 0 && (i === 0 || index > at[i - 1]!)), `${path}: ${JSON.stringify(drawn)}`).toBe(true)
    }
    expect(shareCardAlt(shareCardOf(pages['/webinars']))).toBe('Meridian AI · Resources: Upcoming Webinars. Implement AI. Slash Costs. Accelerate Revenue.')
    // The home page's heading is the tagline: drawn once, said once.
    expect(shareCardAlt(shareCardOf(pages['/']))).toBe('Meridian AI: Implement AI. Slash Costs. Accelerate Revenue.')
  })

  it('falls back to the default image for a head without a page of the registry (the 404 page)', () => {
    const head = seoHead({ title: 'Page not found', description: 'The page you were looking for does not exist on this site.', ogUrl: '/404' })
    expect(metaContent(head, 'og:image')).toMatchObject({ content: absoluteUrl(site.defaultOgImage) })
    // What the 404 page's HTML carries: no route has a head, so collectHead uses the not-found head.
    const notFound = collectHead([]).tags.find((tag) => tag.kind === 'meta' && tag.id === 'og:image')
    expect(notFound).toMatchObject({ content: absoluteUrl(site.defaultOgImage) })
  })
})
