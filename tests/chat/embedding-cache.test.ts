import { describe, expect, it, vi } from 'vitest'
import {
  batches,
  cacheVersion,
  dequantise,
  EMBEDDING_CACHE_KEY,
  embedPassages,
  quantise,
  readCachedEmbeddings,
} from '~/features/chat/embedding-cache'
import { cosineSimilarity } from '~/shared/retrieval'
import { MAX_EMBEDDING_INPUTS } from '~/shared/ai-contract'
import { passageEmbeddingText, type KnowledgePassage } from '~/shared/assistant-knowledge'

const passage = (i: number): KnowledgePassage => ({ id: `/p${i}`, path: `/p${i}`, title: `Page ${i}`, heading: '', anchor: '', text: `Text ${i}` })
const vector = (i: number) => [Math.sin(i + 1), Math.cos(i + 1), (i % 7) / 10 - 0.3]

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

const fakeEmbed = () => vi.fn(async (texts: string[]) => texts.map((text) => vector(Number(/Page (\d+)/.exec(text)?.[1]))))

describe('passage embeddings', () => {
  const passages = Array.from({ length: MAX_EMBEDDING_INPUTS * 2 + 5 }, (_, i) => passage(i))

  it(`embeds each passage's embedding text in batches of at most ${MAX_EMBEDDING_INPUTS}, one after another, and stores them`, async () => {
    const storage = memoryStorage()
    const embed = fakeEmbed()
    const embeddings = await embedPassages(passages, embed, { storage: () => storage })
    expect(embed.mock.calls.map(([texts]) => texts.length)).toEqual([MAX_EMBEDDING_INPUTS, MAX_EMBEDDING_INPUTS, 5])
    expect(embed.mock.calls.flatMap(([texts]) => texts)).toEqual(passages.map(passageEmbeddingText))
    expect(embeddings).toEqual(passages.map((_, i) => vector(i)))
    expect(storage.getItem(EMBEDDING_CACHE_KEY)).not.toBeNull()
  })

  it('reads them back for the same passages (rounded, ranking unchanged), and not for changed passages', async () => {
    const storage = memoryStorage()
    await embedPassages(passages, fakeEmbed(), { storage: () => storage })
    const cached = readCachedEmbeddings(passages, () => storage)
    expect(cached).toHaveLength(passages.length)
    cached?.forEach((restored, i) => expect(cosineSimilarity(restored, vector(i))).toBeGreaterThan(0.999))
    const changed = passages.map((p, i) => (i === 3 ? { ...p, text: 'New text' } : p))
    expect(readCachedEmbeddings(changed, () => storage)).toBeNull()
    expect(readCachedEmbeddings(passages, () => storage, 'another-model')).toBeNull()
  })

  it('throws at the first failed or malformed batch, calls no more, and stores nothing', async () => {
    const storage = memoryStorage()
    const failing = vi.fn(async () => Promise.reject(new Error('500')))
    await expect(embedPassages(passages, failing, { storage: () => storage })).rejects.toThrow('500')
    expect(failing).toHaveBeenCalledTimes(1)
    const short = vi.fn(async (texts: string[]) => texts.slice(1).map(() => [1, 0]))
    await expect(embedPassages(passages, short, { storage: () => storage })).rejects.toThrow(/expected 24 embeddings, got 23/)
    expect(storage.getItem(EMBEDDING_CACHE_KEY)).toBeNull()
  })

  it('never throws on storage trouble: unreadable, corrupt or full', async () => {
    const broken = () => {
      throw new Error('SecurityError')
    }
    expect(readCachedEmbeddings(passages, broken)).toBeNull()
    const corrupt = memoryStorage()
    corrupt.setItem(EMBEDDING_CACHE_KEY, '{not json')
    expect(readCachedEmbeddings(passages, () => corrupt)).toBeNull()
    corrupt.setItem(EMBEDDING_CACHE_KEY, JSON.stringify({ version: cacheVersion(passages), vectors: [{ scale: 1, bytes: '' }] }))
    expect(readCachedEmbeddings(passages, () => corrupt)).toBeNull()
    const full = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    await expect(embedPassages(passages, fakeEmbed(), { storage: () => full })).resolves.toHaveLength(passages.length)
  })

  it('keeps a vector in signed bytes with its scale', () => {
    const stored = quantise([0.5, -0.25, 0, 0.125])
    expect(atob(stored.bytes)).toHaveLength(4)
    expect([...dequantise(stored)].map((x) => Number(x.toFixed(2)))).toEqual([0.5, -0.25, 0, 0.13])
    expect([...dequantise(quantise([0, 0]))]).toEqual([0, 0])
  })

  it('splits a list into batches', () => {
    expect(batches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(batches([], 2)).toEqual([])
  })
})
