/**
 * The quality budgets and their verdicts. Pure: takes measured figures, returns the
 * list of budgets a run missed (empty when everything is within budget).
 */
import type { CrawlerView } from './crawler-view.ts'

export const budgets = {
  lighthouseMobile: { accessibility: 100, 'best-practices': 100, seo: 100, performance: 95 },
  homeJsGzipKB: 150,
  homeCssGzipKB: 25,
  anyRouteJsGzipKB: 170,
  cls: 0.02,
  description: { min: 50, max: 160 },
} as const

export type Category = keyof typeof budgets.lighthouseMobile

export interface LighthouseFigures {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  transferKB: number
}

export interface RouteResult {
  path: string
  jsGzipKB: number
  cssGzipKB: number
  jsRawKB: number
  cssRawKB: number
  forbiddenInFirstLoad: string[]
  crawler: CrawlerView
  vnuErrors: string[]
  axe: Record<string, number>
  lighthouse?: { mobile?: LighthouseFigures; desktop?: LighthouseFigures }
}

export interface AuditOptions {
  /** Categories whose Lighthouse score is only printed, not gated (CI prints performance). */
  ungatedCategories?: readonly Category[]
}

export function missedBudgets(results: readonly RouteResult[], options: AuditOptions = {}): string[] {
  const misses: string[] = []
  const titles = new Map<string, string>()
  for (const r of results) {
    const at = r.path
    if (r.path === '/') {
      if (r.jsGzipKB > budgets.homeJsGzipKB) misses.push(`${at}: first-load JS ${r.jsGzipKB.toFixed(1)} KB gzip > ${budgets.homeJsGzipKB} KB`)
      if (r.cssGzipKB > budgets.homeCssGzipKB) misses.push(`${at}: first-load CSS ${r.cssGzipKB.toFixed(1)} KB gzip > ${budgets.homeCssGzipKB} KB`)
    }
    if (r.jsGzipKB > budgets.anyRouteJsGzipKB) misses.push(`${at}: first-load JS ${r.jsGzipKB.toFixed(1)} KB gzip > ${budgets.anyRouteJsGzipKB} KB`)
    for (const what of r.forbiddenInFirstLoad) misses.push(`${at}: ${what} is in the first load`)
    const c = r.crawler
    if (!c.title) misses.push(`${at}: no title`)
    else if (titles.has(c.title)) misses.push(`${at}: title "${c.title}" also used by ${titles.get(c.title)}`)
    else titles.set(c.title, at)
    if (c.description.length < budgets.description.min || c.description.length > budgets.description.max) {
      misses.push(`${at}: description has ${c.description.length} characters (50-160)`)
    }
    if (!c.canonical) misses.push(`${at}: no canonical`)
    if (c.h1Count !== 1) misses.push(`${at}: ${c.h1Count} h1 elements`)
    for (const error of r.vnuErrors) misses.push(`${at}: HTML error: ${error}`)
    for (const [where, count] of Object.entries(r.axe)) if (count > 0) misses.push(`${at}: ${count} axe violation(s) (${where})`)
    const mobile = r.lighthouse?.mobile
    if (mobile) {
      for (const [category, floor] of Object.entries(budgets.lighthouseMobile) as [Category, number][]) {
        if (options.ungatedCategories?.includes(category)) continue
        if (mobile.scores[category] < floor) misses.push(`${at}: Lighthouse mobile ${category} ${mobile.scores[category]} < ${floor}`)
      }
      if (mobile.cls > budgets.cls) misses.push(`${at}: CLS ${mobile.cls.toFixed(3)} > ${budgets.cls}`)
    }
  }
  return misses
}
