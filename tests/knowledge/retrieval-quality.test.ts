import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server as mockServer } from '@mocks/node'
import { isArticleSlug, isPagePath } from '~/content/registry'
import { startEmbeddingsEndpoint, type EmbeddingsEndpoint } from '../../scripts/lib/embeddings-endpoint'
import {
  fourthRoundQuestions,
  heldOutQuestions,
  heldOutSets,
  secondRoundQuestions,
  thirdRoundQuestions,
  tuningQuestions,
  tuningRounds,
  unanswerableQuestions,
  type RetrievalQuestion,
} from '../../scripts/knowledge/retrieval-questions'
import { measureRecall, recallTables, retrievalBench, unanswerableResults, type RetrievalBench } from '../../scripts/knowledge/retrieval-recall'
import { conversationQuestion } from '~/shared/retrieval-query'
import { followUpQuestions, inConversation } from '../../scripts/knowledge/follow-up-questions'
import { siteKnowledge } from './site-knowledge'

/**
 * Retrieval quality on questions typed the way buyers type, with a meaning model that
 * understands meaning (word vectors, scripts/lib/meaning-model.ts) served as an
 * OpenAI-compatible embeddings endpoint on loopback: the passages and the questions are
 * embedded through it as the server embeds through its provider.
 */
const { knowledge } = await siteKnowledge()
let endpoint: EmbeddingsEndpoint
let bench: RetrievalBench

/** The endpoint is real, on loopback: let its requests through the mock layer. */
const letThrough = () => mockServer.use(http.all(`${endpoint.baseUrl}/*`, () => passthrough()))

// The first run in a fresh install converts the package's 307 MB of vectors (about 30 s).
beforeAll(async () => {
  endpoint = await startEmbeddingsEndpoint()
  letThrough()
  bench = await retrievalBench(knowledge.passages, endpoint.baseUrl)
}, 120_000)
beforeEach(letThrough)
afterAll(() => endpoint?.close())

const isSitePage = (path: string) => isPagePath(path) || (path.startsWith('/blog/') && isArticleSlug(path.slice(6)))

describe('retrieval quality', () => {
  it('asks at least 40 buyer questions and a held-out set, each answered by real site pages', () => {
    expect(tuningQuestions.length).toBeGreaterThanOrEqual(40)
    expect(heldOutQuestions.length).toBeGreaterThanOrEqual(20)
    const all: RetrievalQuestion[] = [...tuningRounds, ...heldOutSets].flatMap((set) => set.questions)
    expect(all.flatMap((q) => q.answers).filter((path) => !isSitePage(path))).toEqual([])
    // Each question is asked once in all the sets, answerable or not: a repeat would carry tuning into a held-out set.
    const asked = [...all.map((q) => q.question), ...[...tuningRounds, ...heldOutSets].flatMap((set) => set.unanswerable)].map((question) => question.toLowerCase())
    expect(asked.filter((question, i) => asked.indexOf(question) !== i)).toEqual([])
  })

  // The targets, which these questions meet since the buyer's words (2026-12-07: fused and words 0.89/1.00;
  // 0.69/0.81 and 0.69/0.83 before). Every set is printed, and the held-out sets together, the honest estimate:
  // fused 0.80/0.94 (eleven sets, 411 questions) with this stand-in, whose meaning half finds 0.20-0.42 alone at
  // @1; each set written later, without the pages' words, read lower when written (from 0.47/0.72 to
  // 0.88/0.97: docs/measurements.md, 0018). Every set's questions are embedded by the stand-in: given time.
  it('finds the answering page: fused recall@3 >= 0.95 and @1 >= 0.8, words alone @3 >= 0.9 (held-out figures printed apart)', { timeout: 60_000 }, async () => {
    const main = await measureRecall(bench, tuningQuestions)
    console.log((await recallTables(bench)).join('\n\n'))
    // The held-out questions' misses stay unprinted: nothing is tuned to them.
    if (main.fusedMisses.length) console.log(`fused misses:\n- ${main.fusedMisses.join('\n- ')}`)
    expect(main.fused.at3).toBeGreaterThanOrEqual(0.95)
    expect(main.fused.at1).toBeGreaterThanOrEqual(0.8)
    expect(main.words.at3).toBeGreaterThanOrEqual(0.9)
  })

  // The second round, written to find what the first tuning had not learnt (2026-12-06: fused 0.57/0.78
  // before the general readings it led to, 0.78/0.95 after): recall@3 holds to the words-alone target.
  it('finds the answering page for the second round of buyer questions: fused recall@3 >= 0.9', async () => {
    const secondRound = await measureRecall(bench, secondRoundQuestions)
    if (secondRound.fusedMisses.length) console.log(`fused misses:\n- ${secondRound.fusedMisses.join('\n- ')}`)
    expect(secondRound.fused.at3).toBeGreaterThanOrEqual(0.9)
  })

  // The third and fourth rounds, each written before the readings it led to and measured once as it stood
  // (2026-12-06: fused 0.63/0.78 and 0.53/0.82; 0.70/0.90 and 0.57/0.90 after): recall@3 held at 0.85.
  it.each([
    ['third', thirdRoundQuestions],
    ['fourth', fourthRoundQuestions],
  ] as const)('finds the answering page for the %s round of buyer questions: fused recall@3 >= 0.85', async (round, questions) => {
    const figures = await measureRecall(bench, questions)
    if (figures.fusedMisses.length) console.log(`${round} round, fused misses:\n- ${figures.fusedMisses.join('\n- ')}`)
    expect(figures.fused.at3).toBeGreaterThanOrEqual(0.85)
  })

  // A visitor's second question, often about what the first was about without naming it (2026-12-08, the follow-ups
  // watched: asked alone 0.46/0.50, in their conversation 0.63/0.79; held out 0.55/0.70 alone, 0.85/0.90).
  it("finds the page a follow-up question is about by ranking it in its conversation: recall@3 >= 0.75, above the question asked alone", async () => {
    const inTheirConversation = await measureRecall(bench, inConversation(followUpQuestions, conversationQuestion))
    const alone = await measureRecall(bench, inConversation(followUpQuestions, (asked) => asked.at(-1)!))
    if (inTheirConversation.fusedMisses.length) console.log(`follow-ups, fused misses:\n- ${inTheirConversation.fusedMisses.join('\n- ')}`)
    expect(inTheirConversation.fused.at3).toBeGreaterThanOrEqual(0.75)
    expect(inTheirConversation.fused.found1).toBeGreaterThan(alone.fused.found1)
    expect(inTheirConversation.fused.found3).toBeGreaterThan(alone.fused.found3)
  })

  // Retrieval turns away what shares too little with the site, with no model call. What it lets
  // through (a question naming a word the site uses, 'office') goes to the model with its passages,
  // which answers from them or says it does not know; sources are only the passages its answer
  // cites (tests/server/ai-proxy.test.ts), so a declined question lists none.
  it('turns away at least three in four of the questions the site cannot answer', async () => {
    const results = await unanswerableResults(bench, unanswerableQuestions)
    console.log(results.map((r) => `${r.relevant ? 'RELEVANT' : 'not relevant'}: ${r.question} -> ${r.passages.join(', ')}`).join('\n'))
    for (const set of [...tuningRounds.slice(1), ...heldOutSets]) {
      const others = await unanswerableResults(bench, set.unanswerable)
      console.log(`${set.name}, those the site cannot answer: ${others.filter((r) => !r.relevant).length} of ${others.length} found not relevant`)
    }
    expect(results.filter((r) => !r.relevant).length).toBeGreaterThanOrEqual(results.length * 0.75)
  })
})
