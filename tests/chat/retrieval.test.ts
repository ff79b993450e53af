import { describe, expect, it } from 'vitest'
import type { KnowledgeDocument } from '@machines/knowledge-base.machine'
import { CONTEXT_SEPARATOR, cosineSimilarity, rankDocuments, retrieve } from '~/features/chat/retrieval'
import { TOP_DOCUMENTS } from '~/shared/ai-contract'

const doc = (id: string, embedding?: number[]): KnowledgeDocument => ({ id, title: id, text: `Text ${id}`, ...(embedding ? { embedding } : {}) })

describe('cosine similarity', () => {
  it('is 1 for the same direction, 0 for orthogonal vectors and -1 for opposite ones', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1)
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0)
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1)
    expect(cosineSimilarity([1, 0], [1, 1])).toBeCloseTo(Math.SQRT1_2)
  })

  it('scores 0, never NaN, for empty, zero, mismatched or non-finite vectors', () => {
    expect(cosineSimilarity([], [])).toBe(0)
    expect(cosineSimilarity([], [1, 2])).toBe(0)
    expect(cosineSimilarity([0, 0], [1, 2])).toBe(0)
    expect(cosineSimilarity([1, 2, 3], [1, 2])).toBe(0)
    expect(cosineSimilarity([Number.NaN, 1], [1, 1])).toBe(0)
    expect(cosineSimilarity([Number.POSITIVE_INFINITY, 1], [1, 1])).toBe(0)
  })
})

describe('retrieval', () => {
  const documents = [doc('a', [1, 0, 0]), doc('b', [0, 1, 0]), doc('c', [0.9, 0.1, 0]), doc('d', [0.5, 0.5, 0]), doc('e', [0, 0, 1])]

  it('ranks every document by similarity to the question, best first', () => {
    expect(rankDocuments(documents, [1, 0, 0]).map((s) => s.document.id)).toEqual(['a', 'c', 'd', 'b', 'e'])
  })

  it(`joins the texts of the top ${TOP_DOCUMENTS} documents as the context`, () => {
    const result = retrieve(documents, [1, 0, 0])
    expect(result.documentIds).toEqual(['a', 'c', 'd'].slice(0, TOP_DOCUMENTS))
    expect(result.context).toBe(['Text a', 'Text c', 'Text d'].slice(0, TOP_DOCUMENTS).join(CONTEXT_SEPARATOR))
  })

  it('falls back to the first documents, in order, when the vectors are empty', () => {
    const unembedded = [doc('a', []), doc('b'), doc('c', []), doc('d', [])]
    expect(retrieve(unembedded, [1, 0, 0]).documentIds).toEqual(['a', 'b', 'c'])
    expect(retrieve(documents, []).documentIds).toEqual(['a', 'b', 'c'])
  })

  it('gives an empty context when there are no documents', () => {
    expect(retrieve([], [1, 0])).toEqual({ context: '', documentIds: [] })
  })
})
