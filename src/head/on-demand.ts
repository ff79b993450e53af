/**
 * Route head() functions whose code loads on demand. In the browser the landing page's
 * head tags are already in its prerendered HTML, and main.tsx rewrites the head only once
 * the visitor moves to another location. Until then head() returns nothing, so the code
 * that writes titles, Open Graph tags and structured data (./seo and what it imports) is no
 * part of any page's first load. The prerender, and a page that was not prerendered (the
 * dev server), get the full tags at once.
 */
import type * as seoModule from './seo'

type Seo = typeof seoModule
type Head = ReturnType<Seo['seoHead']>

let needed = typeof document === 'undefined' || document.getElementById('root')?.firstElementChild == null

/** Called before the router loads a location other than the prerendered landing page. */
export function headTagsNeeded(): void {
  needed = true
}

export function headTagsAreNeeded(): boolean {
  return needed
}

/** A route's head(): `build` runs with the seo module once tags are needed. */
export function headOnDemand(build: (seo: Seo) => Head): Head | Promise<Head> | Record<string, never> {
  return needed ? import('./seo').then(build) : {}
}
