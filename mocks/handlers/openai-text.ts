/**
 * The text side of the AI mocks and of the test provider (scripts/lib/fake-provider.ts),
 * free of MSW: deterministic embeddings (a hashed bag of words) and replies written from
 * the numbered passages of the system prompt, citing them as the prompt asks ([2]). Not a
 * language model: just enough for on-topic questions to get a relevant, repeatable answer
 * from the right pages in demo mode, in tests and in the audit.
 */
import { PROMPT_PASSAGES_HEADING } from '../../src/shared/assistant-knowledge.ts'
// The retrieval's own stop words and stemmer: the demo's answers read a question as the ranking does.
import { STOP_WORDS } from '../../src/shared/buyer-words.ts'
import { createLexicalIndex, stem } from '../../src/shared/lexical-index.ts'

/** Length of a mock embedding (the real model gives 1536; ranking only needs a few hundred). */
export const MOCK_EMBEDDING_DIMENSIONS = 256

/** The longest mock reply, in words. */
export const MOCK_REPLY_MAX_WORDS = 100

/** What the mock answers when nothing in the context shares a word with the question. */
export const MOCK_FALLBACK_REPLY =
  "I don't have details on that in my notes. Our team can answer it directly: book a consultation on the contact page."

/** Lower-cased word tokens. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []
}

/** The stems of a text's words that carry meaning (stop words dropped). */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word) && !word.includes("'"))
    .map(stem)
}

/** 32-bit FNV-1a. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * A deterministic unit vector for a text: each content word is hashed into one of
 * MOCK_EMBEDDING_DIMENSIONS buckets with a hashed sign (so collisions cancel out rather
 * than pile up), then the vector is L2-normalised. Texts that share words point the same way.
 */
export function mockEmbedding(text: string, dimensions = MOCK_EMBEDDING_DIMENSIONS): number[] {
  const vector = new Array<number>(dimensions).fill(0)
  let tokens = contentStems(text)
  if (tokens.length === 0) tokens = words(text) // only stop words: still tell texts apart
  for (const token of tokens) {
    const hash = fnv1a(token)
    vector[hash % dimensions]! += hash & 0x80000000 ? -1 : 1
  }
  const norm = Math.hypot(...vector)
  if (norm === 0) {
    vector[0] = 1 // no words at all: any unit vector keeps cosine similarity defined
    return vector
  }
  return vector.map((value) => value / norm)
}

/** The float32 little-endian bytes of a vector in base64: OpenAI's `encoding_format: 'base64'`. */
export function toBase64Float32(vector: readonly number[]): string {
  const view = new DataView(new ArrayBuffer(vector.length * 4))
  vector.forEach((value, i) => view.setFloat32(i * 4, value, true))
  let binary = ''
  const bytes = new Uint8Array(view.buffer)
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** A passage as the system prompt numbers it. */
export interface PromptPassage {
  number: number
  /** Its page and heading (the line after the number). */
  where: string
  text: string
}

/** The numbered passages of a system prompt (renderSystemPrompt): each `[n] ` line starts one. */
export function promptPassages(systemPrompt: string): PromptPassage[] {
  const at = systemPrompt.indexOf(PROMPT_PASSAGES_HEADING)
  if (at === -1) return []
  const passages: PromptPassage[] = []
  for (const block of systemPrompt.slice(at + PROMPT_PASSAGES_HEADING.length).split(/^(?=\[\d+\] )/m)) {
    const match = /^\[(\d+)\] ([^\n]*)\n?([\s\S]*)$/.exec(block.trim())
    if (match) passages.push({ number: Number(match[1]), where: match[2]!, text: match[3]! })
  }
  return passages
}

/** A line this short is a label or a chip ("Snowflake"), not a sentence... */
const SHORT_LINE_WORDS = 3
/** ...and so is one of up to this many words that does not end as a sentence does ("Chief Technology Officer"). */
const LABEL_WORDS = 4

const isFragment = (line: string) => words(line).length < SHORT_LINE_WORDS || (words(line).length <= LABEL_WORDS && !/[.!?…]$/.test(line))

/**
 * The sentences of a text: split at line breaks and sentence ends, markup trimmed. A run of short
 * lines (a stack's chips, a name and a role) becomes one sentence listing them: "PostgreSQL, Snowflake,
 * dbt"; "Priya Raman, Chief Technology Officer".
 */
export function sentences(text: string): string[] {
  const lines = text
    .replace(/<\/?[a-z][^>]*>/gi, '\n') // <document> wrappers and the like
    .split(/\n+|(?<=[.!?])\s+(?=["'(\p{Lu}\p{N}])/u)
    .map((line) =>
      line
        .replace(/^[\s#>*-]*(?:\d+[.)]\s+)?/, '') // headings, quotes, bullets, numbering
        .replace(/\*\*|__|`/g, '')
        .trim(),
    )
    .filter((line) => words(line).length > 0)
  const joined: string[] = []
  let run: string[] = []
  const endRun = () => {
    if (run.length > 1) joined.push(run.join(', '))
    run = []
  }
  for (const [i, line] of lines.entries()) {
    // A label ("Office:") names the line after it: read as one.
    if (/:$/.test(line) && isFragment(line) && lines[i + 1] && !isFragment(lines[i + 1]!)) lines[i + 1] = `${line} ${lines[i + 1]}`
    else if (isFragment(line)) run.push(line.replace(/[.:;,]+$/, ''))
    else {
      endRun()
      joined.push(line)
    }
  }
  endRun()
  return joined.filter((line) => words(line).length >= SHORT_LINE_WORDS)
}

function capWords(text: string, max: number): string {
  const parts = text.split(/\s+/)
  if (parts.length <= max) return text
  return parts.slice(0, max).join(' ').replace(/[,;:.!?-]*$/, '') + '…'
}

/** A sentence with its passage's citation before its final mark: "... in 6 weeks [2]." */
function cite(sentence: string, number: number): string {
  const ended = /[.!?…]$/.test(sentence) ? sentence : `${sentence}.`
  return `${ended.slice(0, -1)} [${number}]${ended.slice(-1)}`
}

/** Every sentence of the prompt's passages, in order, with its passage's number. */
function promptSentences(systemPrompt: string) {
  return promptPassages(systemPrompt).flatMap((passage) => sentences(passage.text).map((text) => ({ text, number: passage.number })))
}

/**
 * A reply to `question` from the prompt's numbered passages, as a model told to answer from them would
 * give it: the (up to) three sentences that hold most of the question, read as retrieval reads it
 * (related words, spellings), the better-ranked passage first on a tie (a heading that names the
 * question is no answer by itself); in the prompt's order, each citing its passage, kept under
 * MOCK_REPLY_MAX_WORDS. With nothing of the question in any sentence it answers MOCK_FALLBACK_REPLY,
 * which cites nothing.
 */
export function citedReply(systemPrompt: string, question: string, maxWords = MOCK_REPLY_MAX_WORDS): string {
  if (contentStems(question).length === 0) return MOCK_FALLBACK_REPLY
  const seen = new Set<string>() // a sentence repeated across passages counts once
  const all = promptSentences(systemPrompt)
    .filter((sentence) => !seen.has(sentence.text) && seen.add(sentence.text))
    .map((sentence, position) => ({ ...sentence, position }))
  const index = createLexicalIndex(all.map((sentence) => ({ id: String(sentence.position), path: '', title: '', heading: '', anchor: '', text: sentence.text })))
  // Coverage in steps of 0.05, so that a hair's difference does not outrank a better-ranked passage.
  const scored = index
    .search(question)
    .map((hit) => ({ ...all[hit.id]!, held: Math.round(hit.coverage * 20) }))
    .sort((a, b) => b.held - a.held || a.number - b.number || a.position - b.position)
  if (scored.length === 0) return MOCK_FALLBACK_REPLY

  const chosen: typeof scored = []
  let total = 0
  for (const sentence of scored.slice(0, 3)) {
    const count = sentence.text.split(/\s+/).length
    if (chosen.length > 0 && total + count > maxWords) continue
    chosen.push(sentence)
    total += count
  }
  return chosen
    .sort((a, b) => a.position - b.position)
    .map((sentence) => cite(capWords(sentence.text, maxWords), sentence.number))
    .join(' ')
}

/**
 * A long reply for the truncated scenario: the prompt's sentences in order (from the start
 * again when they run out), each citing its passage, as many as make `minWords` words, so
 * a max_tokens cut lands mid-sentence.
 */
export function longCitedReply(systemPrompt: string, minWords: number): string {
  const pool = promptSentences(systemPrompt).map((sentence) => cite(sentence.text, sentence.number))
  if (pool.length === 0) return MOCK_FALLBACK_REPLY
  const chosen: string[] = []
  let total = 0
  for (let i = 0; total < minWords; i++) {
    const sentence = pool[i % pool.length]!
    chosen.push(sentence)
    total += sentence.split(/\s+/).length
  }
  return chosen.join(' ')
}

/** A rough token count (OpenAI's usage figures): one per word or punctuation mark. */
export function roughTokens(text: string): number {
  return text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0
}
