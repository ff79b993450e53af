import { site } from '~/config/site'

/** The blog's RSS feed (written by scripts/prerender.ts), announced in every page's head and linked from the blog. */
export const rssFeedPath = '/rss.xml'
export const rssFeedTitle = `${site.brandName} blog`
