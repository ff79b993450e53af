/**
 * Retrieval quality, measured the way the assistant retrieves: the passages and the
 * questions are embedded through an OpenAI-compatible embeddings API (the local meaning
 * model on loopback in tests and the audit, as the server embeds through its provider),
 * then each question is ranked by the words half alone, the meaning half alone and both
 * fused (`retrieve`). Recall@k: the share of questions with a passage of an answering page
 * among the first k.
 */
import OpenAI from 'openai'
import { EMBEDDING_MODEL } from '../../src/shared/ai-contract.ts'
import { passageEmbeddingText, type KnowledgePassage } from '../../src/shared/assistant-knowledge.ts'
import { createLexicalIndex, PROMPT_PASSAGES, rankByEmbedding, retrieve, type SearchableKnowledge } from '../../src/shared/retrieval.ts'
import { conversationQuestion } from '../../src/shared/retrieval-query.ts'
import { followUpQuestions, heldOutFollowUpQuestions, inConversation } from './follow-up-questions.ts'
import { heldOutSets, tuningRounds, type RetrievalQuestion } from './retrieval-questions.ts'

/** Texts embedded through an OpenAI-compatible API, in batches, in order. */
export async function embedThrough(baseURL: string, texts: readonly string[], batchSize = 64): Promise<number[][]> {
  const client = new OpenAI({ baseURL, apiKey: 'local-meaning-model' })
  const vectors: number[][] = []
  for (let start = 0; start < texts.length; start += batchSize) {
    const response = await client.embeddings.create({ model: EMBEDDING_MODEL, input: texts.slice(start, start + batchSize) })
    vectors.push(...response.data.sort((a, b) => a.index - b.index).map((item) => item.embedding))
  }
  return vectors
}

export interface Recall {
  at1: number
  at3: number
  /** Questions found first, and among the first three. */
  found1: number
  found3: number
}

export interface RecallFigures {
  questions: number
  words: Recall
  meaning: Recall
  fused: Recall
  /** Questions the fused ranking did not find in its top 3, with what it found. */
  fusedMisses: string[]
}

/** What an unanswerable question got: retrieve's verdict, and the passages it would have shown. */
export interface UnanswerableResult {
  question: string
  relevant: boolean
  passages: string[]
}

/** The knowledge as retrieval holds it, with every passage's vector and a way to embed questions. */
export interface RetrievalBench {
  knowledge: SearchableKnowledge
  vectors: number[][]
  embed(texts: readonly string[]): Promise<number[][]>
}

/** Indexes the passages and embeds them through the API at `baseURL`. */
export async function retrievalBench(passages: readonly KnowledgePassage[], baseURL: string): Promise<RetrievalBench> {
  return {
    knowledge: { passages, index: createLexicalIndex(passages) },
    vectors: await embedThrough(baseURL, passages.map(passageEmbeddingText)),
    embed: (texts) => embedThrough(baseURL, texts),
  }
}

const share = (hits: number, total: number) => (total === 0 ? 0 : hits / total)

/** Recall@1 and @3 of each half and of the fused ranking over a question set. */
export async function measureRecall(bench: RetrievalBench, questions: readonly RetrievalQuestion[]): Promise<RecallFigures> {
  const { knowledge, vectors } = bench
  const questionVectors = await bench.embed(questions.map((q) => q.question))
  const hits = { words: [0, 0], meaning: [0, 0], fused: [0, 0] }
  const fusedMisses: string[] = []
  const count = (kind: keyof typeof hits, ranked: readonly KnowledgePassage[], answers: readonly string[]) => {
    if (ranked[0] && answers.includes(ranked[0].path)) hits[kind][0]!++
    if (ranked.slice(0, PROMPT_PASSAGES).some((p) => answers.includes(p.path))) hits[kind][1]!++
  }
  for (const [i, { question, answers, conversation }] of questions.entries()) {
    // In a conversation the words rank the conversation's question; the meaning half, as the server, the question's embedding.
    const questionEmbedding = questionVectors[i]!
    count('words', retrieve(knowledge, null, { question, questionEmbedding: [], conversation }).passages, answers)
    count('meaning', rankByEmbedding(vectors, questionEmbedding).flatMap((id) => knowledge.passages[id] ?? []), answers)
    const fused = retrieve(knowledge, vectors, { question, questionEmbedding, conversation }).passages
    count('fused', fused, answers)
    if (!fused.some((p) => answers.includes(p.path))) fusedMisses.push(`${question} -> expected ${answers.join(' or ')}, got ${fused.map((p) => p.id).join(', ') || 'nothing'}`)
  }
  const recall = ([found1, found3]: number[]): Recall => ({ at1: share(found1!, questions.length), at3: share(found3!, questions.length), found1: found1!, found3: found3! })
  return { questions: questions.length, words: recall(hits.words), meaning: recall(hits.meaning), fused: recall(hits.fused), fusedMisses }
}

/** What retrieval says about questions the site cannot answer, with both halves. */
export async function unanswerableResults(bench: RetrievalBench, questions: readonly string[]): Promise<UnanswerableResult[]> {
  const questionVectors = await bench.embed(questions)
  return questions.map((question, i) => {
    const { relevant, passages } = retrieve(bench.knowledge, bench.vectors, { question, questionEmbedding: questionVectors[i]! })
    return { question, relevant, passages: passages.map((p) => p.id) }
  })
}

/** The figures as a small table: one row per ranking, recall@1 and @3 (and the counts behind them). */
export function recallTable(name: string, figures: RecallFigures): string {
  const cell = (value: number, found: number) => `${value.toFixed(2)} (${found}/${figures.questions})`
  const row = (label: string, { at1, at3, found1, found3 }: Recall) => `| ${label} | ${cell(at1, found1)} | ${cell(at3, found3)} |`
  return [
    `${name} (${figures.questions} questions)`,
    '| ranking | recall@1 | recall@3 |',
    '| --- | --- | --- |',
    row('words alone', figures.words),
    row('meaning alone', figures.meaning),
    row('fused (retrieve)', figures.fused),
  ].join('\n')
}

/**
 * Recall tables of each round of buyer questions and each held-out set, then of the held-out sets together (the
 * honest estimate), then of the follow-up questions, ranked in their conversation and, for comparison, alone.
 */
export async function recallTables(bench: RetrievalBench): Promise<string[]> {
  const tables: string[] = []
  for (const set of [...tuningRounds, ...heldOutSets]) tables.push(recallTable(set.name, await measureRecall(bench, set.questions)))
  tables.push(recallTable('Held-out sets together', await measureRecall(bench, heldOutSets.flatMap((set) => set.questions))))
  for (const [name, set] of [['Follow-up questions', followUpQuestions], ['Held-out follow-up questions', heldOutFollowUpQuestions]] as const) {
    tables.push(recallTable(`${name}, in their conversation`, await measureRecall(bench, inConversation(set, conversationQuestion))))
    tables.push(recallTable(`${name}, asked alone`, await measureRecall(bench, inConversation(set, (asked) => asked.at(-1)!))))
  }
  return tables
}

/**
 * Recall of each half and fused, for each round of buyer questions and each held-out set, as tables: what
 * the audit prints for a build's knowledge, the passages embedded through the API at `baseURL`.
 */
export async function recallReport(passages: readonly KnowledgePassage[], baseURL: string): Promise<string> {
  return (await recallTables(await retrievalBench(passages, baseURL))).join('\n\n')
}
