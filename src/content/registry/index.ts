/**
 * The page registry: the one list of the site's pages. Every page kind is keyed here
 * by its path (fixed pages) or slug (families: services, industries, case studies,
 * articles) with its title and the words its page header shows, and families carry a
 * lazy import of each page's content. Routes, head tags, structured data, prerendering,
 * sitemap.xml, the /sitemap page, the e2e route lists and the chat assistant's
 * knowledge all read it.
 *
 * This module is part of every first load (routes validate slugs and render their
 * headers from it), so it holds titles, headings and slugs only. Each page's search
 * description and keywords are in `./search-words`, which only head tags, the sitemap
 * and the build read. Article metadata comes from the MDX front matter
 * (articles/meta.gen.ts) and is joined in by `./all-pages`, which only code outside the
 * first load imports.
 */
import { caseStudyPages, type CaseStudySlug } from './case-studies'
import { leadingPages, trailingPages } from './fixed-pages'
import { industryPages, type IndustrySlug } from './industries'
import { servicePages, type ServiceSlug } from './services'
import type { PageEntry } from './types'
import { ARTICLE_PATH_PREFIX } from '~/shared/site-paths'

export { articleSlugs, isArticleSlug, type ArticleSlug } from '../article-slugs'
export { caseStudyPages, industryPages, servicePages, type CaseStudySlug, type IndustrySlug, type ServiceSlug }
export type { ListedPage, PageEntry, PageKind, PageMeta, PageSection } from './types'

type Prefixed<Prefix extends string, Family> = { [Slug in keyof Family & string as `${Prefix}${Slug}`]: Family[Slug] }

function prefixed<Prefix extends string, Family extends Record<string, PageEntry>>(prefix: Prefix, family: Family): Prefixed<Prefix, Family> {
  return Object.fromEntries(Object.entries(family).map(([slug, entry]) => [`${prefix}${slug}`, entry])) as Prefixed<Prefix, Family>
}

/** Where each family's pages live. */
export const familyPrefix = {
  service: '/services/',
  industry: '/verticals/',
  'case-study': '/case-studies/',
  article: ARTICLE_PATH_PREFIX,
} as const

/** Every page except the articles, keyed by path, in sitemap order. */
export const pages = {
  ...leadingPages,
  ...prefixed(familyPrefix['case-study'], caseStudyPages),
  ...prefixed(familyPrefix.service, servicePages),
  ...prefixed(familyPrefix.industry, industryPages),
  ...trailingPages,
}

export type PagePath = keyof typeof pages

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(pages, path)
}

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return Object.hasOwn(servicePages, slug)
}

export function isIndustrySlug(slug: string): slug is IndustrySlug {
  return Object.hasOwn(industryPages, slug)
}

export function isCaseStudySlug(slug: string): slug is CaseStudySlug {
  return Object.hasOwn(caseStudyPages, slug)
}
