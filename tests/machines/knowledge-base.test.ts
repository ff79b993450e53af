import { createActor, fromCallback, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { knowledgeBaseMachine, type KnowledgeDocument, type Retrieval, type RetrieveInput } from '@machines/knowledge-base.machine'

const documents: KnowledgeDocument[] = [
  { id: 'a', title: 'A', text: 'Alpha', embedding: [1, 0] },
  { id: 'b', title: 'B', text: 'Beta', embedding: [0, 1] },
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

function startKnowledgeBase(options: { initialise?: () => Promise<KnowledgeDocument[]>; retrieve?: (input: RetrieveInput) => Promise<Retrieval> } = {}) {
  const initialise = vi.fn(options.initialise ?? (async () => documents))
  const retrieve = vi.fn(
    options.retrieve ??
      (async ({ documents: docs, embedding }: RetrieveInput) => ({ context: docs.map((d) => d.text).join('|'), documentIds: [`${embedding.join(',')}`] })),
  )
  const reportFailure = vi.fn()
  const actor = createActor(
    knowledgeBaseMachine.provide({
      actors: {
        initialise: fromPromise(() => initialise()),
        retrieve: fromPromise(({ input }) => retrieve(input)),
      },
      actions: { reportFailure: (_, params) => reportFailure(params.error) },
    }),
  ).start()
  return { actor, initialise, retrieve, reportFailure }
}

describe('knowledge base machine', () => {
  it('waits uninitialised until it is first needed', () => {
    const { actor, initialise } = startKnowledgeBase()
    expect(actor.getSnapshot().value).toBe('uninitialised')
    expect(initialise).not.toHaveBeenCalled()
  })

  it('initialises once on kb.init and is then ready with the documents and their embeddings', async () => {
    const { actor, initialise } = startKnowledgeBase()
    actor.send({ type: 'kb.init' })
    expect(actor.getSnapshot().hasTag('initialising')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('ready'))
    actor.send({ type: 'kb.init' })
    expect(initialise).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.documents).toEqual(documents)
  })

  it('starts initialising on the first retrieval request and answers it once ready', async () => {
    const { actor, retrieve } = startKnowledgeBase()
    const asker = collector()
    actor.send({ type: 'kb.retrieve', requestId: 7, embedding: [1, 0], replyTo: asker.ref })
    expect(actor.getSnapshot().matches('initialising')).toBe(true)
    await vi.waitFor(() => expect(asker.received).toHaveLength(1))
    expect(asker.received[0]).toEqual({ type: 'kb.retrieved', requestId: 7, context: 'Alpha|Beta', documentIds: ['1,0'] })
    expect(retrieve).toHaveBeenCalledWith({ documents, embedding: [1, 0] })
  })

  it('queues the requests that arrive while initialising and answers them in order', async () => {
    const init = deferred<KnowledgeDocument[]>()
    const { actor, retrieve } = startKnowledgeBase({ initialise: () => init.promise })
    const asker = collector()
    actor.send({ type: 'kb.init' })
    actor.send({ type: 'kb.retrieve', requestId: 1, embedding: [1], replyTo: asker.ref })
    actor.send({ type: 'kb.retrieve', requestId: 2, embedding: [2], replyTo: asker.ref })
    expect(actor.getSnapshot().context.pending).toHaveLength(2)
    expect(retrieve).not.toHaveBeenCalled()
    init.resolve(documents)
    await vi.waitFor(() => expect(asker.received).toHaveLength(2))
    expect(asker.received.map((e) => e.requestId)).toEqual([1, 2])
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('accepts requests while it is answering another one', async () => {
    const first = deferred<Retrieval>()
    let calls = 0
    const { actor } = startKnowledgeBase({
      retrieve: async () => (++calls === 1 ? first.promise : { context: 'second', documentIds: [] }),
    })
    const asker = collector()
    actor.send({ type: 'kb.retrieve', requestId: 1, embedding: [], replyTo: asker.ref })
    await waitFor(actor, (s) => s.hasTag('answering'))
    actor.send({ type: 'kb.retrieve', requestId: 2, embedding: [], replyTo: asker.ref })
    first.resolve({ context: 'first', documentIds: [] })
    await vi.waitFor(() => expect(asker.received).toHaveLength(2))
    expect(asker.received.map((e) => e.context)).toEqual(['first', 'second'])
  })

  it('goes to failed when initialisation throws, reports it, and still answers with no documents', async () => {
    const failure = new Error('chunk failed to load')
    const { actor, retrieve, reportFailure } = startKnowledgeBase({ initialise: async () => Promise.reject(failure) })
    const asker = collector()
    actor.send({ type: 'kb.retrieve', requestId: 3, embedding: [1, 0], replyTo: asker.ref })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(reportFailure).toHaveBeenCalledWith(failure)
    await vi.waitFor(() => expect(asker.received).toHaveLength(1))
    expect(retrieve).toHaveBeenCalledWith({ documents: [], embedding: [1, 0] })
    expect(asker.received[0]).toMatchObject({ type: 'kb.retrieved', requestId: 3, context: '' })
  })

  it('answers with no context when a retrieval throws', async () => {
    const { actor } = startKnowledgeBase({ retrieve: async () => Promise.reject(new Error('bad vector')) })
    const asker = collector()
    actor.send({ type: 'kb.retrieve', requestId: 4, embedding: [], replyTo: asker.ref })
    await vi.waitFor(() => expect(asker.received).toHaveLength(1))
    expect(asker.received[0]).toEqual({ type: 'kb.retrieved', requestId: 4, context: '', documentIds: [] })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })
})
