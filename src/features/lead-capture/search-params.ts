import { searchText } from '~/lib/search-text'

/** /contact?topic=..&message=.. from booking buttons and the ROI calculator. */
export interface ContactSearch {
  topic?: string
  message?: string
}

export function parseContactSearch(search: Record<string, unknown>): ContactSearch {
  return { topic: searchText(search.topic, 80), message: searchText(search.message, 2000) }
}
