/**
 * What an agency replaces before launch. The settings are checked by the deploy build
 * (env-schema.ts: a sample value fails it, naming each); the sample content below is
 * printed by every deploy build as a checklist (the demo keeps all of it, and says where
 * with a small "Sample content" note).
 *
 * Content marks each sample with the key of one of these items (`sample: 'chipr'`), and a
 * test reads every content module for such marks (tests/config/launch-checks.test.ts): a
 * sample marked in content but missing here fails it, and so does an item here that no
 * content carries any more, so a replaced item has to leave the list.
 */

/**
 * The sample team (src/content/about.ts): each profile links to the site's social link (VITE_SOCIAL_URL), not the
 * person's own, and each card shows the person's monogram until a real photo (TeamMember.image) replaces it.
 */
export const sampleTeam = ['Daniel Okafor', 'Priya Raman', 'Marcus Lindqvist', 'Elena Petrova', 'James Whitaker', 'Sofia Alvarez', 'Kenji Watanabe'] as const

/** The sample client names of the home page's "Trusted by" strip (src/content/home.ts, trustedBy). */
export const sampleClients = ['Northwind Fibre', 'Lumen Analytics', 'Brightpath Health', 'Cobalt Logistics', 'Vantage Retail Group'] as const

/** Every piece of sample content a deploy would show as fact, as the launch checklist prints it. */
export const sampleContent = {
  team: `Team on /about (src/content/about.ts): ${sampleTeam.join(', ')}: sample people, names, roles and taglines; each profile link is the site's social link and each card shows a monogram, not a photo`,
  trustedBy: `"Trusted by" strip on the home page (src/content/home.ts, trustedBy): ${sampleClients.join(', ')}: sample companies`,
  chipr:
    'Case study "Chipr" (src/content/case-studies.ts): a sample client with sample figures (+38% revenue per rep, -90% training cost, +19% first-call resolution, +14% forecast accuracy) and a quote from its "VP of Sales"; also cited on /verticals/telecom (success snapshot), /verticals/field-sales (FAQ) and in articles',
  foliant:
    'Case study "Foliant" (src/content/case-studies.ts, /case-studies/notion): a sample client with sample figures (+42% email performance, -85% data disputes, 3x faster launches) and a quote from its "Head of Revenue Operations"; also cited on /services/marketing-ai and in articles',
  adtechSnapshot: 'Success snapshot on /verticals/adtech (src/content/verticals/adtech.ts): sample clients (a DSP, an SSP, an agency trading desk) and their results',
  martechSnapshot: 'Success snapshot on /verticals/martech (src/content/verticals/martech.ts): sample clients and their results',
  launchpadSnippets: 'Success snippets on /verticals/tech-smb (src/content/verticals/tech-smb.ts): sample start-ups and their results',
  elevateStories: 'Outcome stories on /verticals/mid-market (src/content/verticals/mid-market.ts): sample clients and their results',
  offerResults: 'Past results on /special-offer (src/content/special-offer.ts): sample engagements and their results',
  webinars:
    'Webinars (src/content/webinar-series.ts): sample series presented by the sample team, with results claimed for "our clients" (win rates +24%, cycles -31%, response times -89%); each series runs until its endsOn date',
} as const

/** What content carries to mark a sample (`sample: 'chipr'`). */
export type SampleContentKey = keyof typeof sampleContent

/** The launch checklist a deploy build prints: every sample content item the site still ships. */
export function sampleContentChecklist(): string[] {
  return Object.values(sampleContent)
}
