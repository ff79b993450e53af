import type { Actor, AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate'
import { yieldInBackground } from './yield-to-browser'

export interface LazyActorOptions<TMachine extends AnyStateMachine, TView> {
  /** The machine with the app's implementations, from a dynamic import (so XState is not in the first load). */
  load: () => Promise<TMachine>
  /** Read when the actor starts, so it can use what the page knows by then. */
  input?: () => InputFrom<TMachine>
  /** What the component shows until the actor runs: the machine's initial snapshot seen through `view` (tests hold the two equal). */
  initialView: TView
  /** What the component reads from a snapshot. A new object with equal fields is not a change. */
  view: (snapshot: SnapshotFrom<TMachine>) => TView
}

type Status = 'idle' | 'loading' | 'running'

/**
 * An XState actor that starts on first use. Until it runs, the component renders
 * `initialView`, and the events sent meanwhile wait in order and reach the actor as
 * soon as it has started: nothing a visitor does before the code arrives is lost.
 * Plain TypeScript (no React), so the same store backs a hook or a module-level actor.
 */
export class LazyActor<TMachine extends AnyStateMachine, TView> {
  #options: LazyActorOptions<TMachine, TView>
  #status: Status = 'idle'
  #actor: Actor<TMachine> | undefined
  #waiting: EventFrom<TMachine>[] = []
  #view: TView
  #listeners = new Set<() => void>()
  /** Bumped by stop(): a load that finishes after it is dropped. */
  #generation = 0
  #ready: Promise<void> | undefined

  constructor(options: LazyActorOptions<TMachine, TView>) {
    this.#options = options
    this.#view = options.initialView
  }

  isRunning = (): boolean => this.#status === 'running'

  getView = (): TView => this.#view
  getInitialView = (): TView => this.#options.initialView

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  send = (event: EventFrom<TMachine>): void => {
    if (this.#actor) {
      this.#actor.send(event)
      return
    }
    this.#waiting.push(event)
    void this.start()
  }

  /** Loads and starts the actor (once); resolves when it runs. A failed load can be retried by the next event. */
  start = (): Promise<void> => {
    if (this.#ready) return this.#ready
    this.#status = 'loading'
    const generation = this.#generation
    this.#ready = Promise.all([this.#options.load(), import('./machine-runtime')]).then(
      async ([machine, runtime]) => {
        // Started early, with nothing to do yet: wait behind anything else waiting. The
        // actors a first intent starts together are then created one per task, and a
        // visitor's tap meanwhile is handled first, its own actor at once.
        if (this.#waiting.length === 0) await yieldInBackground()
        if (generation !== this.#generation) return
        const actor = runtime.createAppActor(machine, this.#options.input?.())
        this.#actor = actor
        actor.subscribe((snapshot) => this.#show(snapshot))
        actor.start()
        const waiting = this.#waiting
        this.#waiting = []
        for (const event of waiting) actor.send(event)
        this.#status = 'running'
        this.#show(actor.getSnapshot())
      },
      (error: unknown) => {
        if (generation !== this.#generation) return
        // Offline or a new deploy removed the chunk: stay usable, try again on the next event.
        // The events that met the failure go with it: replayed later, a toggle sent twice
        // would open and close a menu in one go.
        console.error('A part of the page could not be loaded', error)
        this.#waiting = []
        this.#status = 'idle'
        this.#ready = undefined
      },
    )
    return this.#ready
  }

  /** Stops the actor and forgets it; the next event starts a fresh one. */
  stop = (): void => {
    this.#generation++
    this.#actor?.stop()
    this.#actor = undefined
    this.#waiting = []
    this.#ready = undefined
    this.#status = 'idle'
    this.#setView(this.#options.initialView)
  }

  #show(snapshot: SnapshotFrom<TMachine>): void {
    // Before `running`, listeners wait: the first view they see already holds the events that waited.
    const view = this.#options.view(snapshot)
    if (this.#status === 'running') this.#setView(view)
  }

  #setView(view: TView): void {
    if (shallowEqual(view, this.#view)) return
    this.#view = view
    for (const listener of this.#listeners) listener()
  }
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keysA = Object.keys(a)
  if (keysA.length !== Object.keys(b).length) return false
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
