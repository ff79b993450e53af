import MiniSearch from 'minisearch'
import { TOP_DOCUMENTS } from './ai-contract.ts'
import type { KnowledgePassage } from './assistant-knowledge.ts'

/**
 * Hybrid retrieval over the site's passages: a lexical index (MiniSearch: BM25 over the
 * page title, heading and text) fused with embedding similarity by reciprocal rank
 * fusion. Either half alone still ranks: with no embeddings (not computed yet, or the
 * call failed) the lexical ranking answers; a question without any word the index knows
 * is ranked by its embedding alone. Shared by the server's AI proxy, which ranks the
 * passages for a question, and the demo's mocks, which answer in its place.
 */

/** How many passages go into a question's prompt (and its Sources). */
export const PROMPT_PASSAGES = TOP_DOCUMENTS

/**
 * Cosine similarity of two vectors. Anything that cannot be compared scores 0, never
 * NaN: an empty or all-zero vector, vectors of different lengths, non-finite values.
 */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length === 0 || a.length !== b.length) return 0
  let dot = 0
  let normA = 0
  let normB = 0
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0
    const y = b[i] ?? 0
    dot += x * y
    normA += x * x
    normB += y * y
  }
  if (normA === 0 || normB === 0) return 0
  const score = dot / (Math.sqrt(normA) * Math.sqrt(normB))
  return Number.isFinite(score) ? score : 0
}

const STOP_WORDS = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing done down during each few for from further get got had has have having he her here hers him his how i if in ' +
    'into is it its itself just know let like me more most much my no nor not now of off on once only or other our ours out over own ' +
    'please same she should so some such tell than that the their theirs them then there these they this those through to too under ' +
    'until up us very want was we were what when where which while who whom why will with would you your yours'
  ).split(' '),
)

/** A light suffix strip, so 'pricing', 'prices' and 'price' meet; 'teams' and 'team' too. */
export function stem(word: string): string {
  let w = word
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'es', 'ed', 'ly', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length) + (suffix.startsWith('ation') ? 'at' : suffix.startsWith('ie') ? 'y' : '')
      break
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w
}

/** A word as the index keeps it: lower case, stemmed; stop words and lone characters dropped. */
function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]s$/, '')
  if (word.length < 2 || STOP_WORDS.has(word)) return null
  return stem(word)
}

export interface LexicalIndex {
  /** Passage positions (in the knowledge's order), best first; only passages sharing a word with the question. */
  rank(question: string): number[]
}

/** The lexical index of the passages: titles and headings weigh more than body text. */
export function createLexicalIndex(passages: readonly KnowledgePassage[]): LexicalIndex {
  const search = new MiniSearch<{ id: number; title: string; heading: string; text: string }>({
    fields: ['title', 'heading', 'text'],
    idField: 'id',
    processTerm,
    tokenize: (text) => text.split(/[^\p{L}\p{N}'’]+/u),
    searchOptions: { boost: { title: 2, heading: 1.5 }, prefix: (term) => term.length >= 5, fuzzy: (term) => (term.length >= 7 ? 0.15 : false) },
  })
  search.addAll(passages.map((passage, id) => ({ id, title: passage.title, heading: passage.heading, text: passage.text })))
  return {
    rank: (question) => search.search(question).map((result) => result.id as number),
  }
}

/** Passage positions by cosine similarity to the question, best first; nothing when either side has no vector. */
export function rankByEmbedding(embeddings: readonly ArrayLike<number>[] | null, question: readonly number[]): number[] {
  if (!embeddings || question.length === 0) return []
  return embeddings
    .map((embedding, id) => ({ id, score: cosineSimilarity(question, embedding) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((item) => item.id)
}

/** The constant of reciprocal rank fusion: a rank r adds 1 / (k + r). */
export const RRF_K = 60

/** Rankings fused by reciprocal rank fusion, best first; ties keep the first ranking's order. */
export function fuseRankings(rankings: readonly (readonly number[])[], k: number = RRF_K): number[] {
  const scores = new Map<number, number>()
  for (const ranking of rankings) {
    ranking.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1)))
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id)
}

export interface RetrievalQuery {
  question: string
  questionEmbedding: readonly number[]
}

export interface SearchableKnowledge {
  passages: readonly KnowledgePassage[]
  index: LexicalIndex
}

/** The passages for a question: lexical and embedding rankings fused, the top `top`. */
export function retrievePassages(
  knowledge: SearchableKnowledge,
  embeddings: readonly ArrayLike<number>[] | null,
  { question, questionEmbedding }: RetrievalQuery,
  top: number = PROMPT_PASSAGES,
): KnowledgePassage[] {
  const usable = embeddings && embeddings.length === knowledge.passages.length ? embeddings : null
  const ranked = fuseRankings([knowledge.index.rank(question), rankByEmbedding(usable, questionEmbedding)])
  return ranked.slice(0, Math.max(0, top)).flatMap((id) => knowledge.passages[id] ?? [])
}

/** What retrieval found for a question. */
export interface Retrieved {
  /** The passages for the prompt, best first (at most `top`). */
  passages: KnowledgePassage[]
  /** False when nothing relevant was found: the assistant then says it does not know, with no sources. */
  relevant: boolean
}

/** The passages for a question, and whether any of them is relevant to it. */
export function retrieve(
  knowledge: SearchableKnowledge,
  embeddings: readonly ArrayLike<number>[] | null,
  query: RetrievalQuery,
  top: number = PROMPT_PASSAGES,
): Retrieved {
  const passages = retrievePassages(knowledge, embeddings, query, top)
  return { passages, relevant: passages.length > 0 }
}
