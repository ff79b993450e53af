/**
 * The assistant's knowledge: passages of the site's pages, built at build time into
 * KNOWLEDGE_FILE (under the build's client folder). The server loads that file at start,
 * ranks its passages for each question and renders the system prompt from them, so
 * nothing a client writes becomes the model's instructions; the demo's mocks, which
 * answer in the server's place, fetch the same file.
 */

/** Where the built knowledge is served from (and found under the build's client folder). */
export const KNOWLEDGE_FILE = '/assistant/knowledge.json'

/** One passage of a page: about 150-300 words under one heading. */
export interface KnowledgePassage {
  /** `${path}#${anchor}` (or the bare path for a page's opening passage): unique, and a link. */
  id: string
  /** A site path from the page registry, e.g. /services/sales-ai. */
  path: string
  /** The page's title as a visitor sees it (for the Sources list). */
  title: string
  /** The heading the passage stands under ('' for a page's opening text). */
  heading: string
  /** The heading's id on the page ('' for a page's opening text). */
  anchor: string
  /** Plain text. */
  text: string
}

export interface KnowledgeFile {
  /** The brand the prompt names (the build's VITE_BRAND_NAME). */
  brand: string
  passages: readonly KnowledgePassage[]
}

/** The link a source opens: the page, at its heading when it has one. */
export function passageHref(passage: Pick<KnowledgePassage, 'path' | 'anchor'>): string {
  return passage.anchor ? `${passage.path}#${passage.anchor}` : passage.path
}

/** A source shown under an answer: a page (at a heading) the answer drew on. */
export interface AnswerSource {
  title: string
  heading: string
  href: string
}

/** The sources of these passages: their pages (at their headings), in the order given, each link once. */
export function sourcesOf(passages: readonly KnowledgePassage[]): AnswerSource[] {
  const byHref = new Map<string, AnswerSource>()
  for (const passage of passages) {
    const href = passageHref(passage)
    if (!byHref.has(href)) byHref.set(href, { title: passage.title, heading: passage.heading, href })
  }
  return [...byHref.values()]
}

/** Where a passage stands: its page, and its heading when it has one. */
const whereOf = (passage: KnowledgePassage) => (passage.heading ? `${passage.title}: ${passage.heading}` : passage.title)

/** What is embedded for a passage: its page and heading, then its text. */
export function passageEmbeddingText(passage: KnowledgePassage): string {
  return `${whereOf(passage)}\n${passage.text}`
}

/** The marker that opens the numbered passages in the system prompt; each then starts a line with `[n] `. */
export const PROMPT_PASSAGES_HEADING = 'Numbered passages:'

/**
 * The assistant's instructions with the ranked passages as context, numbered from 1 so the
 * model can cite them ([2]); the server maps the citations back to the passages' pages.
 */
export function renderSystemPrompt(passages: readonly KnowledgePassage[], brand: string, maxWords: number): string {
  const context = passages.length === 0 ? '(No passage matches this question.)' : passages.map((passage, i) => `[${i + 1}] ${whereOf(passage)}\n${passage.text}`).join('\n\n')
  return [
    `You are ${brand}'s AI assistant on the ${brand} website. ${brand} is an AI consulting and implementation agency.`,
    `Give concise, professional answers of under ${maxWords} words, in plain text.`,
    'Answer only from the numbered passages below, and cite the passage each statement comes from by its number in square brackets, for example [2].',
    'If they do not contain the answer, say so briefly and suggest contacting our team; never invent facts, figures, clients or prices.',
    'When a page of the site covers the topic, mention its path (for example /services/sales-ai).',
    'For questions about pricing, costs, budgets, timelines or implementation details for the visitor, share what the passages say and suggest booking a call with our team at /contact.',
    '',
    PROMPT_PASSAGES_HEADING,
    context,
  ].join('\n')
}
