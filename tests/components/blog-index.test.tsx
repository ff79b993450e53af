// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { articleList, articles } from '~/content/articles'
import { blogCategories, blogIndex } from '~/content/blog-index'
import { renderApp } from '../render-app'

const main = () => within(screen.getByRole('main'))
const shownTitles = () => main().getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 3 }).textContent)
const categoryButtons = () => within(main().getByRole('group', { name: 'Filter by category' })).getAllByRole('button')
const searchBox = () => main().getByRole('searchbox', { name: 'Search articles' })
const resultCount = () => main().getByText((_, element) => element?.getAttribute('aria-live') === 'polite')

const listedTitles = [
  'Automating Stakeholder Content Without Losing Your Voice',
  'AI and Jobs: What Changes, What Does Not',
  'The SMB Guide to Getting Started with AI',
  'How AI Is Transforming Field Sales Teams',
  'The Complete AI Implementation Guide for 2025',
  'Beyond Exponential: Planning for Compounding AI Progress',
  'The Future of Sales AI: From Copilots to Agents',
  'Rapid Prototyping Best Practices for AI Products',
]

describe('blog index content', () => {
  it('has the spec strings and complete page text', () => {
    const text = v.pipe(v.string(), v.minLength(2))
    v.parse(
      v.object({
        featured: v.object({ heading: text, badge: text, readMore: text }),
        browse: v.object({ heading: text, intro: text }),
        search: v.object({ label: v.literal('Search articles'), placeholder: v.literal('Search articles...') }),
        categories: v.object({ groupLabel: text, all: v.literal('All') }),
        empty: v.object({ title: text, body: text, clear: v.literal('Clear filters') }),
        byline: text,
      }),
      blogIndex,
    )
    expect(blogCategories).toEqual(['AI Implementation', 'Development', 'Sales AI'])
    expect([0, 1, 3].map(blogIndex.resultCount)).toEqual(['No matching articles', '1 article', '3 articles'])
  })
})

describe('/blog', () => {
  it('lists the eight articles unfiltered, the first one featured above a grid of seven', async () => {
    await renderApp('/blog')
    expect(screen.getByRole('heading', { level: 1, name: 'AI Insights' })).toBeInTheDocument()
    expect(shownTitles()).toEqual(listedTitles)
    const featured = main().getAllByRole('article')[0]
    expect(featured).toHaveAttribute('data-featured', 'true')
    expect(within(main().getByRole('region', { name: 'Featured article' })).getByRole('article')).toBe(featured)
    expect(within(main().getByRole('list')).getAllByRole('article')).toHaveLength(7)
    expect(main().getByText(articles['beyond-exponential'].title)).toBeInTheDocument()
    expect(resultCount()).toHaveTextContent('')
  })

  it('shows category, linked title, excerpt, author, date and read time on each card', async () => {
    await renderApp('/blog')
    const card = main().getByRole('article', { name: articles['field-sales-ai'].title })
    expect(within(card).getByRole('link', { name: articles['field-sales-ai'].title })).toHaveAttribute('href', '/blog/field-sales-ai')
    // Author and read time come from the article's front matter (the read time from its length).
    const { excerpt, author, readTime } = articles['field-sales-ai']
    for (const text of ['Sales AI', excerpt, author, readTime]) expect(card).toHaveTextContent(text)
    expect(readTime).toMatch(/^\d+ min read$/)
    expect(within(card).getByText('March 18, 2025')).toHaveAttribute('datetime', '2025-03-18')
  })

  it("has a labelled search box with the placeholder 'Search articles...' in a search landmark", async () => {
    await renderApp('/blog')
    const input = searchBox()
    expect(input).toHaveAttribute('placeholder', 'Search articles...')
    expect(input).toHaveAttribute('type', 'search')
    expect(main().getByRole('search')).toContainElement(input)
  })

  it('has a category toggle button for each category with articles, with All pressed', async () => {
    await renderApp('/blog')
    const buttons = categoryButtons()
    expect(buttons.map((button) => button.textContent)).toEqual(['All', 'AI Implementation', 'Development', 'Sales AI'])
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false'])
  })

  it('lists every article, and no category button leads to an empty list', async () => {
    const user = userEvent.setup()
    await renderApp('/blog')
    const linked = main()
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/blog/'))
    expect(new Set(linked)).toEqual(new Set(articleList.map((article) => `/blog/${article.slug}`)))
    for (const button of categoryButtons().slice(1)) {
      await user.click(button)
      expect(shownTitles().length, button.textContent ?? '').toBeGreaterThan(0)
      await user.click(button)
    }
  })

  it("shows only Sales AI articles after 'Sales AI', in the URL, and all again after a second press", async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/blog')
    await user.click(main().getByRole('button', { name: 'Sales AI' }))
    expect(main().getByRole('button', { name: 'Sales AI' })).toHaveAttribute('aria-pressed', 'true')
    expect(main().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    expect(shownTitles()).toEqual(['How AI Is Transforming Field Sales Teams', 'The Future of Sales AI: From Copilots to Agents'])
    expect(main().queryByRole('region', { name: 'Featured article' })).not.toBeInTheDocument()
    expect(resultCount()).toHaveTextContent('2 articles')
    expect(router.state.location.search).toEqual({ category: 'Sales AI' })

    await user.click(main().getByRole('button', { name: 'Sales AI' }))
    expect(main().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(shownTitles()).toEqual(listedTitles)
  })

  it('filters as a word is typed, without a history entry per keystroke', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/blog')
    const entriesBefore = router.history.length
    await user.type(searchBox(), 'prototyping')
    expect(shownTitles()).toEqual(['Rapid Prototyping Best Practices for AI Products'])
    expect(resultCount()).toHaveTextContent('1 article')
    expect(searchBox()).toHaveValue('prototyping')
    expect(router.state.location.search).toEqual({ q: 'prototyping' })
    expect(router.history.length).toBe(entriesBefore)
  })

  it('combines the search with a category', async () => {
    const user = userEvent.setup()
    await renderApp('/blog')
    await user.type(searchBox(), 'guide')
    expect(shownTitles()).toEqual(['The SMB Guide to Getting Started with AI', 'The Complete AI Implementation Guide for 2025'])
    await user.click(main().getByRole('button', { name: 'Development' }))
    expect(main().getByText(blogIndex.empty.title)).toBeInTheDocument()
    expect(searchBox()).toHaveValue('guide')
  })

  it("says so when nothing matches, and 'Clear filters' restores every article", async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/blog')
    await user.click(main().getByRole('button', { name: 'Development' }))
    await user.type(searchBox(), 'blockchain')
    expect(main().queryAllByRole('article')).toHaveLength(0)
    expect(main().getByText('No articles match your filters')).toBeInTheDocument()
    expect(resultCount()).toHaveTextContent('No matching articles')

    await user.click(main().getByRole('button', { name: 'Clear filters' }))
    expect(shownTitles()).toEqual(listedTitles)
    expect(searchBox()).toHaveValue('')
    expect(searchBox()).toHaveFocus()
    expect(main().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(router.state.location.search).toEqual({})
  })

  it('opens a shared filtered link, and ignores an invalid category', async () => {
    await renderApp('/blog?category=Sales%20AI&q=telecom')
    expect(shownTitles()).toEqual(['How AI Is Transforming Field Sales Teams'])
    expect(searchBox()).toHaveValue('telecom')
    expect(main().getByRole('button', { name: 'Sales AI' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('ignores an invalid ?category= and shows the full index', async () => {
    await renderApp('/blog?category=Crypto')
    expect(shownTitles()).toEqual(listedTitles)
    expect(main().getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(main().getByRole('region', { name: 'Featured article' })).toBeInTheDocument()
  })

  it('goes back to the previous filter with Back and forward again', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/blog')
    await user.click(main().getByRole('button', { name: 'Sales AI' }))
    await user.click(main().getByRole('button', { name: 'Development' }))
    expect(shownTitles()).toEqual(['Rapid Prototyping Best Practices for AI Products'])
    act(() => router.history.back())
    await waitFor(() => expect(main().getByRole('button', { name: 'Sales AI' })).toHaveAttribute('aria-pressed', 'true'))
    expect(shownTitles()).toHaveLength(2)
    act(() => router.history.back())
    await waitFor(() => expect(shownTitles()).toEqual(listedTitles))
    act(() => router.history.forward())
    await waitFor(() => expect(shownTitles()).toHaveLength(2))
  })
})
