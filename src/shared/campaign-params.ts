/**
 * What a campaign appends to a link to the site: no page shows anything from it. The lead's source
 * keeps the utm_ parameters (src/features/lead-capture/lead-source.ts); the boot script starts a page
 * of islands at the visitor's first act all the same when the address carries nothing else (src/boot.ts).
 */

/** A campaign's utm_ parameter (utm_source, utm_medium, utm_campaign...). */
export const UTM_PARAM = /^utm_[a-z0-9_]{1,30}$/i

/** The click ids that ad platforms and mailers append (Google, Microsoft, Meta, LinkedIn, TikTok, X, Mailchimp). */
const CLICK_IDS = new Set(['gclid', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'fbclid', 'li_fat_id', 'ttclid', 'twclid', 'mc_cid', 'mc_eid'])

/** Whether an address's query (`location.search`) is empty or holds only a campaign's parameters. */
export function onlyCampaignParams(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) if (!UTM_PARAM.test(name) && !CLICK_IDS.has(name.toLowerCase())) return false
  return true
}
