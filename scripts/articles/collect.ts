/**
 * Reads every article file, validates it and produces the metadata the site needs
 * without the bodies: written as two generated modules (slugs, then the index data)
 * that the router, the blog index, the thank-you page, the sitemap and the RSS feed read.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import * as v from 'valibot'
import { artworkSource } from './artwork.ts'
import { displayDate, frontMatterProblems, frontMatterSchema, readMinutes, readTimeText, type SchemaContext } from './front-matter.ts'
import { guideProblems, readArticleSource, structureProblems } from './read-article.ts'

/** One article's metadata, as the generated module carries it. */
export interface ArticleMeta {
  slug: string
  title: string
  excerpt: string
  description: string
  category: string
  author: string
  /** The author's role in the team, so that the article page need not load the About page's content. */
  authorRole: string
  /** ISO date, for <time datetime>, feeds and structured data. */
  published: string
  /** As the index shows it: "March 25, 2025". */
  date: string
  readTime: string
  wordCount: number
  tags: string[]
  /** Empty for the generated artwork (decorative); what a hand-made picture shows otherwise. */
  imageAlt: string
  /** Hash of the hero artwork: part of the image file names. */
  imageVersion: string
  listed: boolean
  featured: boolean
}

export interface Collected {
  articles: ArticleMeta[]
  /** Anything here fails the build. */
  problems: string[]
  /** The writing guide's length rules: reported by the build, enforced by the tests. */
  warnings: string[]
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function articleFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))
    .sort()
}

export function collectArticles(dir: string, context: SchemaContext, root = process.cwd()): Collected {
  const schema = frontMatterSchema(context)
  const articles: ArticleMeta[] = []
  const problems: string[] = []
  const warnings: string[] = []

  for (const name of articleFiles(dir)) {
    const file = relative(root, join(dir, name))
    const slug = name.replace(/\.mdx?$/, '')
    if (!SLUG.test(slug)) problems.push(`${file}: the file name is the URL slug; use lower-case words joined by hyphens`)
    let info
    try {
      info = readArticleSource(readFileSync(join(dir, name), 'utf8'))
    } catch (error) {
      problems.push(`${file}: cannot be read: ${error instanceof Error ? error.message : String(error)}`)
      continue
    }
    if (info.frontMatter === undefined) {
      problems.push(`${file}: no front matter (a --- block at the top with title, excerpt, description, …)`)
      continue
    }
    const result = v.safeParse(schema, info.frontMatter)
    if (!result.success) {
      problems.push(...frontMatterProblems(file, result.issues))
      continue
    }
    const data = result.output
    problems.push(...heroImageProblems(file, existsSync(join(dir, `${slug}.svg`)), data))
    problems.push(...structureProblems(file, info))
    warnings.push(...guideProblems(file, info))
    const minutes = typeof data.readTime === 'number' ? data.readTime : data.readTime ? Number.parseInt(data.readTime, 10) : readMinutes(info.wordCount)
    articles.push({
      slug,
      title: data.title,
      excerpt: data.excerpt,
      description: data.description,
      category: data.category,
      author: data.author,
      authorRole: context.team.find((member) => member.name === data.author)?.role ?? '',
      published: data.date,
      date: displayDate(data.date),
      readTime: readTimeText(minutes),
      wordCount: info.wordCount,
      tags: data.tags,
      imageAlt: data.imageAlt ?? '',
      imageVersion: createHash('sha256').update(artworkSource(dir, slug, data.category)).digest('hex').slice(0, 8),
      listed: data.listed,
      featured: data.featured,
    })
  }

  const featured = articles.filter((article) => article.featured)
  if (articles.length > 0 && featured.length !== 1)
    problems.push(`src/content/articles: exactly one article has "featured: true" (found ${featured.length}: ${featured.map((a) => a.slug).join(', ') || 'none'})`)
  for (const article of featured) if (!article.listed) problems.push(`${article.slug}: the featured article must be listed ("listed: true")`)
  const titles = new Map<string, string>()
  for (const article of articles) {
    const other = titles.get(article.title.toLowerCase())
    if (other) problems.push(`${article.slug}: has the same title as ${other}`)
    titles.set(article.title.toLowerCase(), article.slug)
  }

  return { articles: sortForIndex(articles), problems, warnings }
}

/** The index order: the featured article first, then newest first (then by title). */
export function sortForIndex(articles: readonly ArticleMeta[]): ArticleMeta[] {
  return [...articles].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
  )
}

const banner = (what: string) =>
  `// Generated from src/content/articles/*.mdx by scripts/articles (npm run build or dev). Do not edit:\n// change the article files instead. ${what}\n`

export function renderSlugsModule(articles: readonly ArticleMeta[]): string {
  return `${banner('Every article slug, in index order.')}\nexport const articleSlugs = ${JSON.stringify(
    articles.map((article) => article.slug),
    null,
    2,
  ).replace(/"/g, "'")} as const\n`
}

export function renderMetaModule(articles: readonly ArticleMeta[]): string {
  return `${banner('Front matter and read time of every article, without the bodies.')}\nexport const articleMeta = ${JSON.stringify(articles, null, 2)} as const\n`
}

/**
 * An alt text must say what is drawn. The generated hero (scripts/articles/artwork.ts) is
 * abstract shapes picked from the slug, which no author sees when writing: it is marked
 * `imageDecorative: true` and gets an empty alt. Only a hand-made `<slug>.svg`, whose
 * content the author chose, is described by an `imageAlt`.
 */
export function heroImageProblems(file: string, handMade: boolean, data: { imageAlt?: string; imageDecorative?: true }): string[] {
  if (handMade) {
    if (data.imageDecorative || !data.imageAlt)
      return [`${file}: the hero is a hand-made picture: describe what it shows in "imageAlt" (and leave out "imageDecorative")`]
    return []
  }
  if (data.imageAlt !== undefined)
    return [`${file}: "imageAlt" would promise what is not drawn: the hero is generated abstract artwork, so mark it "imageDecorative: true" (an empty alt), or add a hand-made ${file.replace(/\.mdx?$/, '.svg')} and describe that`]
  if (!data.imageDecorative) return [`${file}: front matter "imageDecorative": must be true for the generated abstract hero artwork`]
  return []
}
