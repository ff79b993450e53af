/**
 * Where the articles live in the site's addresses: the content registry builds their paths from it,
 * and retrieval (shared with the server, which reads no content) tells an article's passages by it.
 */
export const ARTICLE_PATH_PREFIX = '/blog/'
