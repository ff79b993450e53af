import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { team } from '~/content/about'
import { articleCategories } from '~/content/article-categories'
import { articleList, articleSlugs } from '~/content/articles'
import { knownPaths } from '~/content/schema'
import { collectArticles, renderMetaModule, renderSlugsModule } from '../../scripts/articles/collect'
import { bodyRules, guideProblems, readArticleSource } from '../../scripts/articles/read-article'

const dir = join(process.cwd(), 'src/content/articles')
const teamNames = team.members.map((member) => member.name)
const sourceOf = (slug: string) => readFileSync(join(dir, `${slug}.mdx`), 'utf8')

describe('the article index data (generated from the front matter)', () => {
  it('has the eight articles, every one listed on /blog, the stakeholder article featured first', () => {
    expect([...articleSlugs].sort()).toEqual(
      [
        'stakeholder-content-automation',
        'ai-jobs-article',
        'smb-ai-guide',
        'field-sales-ai',
        'ai-implementation-guide-2025',
        'future-of-sales-ai',
        'rapid-prototyping-best-practices',
        'beyond-exponential',
      ].sort(),
    )
    // Every article with a page is on /blog: an unlisted one would be a page the index hides.
    expect(articleList.filter((article) => !article.listed).map((article) => article.slug)).toEqual([])
    expect(articleList.filter((article) => article.featured).map((article) => article.slug)).toEqual(['stakeholder-content-automation'])
    expect(articleList[0]?.slug).toBe('stakeholder-content-automation')
  })

  it('dates every article between 10 and 25 March 2025 and shows the date as the index does', () => {
    for (const article of articleList) {
      expect(article.published >= '2025-03-10' && article.published <= '2025-03-25', article.slug).toBe(true)
      expect(article.date).toMatch(/^March (1\d|2[0-5]), 2025$/)
    }
  })

  it('credits every article to a team member and a known category', () => {
    for (const article of articleList) {
      expect(teamNames, article.slug).toContain(article.author)
      expect(articleCategories, article.slug).toContain(article.category)
    }
  })

  it('is what the article files say now (the generated modules are up to date)', () => {
    const collected = collectArticles(dir, { team: team.members.map(({ name, role }) => ({ name, role })), categories: articleCategories })
    expect(collected.problems).toEqual([])
    expect(readFileSync(join(dir, 'meta.gen.ts'), 'utf8')).toBe(renderMetaModule(collected.articles))
    expect(readFileSync(join(dir, 'slugs.gen.ts'), 'utf8')).toBe(renderSlugsModule(collected.articles))
  })
})

describe('the article bodies', () => {
  it.each(articleSlugs.map((slug) => [slug]))('%s follows the writing guide (1,200+ words, 4-8 sections, no h1)', (slug) => {
    const info = readArticleSource(sourceOf(slug))
    expect(guideProblems(slug, info)).toEqual([])
    expect(info.wordCount).toBeGreaterThanOrEqual(bodyRules.minWords)
    expect(info.headings.filter((heading) => heading.depth === 1)).toEqual([])
  })

  it('links only to pages the site has', () => {
    for (const slug of articleSlugs) {
      for (const { url, line } of readArticleSource(sourceOf(slug)).links) {
        if (!url.startsWith('/')) continue
        expect(knownPaths.has(url.split('#')[0] ?? ''), `${slug}.mdx:${line} links to ${url}`).toBe(true)
      }
    }
  })
})
