/** What the page registry knows about every page (src/content/registry). */
import type { SearchWords } from './search-words'


/** The kinds of page the site has; each kind has one route file. */
export type PageKind = 'page' | 'service' | 'industry' | 'case-study' | 'article'

/** Sitemap grouping (the /sitemap page's columns). */
export type PageSection = 'Main' | 'Services' | 'Industries' | 'Resources' | 'Blog' | 'Company' | 'Legal'

export interface PageMeta {
  /** Short page title; the brand name is appended by the head builder. */
  title: string
  /** The visible page heading (the page's one h1). */
  heading: string
  /** Optional line under the heading. */
  intro?: string
  /** Canonical path when it differs from the page path. */
  canonical?: string
  /** Share image (site path); the page's own title card when absent (src/head/share-image.ts). */
  ogImage?: string
  section: PageSection
  /**
   * Reached only as the result of something else (a form): left off the /sitemap page and
   * sitemap.xml, marked noindex for search engines, still prerendered.
   */
  unlisted?: boolean
}

export interface PageEntry<Content = unknown> extends PageMeta {
  kind: PageKind
  /** Imports this page's content module only (families with one route for many pages). */
  load?: () => Promise<Content>
}

/** A registry entry with its path and search words: what lists of pages (sitemap, prerender, tests) iterate. */
export interface ListedPage extends PageEntry, SearchWords {
  path: string
}
