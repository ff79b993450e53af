import { describe, expect, it, vi } from 'vitest'
import type { KnowledgeDocument } from '@machines/knowledge-base.machine'
import { cacheVersion, EMBEDDING_CACHE_KEY, embedDocuments } from '~/features/chat/embedding-cache'
import { EMBEDDING_MODEL } from '~/shared/ai-contract'

const documents: KnowledgeDocument[] = [
  { id: 'one', title: 'One', text: 'First document' },
  { id: 'two', title: 'Two', text: 'Second document' },
]
const vectors = [
  [0.1, 0.2],
  [0.3, 0.4],
]

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('document embeddings cache', () => {
  it('embeds all documents in one batched call on first use, then reuses the stored vectors', async () => {
    const storage = memoryStorage()
    const embed = vi.fn(async () => vectors)
    const first = await embedDocuments(documents, embed, { storage: () => storage })
    expect(embed).toHaveBeenCalledTimes(1)
    expect(embed).toHaveBeenCalledWith(['First document', 'Second document'])
    expect(first.map((d) => d.embedding)).toEqual(vectors)

    const again = await embedDocuments(documents, embed, { storage: () => storage })
    expect(embed).toHaveBeenCalledTimes(1)
    expect(again).toEqual(first)
  })

  it('keeps the vectors in localStorage by default, across reloads', async () => {
    await embedDocuments(documents, async () => vectors)
    expect(window.localStorage.getItem(EMBEDDING_CACHE_KEY)).toContain(cacheVersion(documents, EMBEDDING_MODEL))
    const embed = vi.fn(async () => vectors)
    await embedDocuments(documents, embed)
    expect(embed).not.toHaveBeenCalled()
  })

  it('computes them again when a document changes', async () => {
    const storage = memoryStorage()
    await embedDocuments(documents, async () => vectors, { storage: () => storage })
    const changed = documents.map((d, i) => (i === 1 ? { ...d, text: 'Second document, edited' } : d))
    const embed = vi.fn(async () => [
      [1, 1],
      [2, 2],
    ])
    const result = await embedDocuments(changed, embed, { storage: () => storage })
    expect(embed).toHaveBeenCalledTimes(1)
    expect(result[1]?.embedding).toEqual([2, 2])
  })

  it('computes them again when the model changes', async () => {
    const storage = memoryStorage()
    await embedDocuments(documents, async () => vectors, { storage: () => storage })
    const embed = vi.fn(async () => vectors)
    await embedDocuments(documents, embed, { storage: () => storage, model: 'another-embedding-model' })
    expect(embed).toHaveBeenCalledTimes(1)
  })

  it('logs a failed call, gives every document an empty vector and does not store the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = memoryStorage()
    const result = await embedDocuments(documents, async () => Promise.reject(new Error('503')), { storage: () => storage })
    expect(result.map((d) => d.embedding)).toEqual([[], []])
    expect(result.map((d) => d.text)).toEqual(documents.map((d) => d.text))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(storage.getItem(EMBEDDING_CACHE_KEY)).toBeNull()

    const embed = vi.fn(async () => vectors)
    expect((await embedDocuments(documents, embed, { storage: () => storage })).map((d) => d.embedding)).toEqual(vectors)
    expect(embed).toHaveBeenCalledTimes(1)
  })

  it('treats an answer with the wrong number of vectors as a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const storage = memoryStorage()
    const result = await embedDocuments(documents, async () => [[0.5]], { storage: () => storage })
    expect(result.map((d) => d.embedding)).toEqual([[], []])
    expect(warn).toHaveBeenCalled()
    expect(storage.getItem(EMBEDDING_CACHE_KEY)).toBeNull()
  })

  it('ignores corrupt or foreign stored data and replaces it', async () => {
    const storage = memoryStorage()
    for (const stored of ['{not json', JSON.stringify({ version: 'x', embeddings: 'nope' }), JSON.stringify([1, 2])]) {
      storage.setItem(EMBEDDING_CACHE_KEY, stored)
      const embed = vi.fn(async () => vectors)
      expect((await embedDocuments(documents, embed, { storage: () => storage })).map((d) => d.embedding)).toEqual(vectors)
      expect(embed).toHaveBeenCalledTimes(1)
    }
    expect(JSON.parse(storage.getItem(EMBEDDING_CACHE_KEY) ?? '')).toMatchObject({ embeddings: vectors })
  })

  it('works without storage: disabled, throwing or full', async () => {
    const throwing = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const full = memoryStorage()
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    for (const storage of [() => undefined, throwing, () => full]) {
      const result = await embedDocuments(documents, async () => vectors, { storage })
      expect(result.map((d) => d.embedding)).toEqual(vectors)
    }
  })

  it('derives the cache version from the model and every document text', () => {
    const base = cacheVersion(documents, 'm')
    expect(cacheVersion(documents, 'm')).toBe(base)
    expect(cacheVersion(documents, 'n')).not.toBe(base)
    expect(cacheVersion([documents[0]!, { ...documents[1]!, text: 'Second document.' }], 'm')).not.toBe(base)
  })
})
