import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { embeddingRetryDelay, knowledgeBaseMachine, type PassageVectors } from '@machines/knowledge-base.machine'

const vectors: PassageVectors = [
  [1, 0],
  [0, 1],
]

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
  passageCount?: number
  loadVectors?: () => Promise<PassageVectors | null>
  embedPassages?: () => Promise<PassageVectors>
  clock?: SimulatedClock
}

function startKnowledgeBase(options: StartOptions = {}) {
  const loadVectors = vi.fn(options.loadVectors ?? (async () => null))
  const embedPassages = vi.fn(options.embedPassages ?? (async () => vectors))
  const reportFailure = vi.fn()
  const actor = createActor(
    knowledgeBaseMachine.provide({
      actors: { loadVectors: fromPromise(() => loadVectors()), embedPassages: fromPromise(() => embedPassages()) },
      actions: { reportFailure: (_, params) => reportFailure(params.stage, params.error) },
    }),
    { input: { passageCount: options.passageCount ?? 2 }, ...(options.clock ? { clock: options.clock } : {}) },
  ).start()
  return { actor, loadVectors, embedPassages, reportFailure }
}

const meaning = (actor: ReturnType<typeof startKnowledgeBase>['actor']) => waitFor(actor, (s) => s.hasTag('meaning'))

describe('knowledge base machine (the server ranks)', () => {
  it('waits uninitialised, by words only, until started or asked', () => {
    const { actor, loadVectors } = startKnowledgeBase()
    expect(actor.getSnapshot().value).toBe('uninitialised')
    expect(actor.getSnapshot().hasTag('words-only')).toBe(true)
    expect(loadVectors).not.toHaveBeenCalled()
  })

  it('on kb.init, loads the vectors the store keeps for these passages and is ready with both halves, embedding nothing', async () => {
    const { actor, embedPassages } = startKnowledgeBase({ loadVectors: async () => vectors })
    actor.send({ type: 'kb.init' })
    expect(actor.getSnapshot().matches({ initialising: 'loading' })).toBe(true)
    await meaning(actor)
    expect(actor.getSnapshot().context).toMatchObject({ vectors, failures: 0 })
    expect(embedPassages).not.toHaveBeenCalled()
  })

  it('embeds the passages once when the store has none (or another count of them), by words only meanwhile', async () => {
    const embedding = deferred<PassageVectors>()
    const { actor, embedPassages } = startKnowledgeBase({ loadVectors: async () => [[1, 0]], embedPassages: () => embedding.promise })
    actor.send({ type: 'kb.asked' })
    await waitFor(actor, (s) => s.matches({ initialising: 'embedding' }))
    expect(actor.getSnapshot().hasTag('words-only')).toBe(true)
    expect(actor.getSnapshot().context.vectors).toBeNull()
    // Questions keep coming: nothing starts twice.
    actor.send({ type: 'kb.asked' })
    actor.send({ type: 'kb.init' })
    embedding.resolve(vectors)
    await meaning(actor)
    expect(embedPassages).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.vectors).toEqual(vectors)
  })

  it('embeds the passages when the store cannot be read, reporting it', async () => {
    const failure = new Error('Redis went away')
    const { actor, reportFailure, embedPassages } = startKnowledgeBase({ loadVectors: async () => Promise.reject(failure) })
    actor.send({ type: 'kb.init' })
    await meaning(actor)
    expect(reportFailure).toHaveBeenCalledWith('load', failure)
    expect(embedPassages).toHaveBeenCalledTimes(1)
  })

  it('is ready at once with no passages to embed', async () => {
    const { actor, loadVectors } = startKnowledgeBase({ passageCount: 0 })
    actor.send({ type: 'kb.init' })
    await meaning(actor)
    expect(loadVectors).not.toHaveBeenCalled()
  })

  it('degrades to words only when embedding fails, and tries again on the first question after a backoff', async () => {
    const clock = new SimulatedClock()
    let attempts = 0
    const failure = new Error('embeddings 500')
    const { actor, embedPassages, reportFailure } = startKnowledgeBase({
      clock,
      embedPassages: async () => {
        attempts++
        if (attempts <= 2) throw failure
        return vectors
      },
    })
    actor.send({ type: 'kb.init' })
    await waitFor(actor, (s) => s.hasTag('degraded'))
    expect(reportFailure).toHaveBeenCalledWith('embed', failure)
    expect(actor.getSnapshot().hasTag('words-only')).toBe(true)
    expect(actor.getSnapshot().context.failures).toBe(1)

    // Within the backoff a question does not retry.
    actor.send({ type: 'kb.asked' })
    expect(actor.getSnapshot().matches({ degraded: 'coolingDown' })).toBe(true)
    expect(embedPassages).toHaveBeenCalledTimes(1)

    // After the backoff nothing happens until the next question, which retries (and fails again).
    clock.increment(embeddingRetryDelay(1))
    expect(actor.getSnapshot().matches({ degraded: 'waiting' })).toBe(true)
    expect(embedPassages).toHaveBeenCalledTimes(1)
    actor.send({ type: 'kb.asked' })
    await waitFor(actor, (s) => s.matches({ degraded: 'coolingDown' }))
    expect(embedPassages).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.failures).toBe(2)

    // The second backoff is longer; the third try succeeds.
    clock.increment(embeddingRetryDelay(1))
    expect(actor.getSnapshot().matches({ degraded: 'coolingDown' })).toBe(true)
    clock.increment(embeddingRetryDelay(2) - embeddingRetryDelay(1))
    actor.send({ type: 'kb.asked' })
    await meaning(actor)
    expect(actor.getSnapshot().context).toMatchObject({ vectors, failures: 0 })
  })

  it('counts a provider answer of the wrong length as a failure', async () => {
    const { actor, reportFailure } = startKnowledgeBase({ embedPassages: async () => [[1, 0]] })
    actor.send({ type: 'kb.init' })
    await waitFor(actor, (s) => s.hasTag('degraded'))
    expect(reportFailure).toHaveBeenCalledWith('embed', expect.any(Error))
  })

  it('backs off 5 s, 15 s, 45 s ... up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 9].map(embeddingRetryDelay)).toEqual([5_000, 15_000, 45_000, 135_000, 300_000, 300_000])
  })
})
