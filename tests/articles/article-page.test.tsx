// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '~/config/site'
import { articles } from '~/content/articles'
import { renderApp } from '../render-app'

const article = articles['smb-ai-guide']
const main = () => within(screen.getByRole('main'))

describe('/blog/$slug', () => {
  it("renders the article from its file: one h1, the hero, the author box and the body's sections", async () => {
    await renderApp('/blog/smb-ai-guide')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title)

    // The generated artwork is decorative: an empty alt, so assistive tech skips it.
    const hero = main().getAllByRole('presentation').find((el) => el.tagName === 'IMG')!
    expect(hero).toHaveAttribute('alt', '')
    expect(hero).toHaveAttribute('loading', 'eager')
    expect(hero).toHaveAttribute('fetchpriority', 'high')
    expect(hero).toHaveAttribute('width', '1600')
    expect(hero).toHaveAttribute('height', '840')

    expect(main().getByRole('link', { name: article.author })).toHaveAttribute('href', '/about#about-team')
    expect(main().getByText(article.date)).toHaveAttribute('datetime', article.published)
    expect(main().getAllByText(article.readTime).length).toBeGreaterThan(0)
    for (const tag of article.tags) expect(within(main().getByRole('list', { name: 'Tags' })).getByText(tag)).toBeInTheDocument()
  })

  it('links every section from the table of contents to its heading id', async () => {
    await renderApp('/blog/smb-ai-guide')
    const [inline] = screen.getAllByRole('navigation', { name: 'Table of contents' })
    const links = within(inline as HTMLElement).getAllByRole('link')
    const sections = main().getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('[data-article-body]'))
    expect(links.length).toBeGreaterThanOrEqual(4)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sections.map((heading) => `#${heading.id}`))
    expect(links.map((link) => link.textContent)).toEqual(sections.map((heading) => heading.textContent))
  })

  it('shares the canonical URL on LinkedIn and X in a new tab, and offers to copy it', async () => {
    await renderApp('/blog/smb-ai-guide')
    const share = main().getByRole('group', { name: 'Share this article' })
    const linkedIn = within(share).getByRole('link', { name: /Share on LinkedIn/ })
    const x = within(share).getByRole('link', { name: /Share on X/ })
    for (const link of [linkedIn, x]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link.getAttribute('href')).toContain(encodeURIComponent(absoluteUrl('/blog/smb-ai-guide')))
    }
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument()
  })

  it('ends with related articles and a call to action to the contact page', async () => {
    await renderApp('/blog/smb-ai-guide')
    const related = main().getByRole('region', { name: 'Related articles' })
    const cards = within(related).getAllByRole('article')
    expect(cards.length).toBeGreaterThan(0)
    expect(cards.length).toBeLessThanOrEqual(3)
    expect(within(related).queryByRole('link', { name: article.title })).not.toBeInTheDocument()
    expect(within(main().getByRole('region', { name: 'Ready to put this into practice?' })).getByRole('link', { name: /Contact us/ })).toHaveAttribute(
      'href',
      '/contact',
    )
  })
})
