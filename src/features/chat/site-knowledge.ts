import * as v from 'valibot'
import { familyPrefix, isArticleSlug, isPagePath } from '~/content/registry'
import { KNOWLEDGE_FILE, passageHref, type KnowledgeFile, type KnowledgePassage } from '~/shared/assistant-knowledge'
import type { AnswerSource } from '@machines/knowledge-base.machine'
import { createLexicalIndex, type SearchableKnowledge } from '~/shared/retrieval'

/**
 * The assistant's knowledge in the browser: the passages the build wrote to
 * KNOWLEDGE_FILE (scripts/knowledge), fetched on the chat's first question, checked, and
 * indexed for retrieval. Part of the chat's lazy chunk.
 */

const passageSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  path: v.pipe(v.string(), v.startsWith('/')),
  title: v.string(),
  heading: v.string(),
  anchor: v.string(),
  text: v.string(),
})

const knowledgeFileSchema = v.object({ brand: v.string(), passages: v.array(passageSchema) })

/** The knowledge file's JSON, checked; throws when it is not one. */
export function parseKnowledgeFile(json: unknown): KnowledgeFile {
  return v.parse(knowledgeFileSchema, json)
}

/** Fetches and checks the built knowledge; throws on a failed request or a malformed file. */
export async function fetchKnowledge(fetchFile: typeof fetch = (input, init) => globalThis.fetch(input, init), signal?: AbortSignal): Promise<KnowledgeFile> {
  const response = await fetchFile(KNOWLEDGE_FILE, { headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) })
  if (!response.ok) throw new Error(`${KNOWLEDGE_FILE}: HTTP ${response.status}`)
  return parseKnowledgeFile(await response.json())
}

/** The passages with their lexical index. */
export function searchable(file: KnowledgeFile): SearchableKnowledge {
  return { passages: file.passages, index: createLexicalIndex(file.passages) }
}

/** Whether a path is one of the site's pages in the registry (an article included). */
export function isSitePath(path: string): boolean {
  if (isPagePath(path)) return true
  return path.startsWith(familyPrefix.article) && isArticleSlug(path.slice(familyPrefix.article.length))
}

/** The Sources of an answer: its passages' pages (at their headings), best first, each link once, site pages only. */
export function sourcesOf(passages: readonly KnowledgePassage[]): AnswerSource[] {
  const seen = new Set<string>()
  const sources: AnswerSource[] = []
  for (const passage of passages) {
    if (!isSitePath(passage.path)) continue
    const href = passageHref(passage)
    if (seen.has(href)) continue
    seen.add(href)
    sources.push({ title: passage.title, heading: passage.heading, href })
  }
  return sources
}
