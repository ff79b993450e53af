/**
 * The article file format: the front matter schema (valibot) and the body rules.
 * Used by the build (scripts/articles/vite-plugin.ts), which fails naming the file and
 * the field, and by the tests. Pure: the team and the categories are passed in.
 */
import * as v from 'valibot'

/** About 230 words a minute, rounded up: "9 min read". */
export const WORDS_PER_MINUTE = 230

export function readMinutes(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE))
}

export function readTimeText(minutes: number): string {
  return `${minutes} min read`
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-03-25" as the index shows it: "March 25, 2025". */
export function displayDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-')
  return `${months[Number(month) - 1] ?? ''} ${Number(day)}, ${year}`
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

const text = (min: number, max: number) =>
  v.pipe(
    v.string('must be text (in quotes)'),
    v.trim(),
    v.minLength(min, `must be at least ${min} characters`),
    v.maxLength(max, `must be at most ${max} characters`),
  )

export interface SchemaContext {
  /** The team members' exact names and roles (src/content/about.ts, team.members). */
  team: readonly { name: string; role: string }[]
  /** The blog's categories (src/content/article-categories.ts). */
  categories: readonly string[]
}

/**
 * One article's front matter. Unknown keys are errors too, so a misspelt field
 * ("catgory") fails instead of being silently ignored.
 */
export function frontMatterSchema({ team, categories }: SchemaContext) {
  const teamNames = team.map((member) => member.name)
  return v.strictObject(
    {
      title: text(10, 60),
      excerpt: text(40, 240),
      description: text(50, 160),
      category: v.picklist(categories, `must be one of: ${categories.join(', ')}`),
      author: v.picklist(teamNames, `must be a team member's exact name from src/content/about.ts: ${teamNames.join(', ')}`),
      date: v.pipe(
        v.string('must be an ISO date in quotes, like "2025-03-15"'),
        v.check(isCalendarDate, 'must be an ISO date (YYYY-MM-DD) that exists, like "2025-03-15"'),
      ),
      tags: v.pipe(
        v.array(text(2, 40), 'must be a list, like ["AI strategy", "MLOps"]'),
        v.minLength(1, 'must have at least one tag'),
        v.maxLength(6, 'must have at most six tags'),
        v.check((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'must not repeat a tag'),
      ),
      /** Only for a hand-made `<slug>.svg`: what that picture shows. */
      imageAlt: v.optional(text(10, 200)),
      /** The generated hero is abstract art drawn from the slug: decorative, so its alt is empty. */
      imageDecorative: v.optional(v.literal(true, 'must be true (or left out for a hand-made <slug>.svg with an imageAlt)')),
      listed: v.optional(v.boolean('must be true or false'), true),
      featured: v.optional(v.boolean('must be true or false'), false),
      readTime: v.optional(
        v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^\d+ min read$/))], 'must be a whole number of minutes or text like "9 min read"'),
      ),
    },
    (issue) => `is not a field of an article (allowed: title, excerpt, description, category, author, date, tags, imageAlt, imageDecorative, listed, featured, readTime; got ${issue.received})`,
  )
}

/** "src/content/articles/x.mdx: front matter "author": must be …" for every problem. */
export function frontMatterProblems(file: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const field = v.getDotPath(issue) ?? (issue.kind === 'schema' && issue.expected === 'never' ? String(issue.path?.[0]?.key ?? '') : '')
    return `${file}: front matter${field ? ` "${field}"` : ''}: ${issue.message}`
  })
}
