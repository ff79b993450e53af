/**
 * The blog's article slugs. Kept apart from the article texts: the article route
 * checks a slug before anything loads, and that check is part of every first load.
 */
export const articleSlugs = [
  'stakeholder-content-automation',
  'ai-jobs-article',
  'smb-ai-guide',
  'field-sales-ai',
  'ai-implementation-guide-2025',
  'future-of-sales-ai',
  'rapid-prototyping-best-practices',
  'beyond-exponential',
] as const

export type ArticleSlug = (typeof articleSlugs)[number]

export function isArticleSlug(value: string): value is ArticleSlug {
  return (articleSlugs as readonly string[]).includes(value)
}
