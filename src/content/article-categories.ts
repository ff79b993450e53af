/**
 * The blog's article categories, in the order the index shows its filter buttons.
 * Kept apart from the article texts: the blog route's search validation needs only
 * these names, and it runs in the shared first load of every page.
 */
export const articleCategories = ['AI Implementation', 'Development', 'Sales AI', 'Marketing AI', 'Customer Support'] as const

export type ArticleCategory = (typeof articleCategories)[number]
