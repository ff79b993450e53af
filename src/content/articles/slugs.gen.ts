// Generated from src/content/articles/*.mdx by scripts/articles (npm run build or dev). Do not edit:
// change the article files instead. Every article slug, in index order.

export const articleSlugs = [
  'stakeholder-content-automation',
  'ai-jobs-article',
  'smb-ai-guide',
  'field-sales-ai',
  'ai-implementation-guide-2025',
  'beyond-exponential',
  'future-of-sales-ai',
  'rapid-prototyping-best-practices'
] as const
