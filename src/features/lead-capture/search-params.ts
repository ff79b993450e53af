import * as v from 'valibot'
import { searchText } from '~/lib/search-text'

/** /contact?topic=..&message=.. from booking buttons and the ROI calculator. */
export const contactSearchSchema = v.object({
  topic: searchText(80),
  message: searchText(2000),
})

export type ContactSearch = v.InferOutput<typeof contactSearchSchema>
