/**
 * Loads the assistant's knowledge that the build wrote to <client build>/KNOWLEDGE_FILE.
 * A deploy build without it cannot answer from the site, so it refuses to start; a demo
 * build (its assistant is answered by the mocks in the browser) starts with none.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { KNOWLEDGE_FILE, type KnowledgeFile } from '../src/shared/assistant-knowledge.ts'
import { parseKnowledgeFile } from './ai-proxy/knowledge.ts'
import type { SiteMode } from './site-mode.ts'

export type KnowledgeLoad = { ok: true; knowledge: KnowledgeFile; notice?: string } | { ok: false; error: string }

export async function loadKnowledge({ clientFolder, mode, brand }: { clientFolder: string; mode: SiteMode; brand: string }): Promise<KnowledgeLoad> {
  const file = join(clientFolder, KNOWLEDGE_FILE)
  let problem: string
  try {
    const parsed = parseKnowledgeFile(JSON.parse(await readFile(file, 'utf8')))
    if (parsed.ok) return { ok: true, knowledge: parsed.knowledge }
    problem = `${file} is not a knowledge file (${parsed.error})`
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    problem = missing ? `${file} is missing` : `${file} could not be read (${String(error)})`
  }
  if (mode === 'demo') {
    return { ok: true, knowledge: { brand, passages: [] }, notice: `AI proxy: ${problem}; the demo build starts with no knowledge (any named source is refused).` }
  }
  return { ok: false, error: `AI proxy: ${problem}. The assistant answers only from the build's knowledge: rebuild with npm run build.` }
}
