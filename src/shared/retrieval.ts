import { TOP_DOCUMENTS } from './ai-contract.ts'
import type { KnowledgePassage } from './assistant-knowledge.ts'
import type { LexicalHit, LexicalIndex } from './lexical-index.ts'
import { refersBack } from './retrieval-query.ts'

export { createLexicalIndex, stem, type LexicalHit, type LexicalIndex } from './lexical-index.ts'

/**
 * Hybrid retrieval over the site's passages: a lexical index (src/shared/lexical-index.ts:
 * BM25 over the page title, heading and text, reading the buyer's words) fused with
 * embedding similarity by reciprocal rank fusion; the first place is chosen with each passage's page counted
 * too (PAGE_LIFT). Either half alone still ranks: with no embeddings (not computed yet, or the
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

/**
 * Rankings fused by reciprocal rank fusion, best first; ties keep the first ranking's order.
 * Each ranking may carry a weight (1 unless given).
 */
export function fuseRankings(rankings: readonly (readonly number[])[], k: number = RRF_K, weights: readonly number[] = []): number[] {
  const scores = new Map<number, number>()
  rankings.forEach((ranking, i) => {
    const weight = weights[i] ?? 1
    ranking.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + weight / (k + rank + 1)))
  })
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id)
}

/**
 * How far the passage most similar to the question stands above the others, in standard
 * deviations of all the passages' similarities: scale-free, so it means the same for any
 * embedding model. Null without vectors to compare.
 */
export function meaningStandout(embeddings: readonly ArrayLike<number>[] | null, question: readonly number[]): number | null {
  if (!embeddings || embeddings.length < 2 || question.length === 0) return null
  const scores = embeddings.map((embedding) => cosineSimilarity(question, embedding))
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length
  const deviation = Math.sqrt(scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / scores.length)
  return deviation > 0 ? (Math.max(...scores) - mean) / deviation : null
}

/**
 * Relevance, decided the same whatever the embedding model: one passage holds more than this
 * share of the question's words (weighed by rarity). Not "at least": a word no page writes read
 * as a near spelling or as two words run together ("homework" as "home" and "work") holds
 * exactly this much of a one-word question when the passage holds one of its halves...
 */
export const RELEVANT_COVERAGE = 0.4
/** ...or the meaning half finds a passage standing this many deviations above the rest, a match no other passage comes near. */
export const RELEVANT_STANDOUT = 4.5

/**
 * A chat message of several sentences states the buyer's situation before its question ("I lead a support team on
 * Zendesk. Ticket volume doubled. What can AI take off our plate?"): its words spread over several subjects, so
 * no one passage holds much of the whole. Such a message is also relevant when one of its sentences (of at least
 * this many words) is.
 */
const SENTENCE_MIN_WORDS = 3

/** A message's sentences of at least SENTENCE_MIN_WORDS words; none for a message of one sentence. */
function sentencesOf(message: string): string[] {
  const sentences = message.split(/(?<=[.?!])\s+/).filter((sentence) => sentence.trim().split(/\s+/).length >= SENTENCE_MIN_WORDS)
  return sentences.length >= 2 ? sentences : []
}

/**
 * A page whose other passages also match the question is about it, not only mentioning it: the passage
 * that goes first is chosen with this share of its page's other passages' word scores added to its own.
 * Held out, recall@1 rose from 96 to 102 of 131 (tuned: 168 to 176 of 224) and @3 from 329 to 330 of
 * 355, no set losing at either; at 0.4 the fourth round lost one; summing only a page's best two others,
 * their best one, or only what their own heading and text hold (not the title all share) did no better
 * (docs/measurements.md, 0018).
 */
export const PAGE_LIFT = 0.5

/** Passage positions by their word score lifted by the rest of their page's (PAGE_LIFT), best first. */
export function rankByPage(passages: readonly KnowledgePassage[], hits: readonly LexicalHit[]): number[] {
  const pageOf = (hit: LexicalHit) => passages[hit.id]?.path ?? ''
  const pageScores = new Map<string, number>()
  for (const hit of hits) pageScores.set(pageOf(hit), (pageScores.get(pageOf(hit)) ?? 0) + hit.score)
  return hits
    .map((hit) => ({ id: hit.id, score: hit.score + PAGE_LIFT * (pageScores.get(pageOf(hit))! - hit.score) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((hit) => hit.id)
}

export interface RetrievalQuery {
  question: string
  questionEmbedding: readonly number[]
  /**
   * In a conversation, what the words rank in place of the question: it with the visitor's earlier
   * question (src/shared/retrieval-query.ts). Whether anything is relevant is read from the question alone,
   * or from this too when the question points back to it and names nothing the site does not.
   */
  conversation?: string
}

export interface SearchableKnowledge {
  passages: readonly KnowledgePassage[]
  index: LexicalIndex
}

interface Ranking {
  /** Passage positions, both halves fused, best first. */
  ranked: number[]
  /** The largest share of the question's words (or of one of its sentences') one passage holds. */
  coverage: number
  /** How far the most similar passage stands out (null without vectors). */
  standout: number | null
}

function rankPassages(knowledge: SearchableKnowledge, embeddings: readonly ArrayLike<number>[] | null, { question, questionEmbedding, conversation = question }: RetrievalQuery): Ranking {
  const usable = embeddings && embeddings.length === knowledge.passages.length ? embeddings : null
  const asked = knowledge.index.search(question)
  const inConversation = conversation === question ? asked : knowledge.index.search(conversation)
  // The conversation decides only where it changes the page that answers first: a question that names its own
  // subject keeps its own ranking.
  const firstPage = (found: readonly LexicalHit[]) => knowledge.passages[rankByPage(knowledge.passages, found)[0] ?? -1]?.path
  const hits = firstPage(inConversation) === firstPage(asked) ? asked : inConversation
  const bySentence = sentencesOf(question).map((sentence) => knowledge.index.search(sentence)[0]?.coverage ?? 0)
  // A question that points back ("how much is it?") holds little of its own: the conversation holds its subject,
  // unless it names something the site never does ("is it going to rain?").
  const followsOn = conversation !== question && refersBack(question) && knowledge.index.unknownWords(question) === 0
  const coverage = Math.max(0, ...bySentence, ...asked.map((hit) => hit.coverage), ...(followsOn ? inConversation : []).map((hit) => hit.coverage))
  const standout = meaningStandout(usable, questionEmbedding)
  // The meaning half weighs as much as it is sure of this question (a best passage that barely
  // stands out from the rest is a guess), and only as far as the words left the question
  // unexplained: when one passage holds all its words, the words decide.
  const sure = standout === null ? 0 : Math.min(1, Math.max(0, standout) / RELEVANT_STANDOUT) ** 2
  const meaningWeight = sure * (1 - coverage) ** 2
  const meaning = rankByEmbedding(usable, questionEmbedding)
  const byPassage = fuseRankings([hits.map((hit) => hit.id), meaning], RRF_K, [1, meaningWeight])
  // The first place goes to the passage whose page answers best; the others follow the passages' own order.
  const [first] = fuseRankings([rankByPage(knowledge.passages, hits), meaning], RRF_K, [1, meaningWeight])
  const ranked = first === undefined ? byPassage : [first, ...byPassage.filter((id) => id !== first)]
  return { ranked, coverage, standout }
}

/** The passages for a question: lexical and embedding rankings fused, the top `top`. */
export function retrievePassages(
  knowledge: SearchableKnowledge,
  embeddings: readonly ArrayLike<number>[] | null,
  query: RetrievalQuery,
  top: number = PROMPT_PASSAGES,
): KnowledgePassage[] {
  return rankPassages(knowledge, embeddings, query)
    .ranked.slice(0, Math.max(0, top))
    .flatMap((id) => knowledge.passages[id] ?? [])
}

/** What retrieval found for a question. */
export interface Retrieved {
  /** The passages for the prompt, best first (at most `top`; none when nothing is relevant). */
  passages: KnowledgePassage[]
  /** False when nothing relevant was found: the assistant then says it does not know, with no sources. */
  relevant: boolean
}

/**
 * The passages for a question, and whether anything on the site answers it: one passage
 * holds most of the question's words, or of one of its sentences' (RELEVANT_COVERAGE), or the meaning half finds a
 * passage that stands out from all the others (RELEVANT_STANDOUT). Nothing relevant: no
 * passages, so that none can be shown as a source.
 */
export function retrieve(
  knowledge: SearchableKnowledge,
  embeddings: readonly ArrayLike<number>[] | null,
  query: RetrievalQuery,
  top: number = PROMPT_PASSAGES,
): Retrieved {
  const { ranked, coverage, standout } = rankPassages(knowledge, embeddings, query)
  const relevant = coverage > RELEVANT_COVERAGE || (standout !== null && standout >= RELEVANT_STANDOUT)
  if (!relevant) return { passages: [], relevant: false }
  return { passages: ranked.slice(0, Math.max(0, top)).flatMap((id) => knowledge.passages[id] ?? []), relevant: true }
}
