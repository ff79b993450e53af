/**
 * The server's own copy of the assistant's knowledge (KNOWLEDGE_FILE of the build), checked
 * as it is read: the only text that becomes the model's instructions, and, with a visitor's
 * question, the only text the proxy embeds.
 */
import * as v from 'valibot'
import type { KnowledgeFile } from '../../src/shared/assistant-knowledge.ts'

const KnowledgeFileSchema = v.object({
  brand: v.pipe(v.string(), v.minLength(1)),
  passages: v.array(
    v.object({
      id: v.pipe(v.string(), v.minLength(1)),
      path: v.string(),
      title: v.string(),
      heading: v.string(),
      anchor: v.string(),
      text: v.string(),
    }),
  ),
})

/** The knowledge file's JSON, checked; an error names what is wrong. */
export function parseKnowledgeFile(json: unknown): { ok: true; knowledge: KnowledgeFile } | { ok: false; error: string } {
  const result = v.safeParse(KnowledgeFileSchema, json)
  if (result.success) return { ok: true, knowledge: result.output }
  const issue = result.issues[0]
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? ''
  return { ok: false, error: `${path ? `${path}: ` : ''}${issue.message}` }
}
