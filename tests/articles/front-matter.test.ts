import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { team } from '~/content/about'
import { articleCategories } from '~/content/article-categories'
import { collectArticles } from '../../scripts/articles/collect'
import { loadTeam } from '../../scripts/articles/vite-plugin'

const context = { team: team.members.map(({ name, role }) => ({ name, role })), categories: articleCategories }

const good = {
  title: '"A Good Article Title"',
  excerpt: '"An excerpt long enough to be a proper card text for the index."',
  description: '"A description between fifty and one hundred and sixty characters, for search results."',
  category: '"Development"',
  author: '"Daniel Okafor"',
  date: '"2025-03-15"',
  tags: '["Prototyping", "MVP"]',
  imageDecorative: 'true',
  listed: 'true',
  featured: 'true',
}

const body = ['## One', 'Some words here.', '## Two', 'More words.'].join('\n\n')

/** Writes article files into a fresh folder laid out like the repository and collects them. */
function collect(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'articles-'))
  const dir = join(root, 'src', 'content', 'articles')
  mkdirSync(dir, { recursive: true })
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content)
  return collectArticles(dir, context, root)
}

function article(fields: Record<string, string | undefined>, text = body): string {
  const lines = Object.entries({ ...good, ...fields })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
  return `---\n${lines.join('\n')}\n---\n\n${text}\n`
}

describe('the article front matter check (run by the build)', () => {
  it('accepts a well-formed article and derives the date text and read time', () => {
    const { articles, problems } = collect({ 'good-one.mdx': article({}) })
    expect(problems).toEqual([])
    expect(articles[0]).toMatchObject({ slug: 'good-one', date: 'March 15, 2025', published: '2025-03-15', readTime: '1 min read', listed: true, featured: true })
  })

  it.each([
    ['author', { author: '"Marcus Reed"' }, /must be a team member's exact name/],
    ['category', { category: '"Blockchain"' }, /must be one of: AI Implementation/],
    ['date', { date: '"2025-02-30"' }, /must be an ISO date/],
    ['description', { description: '"Too short."' }, /at least 50 characters/],
    ['tags', { tags: '"AI"' }, /must be a list/],
    ['title', { title: undefined }, /.+/],
    ['listed', { listed: '"yes"' }, /must be true or false/],
  ])('fails naming the file and the field when "%s" is wrong', (field, fields, message) => {
    const { problems } = collect({ 'bad-one.mdx': article(fields) })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`src/content/articles/bad-one.mdx: front matter "${field}"`)
    expect(problems[0]).toMatch(message)
  })

  it('keeps the generated hero artwork decorative: an alt text there would promise what is not drawn', () => {
    const promised = collect({ 'promise.mdx': article({ imageDecorative: undefined, imageAlt: '"Human silhouettes around a conference table."' }) })
    expect(promised.problems).toEqual([expect.stringMatching(/promise\.mdx: "imageAlt" would promise what is not drawn: .*imageDecorative: true/)])
    const unmarked = collect({ 'unmarked.mdx': article({ imageDecorative: undefined }) })
    expect(unmarked.problems).toEqual([expect.stringMatching(/unmarked\.mdx: front matter "imageDecorative": must be true/)])
    const marked = collect({ 'marked.mdx': article({}) })
    expect(marked.problems).toEqual([])
    expect(marked.articles[0]?.imageAlt).toBe('')
  })

  it('asks for an alt text that describes a hand-made hero picture', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 840"><rect width="1600" height="840" fill="#1e1b4b"/></svg>'
    const described = collect({ 'drawn.mdx': article({ imageDecorative: undefined, imageAlt: '"A dark indigo field, empty of shapes."' }), 'drawn.svg': svg })
    expect(described.problems).toEqual([])
    expect(described.articles[0]?.imageAlt).toBe('A dark indigo field, empty of shapes.')
    const undescribed = collect({ 'blank.mdx': article({}), 'blank.svg': svg })
    expect(undescribed.problems).toEqual([expect.stringMatching(/blank\.mdx: the hero is a hand-made picture: describe what it shows in "imageAlt"/)])
  })

  it('holds every article of the site to it', () => {
    const { problems } = collectArticles(join(process.cwd(), 'src', 'content', 'articles'), context)
    expect(problems.filter((problem) => /imageAlt|imageDecorative|hero/.test(problem))).toEqual([])
  })

  it('fails on a misspelt field instead of ignoring it', () => {
    const { problems } = collect({ 'typo.mdx': article({ catgory: '"Development"' }) })
    expect(problems.join('\n')).toContain('src/content/articles/typo.mdx: front matter "catgory": is not a field of an article')
  })

  it('fails on an h1 or a skipped heading level in the body, with the line', () => {
    const { problems } = collect({ 'shapes.mdx': article({}, '# Title again\n\n## Fine\n\n#### Too deep') })
    expect(problems.some((p) => /shapes\.mdx:\d+: "# Title again" is an h1/.test(p))).toBe(true)
    expect(problems.some((p) => /shapes\.mdx:\d+: heading "Too deep" skips a level/.test(p))).toBe(true)
  })

  it('fails when no article or two articles are featured, and on a file without front matter', () => {
    expect(collect({ 'a.mdx': article({ featured: 'false' }) }).problems.join()).toMatch(/exactly one article has "featured: true" \(found 0/)
    expect(collect({ 'a.mdx': article({}), 'b.mdx': article({ title: '"Another Good Title"' }) }).problems.join()).toMatch(/found 2: a, b/)
    expect(collect({ 'bare.mdx': body }).problems.join()).toMatch(/bare\.mdx: no front matter/)
  })

  it('fails on MDX that does not parse, naming the file', () => {
    expect(collect({ 'broken.mdx': article({}, '## One\n\nAn unclosed <div> tag') }).problems.join()).toMatch(/broken\.mdx: cannot be read/)
  })

  it('reads the team from src/content/about.ts for the build', async () => {
    expect(await loadTeam(process.cwd())).toEqual(context.team)
  })
})
