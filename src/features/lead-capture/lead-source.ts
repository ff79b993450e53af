/**
 * Where a lead came from, for the agency's eyes only: the page the visitor landed
 * on with any utm_* parameters of that visit, the page before the form, and the
 * topic of the button that brought them. Kept for the tab in session storage (no
 * cookies, nothing sent anywhere but inside the lead's own email). Recorded on every page
 * (in the first load); written into a lead by lead-source-params.ts, which loads with the send.
 */
import { UTM_PARAM } from '~/shared/campaign-params'

export interface LeadSource {
  /** The first page of this tab's visit, as opened. */
  landingPage: string
  /** The utm_* parameters the landing page was opened with. */
  utm: Record<string, string>
  /** The page before the current one (the form's referrer inside the site). */
  previousPage: string
  currentPage: string
}

const storageKey = 'lead-source'
const maxValueLength = 200
const maxUtmParams = 10

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function isLeadSource(value: unknown): value is LeadSource {
  if (!value || typeof value !== 'object') return false
  const record = value as Record<string, unknown>
  return (
    typeof record.landingPage === 'string' &&
    typeof record.previousPage === 'string' &&
    typeof record.currentPage === 'string' &&
    !!record.utm &&
    typeof record.utm === 'object' &&
    Object.values(record.utm).every((v) => typeof v === 'string')
  )
}

export function readLeadSource(store: Storage | null = storage()): LeadSource | null {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(storageKey) ?? 'null')
    return isLeadSource(parsed) ? parsed : null
  } catch {
    return null
  }
}

function utmOf(search: string): Record<string, string> {
  const utm: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(search)) {
    if (Object.keys(utm).length >= maxUtmParams) break
    if (UTM_PARAM.test(name) && value.trim() !== '') utm[name.toLowerCase()] = value.trim().slice(0, maxValueLength)
  }
  return utm
}

/**
 * Notes a page view (call on the first load and after each navigation). The landing
 * page and its utm_* parameters are kept from the tab's first page; a reload of
 * the same page does not move "previous".
 */
export function recordPageView(pathname: string, search: string, store: Storage | null = storage()): LeadSource {
  const path = pathname.slice(0, maxValueLength)
  const known = readLeadSource(store)
  const utm = utmOf(search)
  const landingQuery = new URLSearchParams(utm).toString()
  const next: LeadSource = known
    ? known.currentPage === path
      ? known
      : { ...known, previousPage: known.currentPage, currentPage: path }
    : { landingPage: landingQuery ? `${path}?${landingQuery}` : path, utm, previousPage: '', currentPage: path }
  try {
    store?.setItem(storageKey, JSON.stringify(next))
  } catch {
    // Storage blocked: the lead simply goes without its source.
  }
  return next
}
