/**
 * The assistant's knowledge as both sides hold it: passages of the site's pages, built
 * at build time into KNOWLEDGE_FILE (under the build's client folder). The browser
 * fetches that file on the chat's first use and retrieves passages for a question; the
 * server loads the same file at start and renders the system prompt from its own copy,
 * so a client can name passages but never write the model's instructions.
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

/**
 * What is embedded for a passage: its page and heading, then its text. The proxy embeds
 * only these texts of the passages it holds, or a visitor's question.
 */
export function passageEmbeddingText(passage: KnowledgePassage): string {
  const where = passage.heading ? `${passage.title}: ${passage.heading}` : passage.title
  return `${where}\n${passage.text}`
}

const SOURCE_LINE = /^\[source: ([^\]\s]+)\]/gm

/** How one passage stands in the prompt: a line naming it, then its text. */
function renderPassage(passage: KnowledgePassage): string {
  const where = passage.heading ? `${passage.title}: ${passage.heading}` : passage.title
  return `[source: ${passage.id}] ${where}\n${passage.text}`
}

/**
 * The assistant's instructions with the chosen passages as context. The browser renders it
 * to send the spec's request shape; the server renders it again from its own passages,
 * named by the browser's system message (passageIdsInPrompt), and sends only its own.
 */
export function renderSystemPrompt(passages: readonly KnowledgePassage[], brand: string, maxWords: number): string {
  const context = passages.length === 0 ? '(No context is available for this question.)' : passages.map(renderPassage).join('\n\n---\n\n')
  return [
    `You are ${brand}'s AI assistant on the ${brand} website. ${brand} is an AI consulting and implementation agency.`,
    `Give concise, professional answers of under ${maxWords} words, in plain text.`,
    'Answer from the context below. If it does not contain the answer, say so briefly and suggest contacting our team; never invent facts, figures, clients or prices.',
    'When a page of the site covers the topic, mention its path (for example /services/sales-ai).',
    'For questions about pricing, costs, budgets, timelines or implementation details for the visitor, share what the context says and suggest booking a call with our team at /contact.',
    '',
    'Context:',
    context,
  ].join('\n')
}

/** The passages a rendered system prompt names, in order, each once. */
export function passageIdsInPrompt(systemPrompt: string): string[] {
  return [...new Set([...systemPrompt.matchAll(SOURCE_LINE)].map((match) => match[1] ?? ''))].filter(Boolean)
}
