import type { KnowledgeDocument, Retrieval } from '@machines/knowledge-base.machine'
import { TOP_DOCUMENTS } from '~/shared/ai-contract'

/**
 * Cosine similarity of two vectors. Anything that cannot be compared scores 0, never
 * NaN: an empty or all-zero vector, vectors of different lengths, non-finite values.
 */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
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

export interface ScoredDocument {
  document: KnowledgeDocument
  score: number
}

/** Every document with its score against the question, best first; ties keep the documents' order. */
export function rankDocuments(documents: readonly KnowledgeDocument[], questionEmbedding: readonly number[]): ScoredDocument[] {
  return documents
    .map((document) => ({ document, score: cosineSimilarity(questionEmbedding, document.embedding ?? []) }))
    .sort((a, b) => b.score - a.score)
}

/** How the chosen documents' texts are joined into one context. */
export const CONTEXT_SEPARATOR = '\n\n---\n\n'

/**
 * The top TOP_DOCUMENTS documents for a question, their texts joined as context. With no
 * usable vectors every score is 0 and the first documents are chosen.
 */
export function retrieve(documents: readonly KnowledgeDocument[], questionEmbedding: readonly number[], top: number = TOP_DOCUMENTS): Retrieval {
  const chosen = rankDocuments(documents, questionEmbedding).slice(0, Math.max(0, top))
  return {
    context: chosen.map(({ document }) => document.text).join(CONTEXT_SEPARATOR),
    documentIds: chosen.map(({ document }) => document.id),
  }
}
