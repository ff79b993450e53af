/**
 * What an agency replaces before launch. The settings are checked by the deploy build
 * (env-schema.ts: a sample value fails it, naming each); the sample content below is
 * printed by every deploy build as a checklist (the demo keeps all of it). A test holds
 * this list to the content it names, so a replaced item has to leave the list.
 */

/**
 * The sample team (src/content/about.ts): each profile links to the site's social link (VITE_SOCIAL_URL), not the
 * person's own, and each card shows the person's monogram until a real photo (TeamMember.image) replaces it.
 */
export const sampleTeam = ['Daniel Okafor', 'Priya Raman', 'Marcus Lindqvist', 'Elena Petrova', 'James Whitaker', 'Sofia Alvarez', 'Kenji Watanabe'] as const

/** The sample client names of the home page's "Trusted by" strip (src/content/home.ts, trustedBy). */
export const sampleClients = ['Northwind Fibre', 'Lumen Analytics', 'Brightpath Health', 'Cobalt Logistics', 'Vantage Retail Group'] as const

/** The launch checklist a deploy build prints: every sample content item the site still ships. */
export function sampleContentChecklist(): string[] {
  return [
    ...sampleTeam.map((name) => `Team profile (src/content/about.ts): ${name}, a sample person whose profile link is the site's social link and whose card shows a monogram, not a photo`),
    ...sampleClients.map((name) => `"Trusted by" client (src/content/home.ts): ${name}, a sample company`),
  ]
}
