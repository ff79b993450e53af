/** The blog's RSS feed link, as the blog index shows it. */
export const articleFeed = {
  label: 'RSS feed',
  description: 'Subscribe to new articles in your feed reader',
} as const
