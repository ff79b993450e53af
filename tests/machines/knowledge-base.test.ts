import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import {
  embeddingRetryDelay,
  knowledgeBaseMachine,
  type Embeddings,
  type Knowledge,
  type LoadedKnowledge,
  type Retrieval,
  type RetrieveInput,
} from '@machines/knowledge-base.machine'

const knowledge: Knowledge = {
  passages: [
    { id: '/a', path: '/a', title: 'A', heading: '', anchor: '', text: 'Alpha' },
    { id: '/b#x', path: '/b', title: 'B', heading: 'X', anchor: 'x', text: 'Beta' },
  ],
}
const vectors: Embeddings = [
  [1, 0],
  [0, 1],
]

/** An actor that keeps every event it is sent: stands in for the chat machine. */
function collector() {
  const received: AnyEventObject[] = []
  const ref = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => void received.push(event)))).start()
  return { ref, received }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

interface StartOptions {
  load?: () => Promise<LoadedKnowledge>
  embedKnowledge?: () => Promise<Embeddings>
  retrieve?: (input: RetrieveInput) => Promise<Retrieval>
  clock?: SimulatedClock
}

/** What the fake retrieval answers: which embeddings it was given, and the question. */
const describeInput = ({ knowledge: k, embeddings, question }: RetrieveInput): Retrieval => ({
  passages: k.passages.slice(0, 1),
  sources: [{ title: embeddings ? 'hybrid' : 'words only', heading: question, href: '/a' }],
})

function startKnowledgeBase(options: StartOptions = {}) {
  const load = vi.fn(options.load ?? (async () => ({ knowledge, embeddings: null })))
  const embedKnowledge = vi.fn(options.embedKnowledge ?? (async () => vectors))
  const retrieve = vi.fn(options.retrieve ?? (async (input: RetrieveInput) => describeInput(input)))
  const reportFailure = vi.fn()
  const actor = createActor(
    knowledgeBaseMachine.provide({
      actors: {
        load: fromPromise(() => load()),
        embedKnowledge: fromPromise(() => embedKnowledge()),
        retrieve: fromPromise(({ input }) => retrieve(input)),
      },
      actions: { reportFailure: (_, params) => reportFailure(params.stage, params.error) },
    }),
    options.clock ? { clock: options.clock } : {},
  ).start()
  return { actor, load, embedKnowledge, retrieve, reportFailure }
}

const ask = (actor: ReturnType<typeof startKnowledgeBase>['actor'], replyTo: ReturnType<typeof collector>['ref'], requestId: number, question = 'q') =>
  actor.send({ type: 'kb.retrieve', requestId, question, embedding: [1, 0], replyTo })

describe('knowledge base machine', () => {
  it('waits uninitialised until it is first needed', () => {
    const { actor, load } = startKnowledgeBase()
    expect(actor.getSnapshot().value).toBe('uninitialised')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads once on kb.init, then computes the passages’ embeddings once', async () => {
    const { actor, load, embedKnowledge } = startKnowledgeBase()
    actor.send({ type: 'kb.init' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('embedded'))
    actor.send({ type: 'kb.init' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(embedKnowledge).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context).toMatchObject({ knowledge, embeddings: vectors, embeddingFailures: 0 })
  })

  it('uses cached embeddings from the load without computing them', async () => {
    const { actor, embedKnowledge } = startKnowledgeBase({ load: async () => ({ knowledge, embeddings: vectors }) })
    actor.send({ type: 'kb.init' })
    await waitFor(actor, (s) => s.hasTag('embedded'))
    expect(embedKnowledge).not.toHaveBeenCalled()
  })

  it('answers a question by words alone while the embeddings are being computed, and hybrid once they are', async () => {
    const embedding = deferred<Embeddings>()
    const { actor, retrieve } = startKnowledgeBase({ embedKnowledge: () => embedding.promise })
    const asker = collector()
    ask(actor, asker.ref, 7, 'first')
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    await vi.waitFor(() => expect(asker.received).toHaveLength(1))
    expect(actor.getSnapshot().hasTag('embedding')).toBe(true)
    expect(asker.received[0]).toEqual({
      type: 'kb.retrieved',
      requestId: 7,
      passages: [knowledge.passages[0]],
      sources: [{ title: 'words only', heading: 'first', href: '/a' }],
    })
    expect(retrieve).toHaveBeenCalledWith({ knowledge, embeddings: null, question: 'first', embedding: [1, 0] })

    embedding.resolve(vectors)
    await waitFor(actor, (s) => s.hasTag('embedded'))
    ask(actor, asker.ref, 8, 'second')
    await vi.waitFor(() => expect(asker.received).toHaveLength(2))
    expect(asker.received[1]).toMatchObject({ requestId: 8, sources: [{ title: 'hybrid' }] })
  })

  it('queues the requests that arrive while loading and answers them in order', async () => {
    const loading = deferred<LoadedKnowledge>()
    const { actor, retrieve } = startKnowledgeBase({ load: () => loading.promise })
    const asker = collector()
    actor.send({ type: 'kb.init' })
    ask(actor, asker.ref, 1)
    ask(actor, asker.ref, 2)
    expect(actor.getSnapshot().context.pending).toHaveLength(2)
    expect(retrieve).not.toHaveBeenCalled()
    loading.resolve({ knowledge, embeddings: vectors })
    await vi.waitFor(() => expect(asker.received).toHaveLength(2))
    expect(asker.received.map((e) => e.requestId)).toEqual([1, 2])
    expect(actor.getSnapshot().context.pending).toEqual([])
  })

  it('accepts requests while it is answering another one', async () => {
    const first = deferred<Retrieval>()
    let calls = 0
    const { actor } = startKnowledgeBase({
      load: async () => ({ knowledge, embeddings: vectors }),
      retrieve: async (input) => (++calls === 1 ? first.promise : describeInput(input)),
    })
    const asker = collector()
    ask(actor, asker.ref, 1)
    await waitFor(actor, (s) => s.hasTag('answering'))
    ask(actor, asker.ref, 2)
    first.resolve({ passages: [], sources: [] })
    await vi.waitFor(() => expect(asker.received).toHaveLength(2))
    expect(asker.received.map((e) => e.requestId)).toEqual([1, 2])
  })

  it('retries failed embeddings on the next question after a backoff, answering by words meanwhile', async () => {
    const clock = new SimulatedClock()
    let attempts = 0
    const failure = new Error('embeddings 500')
    const { actor, embedKnowledge, reportFailure } = startKnowledgeBase({
      clock,
      embedKnowledge: async () => {
        attempts++
        if (attempts <= 2) throw failure
        return vectors
      },
    })
    const asker = collector()
    ask(actor, asker.ref, 1)
    await waitFor(actor, (s) => s.hasTag('embeddings-failed'))
    expect(reportFailure).toHaveBeenCalledWith('embed', failure)
    expect(actor.getSnapshot().context.embeddingFailures).toBe(1)
    await vi.waitFor(() => expect(asker.received).toHaveLength(1))
    expect(asker.received[0]).toMatchObject({ sources: [{ title: 'words only' }] })

    // Within the backoff a question is answered by words and does not retry.
    ask(actor, asker.ref, 2)
    await vi.waitFor(() => expect(asker.received).toHaveLength(2))
    expect(embedKnowledge).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ ready: { embeddings: 'coolingDown' } })).toBe(true)

    // After the backoff nothing happens until the next question, which retries (and fails again).
    clock.increment(embeddingRetryDelay(1))
    expect(actor.getSnapshot().matches({ ready: { embeddings: 'waiting' } })).toBe(true)
    expect(embedKnowledge).toHaveBeenCalledTimes(1)
    ask(actor, asker.ref, 3)
    await vi.waitFor(() => expect(embedKnowledge).toHaveBeenCalledTimes(2))
    await waitFor(actor, (s) => s.matches({ ready: { embeddings: 'coolingDown' } }))
    await vi.waitFor(() => expect(asker.received).toHaveLength(3))
    expect(actor.getSnapshot().context.embeddingFailures).toBe(2)

    // The second backoff is longer; the third try succeeds and the next answers are hybrid.
    clock.increment(embeddingRetryDelay(1))
    expect(actor.getSnapshot().matches({ ready: { embeddings: 'coolingDown' } })).toBe(true)
    clock.increment(embeddingRetryDelay(2) - embeddingRetryDelay(1))
    ask(actor, asker.ref, 4)
    await waitFor(actor, (s) => s.hasTag('embedded'))
    expect(actor.getSnapshot().context).toMatchObject({ embeddings: vectors, embeddingFailures: 0 })
    ask(actor, asker.ref, 5)
    await vi.waitFor(() => expect(asker.received).toHaveLength(5))
    expect(asker.received[4]).toMatchObject({ requestId: 5, sources: [{ title: 'hybrid' }] })
  })

  it('backs off 5 s, 15 s, 45 s ... up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 9].map(embeddingRetryDelay)).toEqual([5_000, 15_000, 45_000, 135_000, 300_000, 300_000])
  })

  it('is unavailable when loading throws, answers with no passages, and loads again on the next question', async () => {
    const failure = new Error('knowledge.json: HTTP 404')
    let loads = 0
    const { actor, retrieve, reportFailure } = startKnowledgeBase({
      load: async () => {
        if (++loads === 1) throw failure
        return { knowledge, embeddings: vectors }
      },
    })
    const asker = collector()
    ask(actor, asker.ref, 3)
    await waitFor(actor, (s) => s.hasTag('unavailable'))
    expect(reportFailure).toHaveBeenCalledWith('load', failure)
    await vi.waitFor(() => expect(asker.received).toHaveLength(1))
    expect(retrieve).toHaveBeenCalledWith({ knowledge: { passages: [] }, embeddings: null, question: 'q', embedding: [1, 0] })
    ask(actor, asker.ref, 4)
    await waitFor(actor, (s) => s.hasTag('ready'))
    await vi.waitFor(() => expect(asker.received).toHaveLength(2))
    expect(asker.received[1]).toMatchObject({ requestId: 4, sources: [{ title: 'hybrid' }] })
  })

  it('answers with no passages when a retrieval throws', async () => {
    const { actor } = startKnowledgeBase({ retrieve: async () => Promise.reject(new Error('bad vector')) })
    const asker = collector()
    ask(actor, asker.ref, 4)
    await vi.waitFor(() => expect(asker.received).toHaveLength(1))
    expect(asker.received[0]).toEqual({ type: 'kb.retrieved', requestId: 4, passages: [], sources: [] })
  })
})
