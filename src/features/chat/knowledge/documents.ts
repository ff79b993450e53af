import type { KnowledgeDocument } from '@machines/knowledge-base.machine'
import { site } from '~/config/site'
import { team, mission, values, aboutClosing } from '~/content/about'
import { aiUseCasesPage } from '~/content/ai-use-cases'
import { caseCards, chipr, notion } from '~/content/case-studies'
import { contactPage } from '~/content/contact'
import { domainExpertise, hero, overview, processCycle, servicesSection, trustedBy } from '~/content/home'
import { industryPages, pages, servicePages } from '~/content/registry'
import { playbooksPage } from '~/content/playbooks'
import type { ServicePageContent } from '~/content/service-page'
import { specialOfferPage } from '~/content/special-offer'
import { webinars } from '~/content/webinars'
import { MAX_DOCUMENT_CHARS } from '~/shared/ai-contract'
import { block, figures, list, pageRef, sentence, servicePageSummary } from './format'

/**
 * The assistant's four knowledge documents, written from the same typed content
 * modules as the pages, so an answer never contradicts a page. Loaded only when the
 * chat needs them (a dynamic import): nothing in the first load imports this module.
 */

const brand = site.brandName

/** The service and industry pages' content, in the registry's order, loaded through the registry's own lazy imports. */
export interface FamilyContents {
  services: readonly ServicePageContent[]
  industries: readonly ServicePageContent[]
}

export async function loadFamilyContents(): Promise<FamilyContents> {
  const [services, industries] = await Promise.all([
    Promise.all(Object.values(servicePages).map((entry) => entry.load())),
    Promise.all(Object.values(industryPages).map((entry) => entry.load())),
  ])
  return { services, industries }
}

export const KNOWLEDGE_DOCUMENT_IDS = ['master-knowledge-base', 'leadership-team', 'function-use-cases-2025', 'free-automation-offer'] as const

function masterKnowledgeBase({ services, industries }: FamilyContents): string {
  return [
    `# ${brand}: master knowledge base`,
    `${brand} is an AI consulting and implementation agency. ${sentence(site.tagline)} ${hero.intro}`,
    `Headline figures: ${hero.metrics.map((m) => `${m.label} ${m.value}${m.qualifier ? ` ${m.qualifier.toLowerCase()}` : ''}`).join('; ')}.`,
    `Contact: ${pageRef('/contact')}; email ${site.contactEmail}; phone ${site.phone}. ${contactPage.replyPromise} ${contactPage.offerText}`,
    `How we work: ${overview.points.join(' ')}`,
    `Delivery cycle: ${list(processCycle.steps.map((s) => s.title))}, then the cycle starts again.`,
    `Trusted by: ${list(trustedBy.companies)}.`,
    '',
    block('Services', [
      ...servicesSection.cards.map((c) => `${c.title}: ${c.summary} Key benefits: ${c.benefits.join('; ')}.`),
      ...services.map(servicePageSummary),
    ]),
    '',
    block(
      'Industries',
      industries.map((page) => {
        const industry = domainExpertise.industries.find((i) => i.to === page.path)
        return `${pageRef(page.path)}: ${industry ? sentence(industry.description) : ''} ${sentence(pages[page.path].description)} Figures: ${figures(page.hero.stats)}.`
      }),
    ),
    '',
    block('Case studies (/case-studies)', [
      ...caseCards.map((c) => `${c.title} (${c.link}): ${c.subtitle}. ${c.industry}, ${c.workforce}. Results: ${figures(c.metrics)}.`),
      `Chipr programme: ${chipr.solution.modules.map((m) => `${m.title} (${m.kpi})`).join(', ')}. ${chipr.timeline.intro}`,
      `Notion programme: ${notion.solution.modules.map((m) => `${m.title} (${m.kpi})`).join(', ')}.`,
    ]),
    '',
    block('Resources', [
      `${pageRef('/playbooks')}: ${list(playbooksPage.playbooks.items.map((p) => p.title))}. ${playbooksPage.hero.note}`,
      `${pageRef('/ai-use-cases')}: ${pages['/ai-use-cases'].description}`,
      `${pageRef('/webinars')}: ${webinars.map((w) => `${w.title} (${w.date}, ${w.time}, ${w.duration})`).join('; ')}. Register at /webinar-registration.`,
      `${pageRef('/roi-calculator')}: ${pages['/roi-calculator'].description}`,
      `${pageRef('/blog')}: ${pages['/blog'].description}`,
      `${pageRef('/special-offer')}: ${pages['/special-offer'].description}`,
      `${pageRef('/about')}: our mission, values and leadership team.`,
    ]),
  ].join('\n')
}

function leadershipTeam(): string {
  return [
    `# ${brand}: leadership team (/about)`,
    `${team.intro} Our mission: ${mission.paragraphs.join(' ')}`,
    `Our values: ${values.items.map((v) => `${v.title}: ${v.description}`).join(' ')}`,
    '',
    block(
      team.heading,
      team.members.map((m) => `${m.name}, ${m.role}. ${m.tagline} Expertise: ${list(m.expertise)}. Email: ${m.social.email}.`),
    ),
    '',
    `${aboutClosing.heading}: ${aboutClosing.text} Book it at /contact.`,
  ].join('\n')
}

function functionUseCases(): string {
  const page = aiUseCasesPage
  return [
    `# ${brand}: AI use cases by business function, 2025 (/ai-use-cases)`,
    ...page.hero.spend,
    page.hero.sourceNote,
    `Figures: ${figures(page.hero.stats)}.`,
    '',
    ...page.functions.flatMap((f) => [
      block(f.name, [f.intro, ...f.useCases.map((u) => `${u.title}: ${u.description} Delivered by ${u.productFit.label} (${u.productFit.to}).`)]),
      '',
    ]),
    block(page.checklist.heading, [
      page.checklist.intro,
      ...page.checklist.rows.map((r) => `${r.function}: fast pilot (30-60 days): ${r.pilot}. KPI to watch: ${r.kpi}.`),
    ]),
    '',
    `${page.closing.heading}: ${page.closing.text} Book it at /contact.`,
  ].join('\n')
}

function freeAutomationOffer(): string {
  const page = specialOfferPage
  const lines: string[] = [
    `# ${brand}: free AI workflow automation offer (/special-offer)`,
    `${page.hero.description} ${page.hero.note}`,
    `Figures: ${figures(page.hero.stats)}.`,
    `Book it with '${page.hero.primary.label}' or at /contact. ${contactPage.offerText} ${sentence(contactPage.termsLabel)}`,
  ]
  for (const section of page.sections) {
    lines.push('')
    switch (section.kind) {
      case 'timeline':
        lines.push(block(section.heading, [...(section.intro ? [section.intro] : []), ...section.steps.map((s) => `${s.period}: ${s.title}. ${s.description}`), ...(section.note ? [section.note] : [])]))
        break
      case 'cards':
        lines.push(block(section.heading, [...(section.intro ? [section.intro] : []), ...section.items.map((i) => `${i.title}: ${i.description} ${sentence(list(i.features ?? []))}`)]))
        break
      case 'eligibility':
        lines.push(block(section.heading, [section.intro, ...section.criteria.map((c) => `${c.requirement}: ${c.detail}`)]))
        break
      case 'process':
        lines.push(block(section.heading, [...(section.intro ? [section.intro] : []), ...section.steps.map((s) => `${s.title} (${s.duration}): ${s.description}`)]))
        break
      case 'results':
        lines.push(block(section.heading, [section.intro, ...section.items.map((r) => `${r.client} (${r.industry}), ${r.workflow}: ${r.result}.`), section.note]))
        break
      case 'faq':
        lines.push(block(section.heading, section.items.map((q) => `Q: ${q.question} A: ${q.answer}`)))
        break
      default:
        break
    }
  }
  lines.push('', `${page.closing.heading}: ${page.closing.text}`)
  return lines.join('\n')
}

/** Cuts a text that grew past the cap at the last whole line that fits (the tests keep every document well under it). */
export function fitToCap(text: string, max: number = MAX_DOCUMENT_CHARS): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastBreak = cut.lastIndexOf('\n')
  return lastBreak > 0 ? cut.slice(0, lastBreak) : cut
}

/** The four documents, in their fixed order (with no usable embeddings, the first ones are chosen). */
export function buildKnowledgeDocuments(families: FamilyContents): KnowledgeDocument[] {
  const [master, leadership, useCases, offer] = KNOWLEDGE_DOCUMENT_IDS
  return [
    { id: master, title: 'Master knowledge base', text: masterKnowledgeBase(families) },
    { id: leadership, title: 'Leadership team', text: leadershipTeam() },
    { id: useCases, title: '2025 function use-cases', text: functionUseCases() },
    { id: offer, title: 'Free automation offer', text: freeAutomationOffer() },
  ].map((d) => ({ ...d, text: fitToCap(d.text) }))
}

/** The four documents, once the pages they describe have loaded. */
export async function loadKnowledgeDocuments(): Promise<readonly KnowledgeDocument[]> {
  return buildKnowledgeDocuments(await loadFamilyContents())
}
