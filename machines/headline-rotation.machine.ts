import { assign, setup } from 'xstate'
import { FADE_MS, ROTATION_INTERVAL_MS } from './headline-timing'

export { FADE_MS, ROTATION_INTERVAL_MS } from './headline-timing'

export interface HeadlineInput {
  wordCount: number
  reducedMotion: boolean
  /** How long the first word has already been on screen: the page shows it before the machine starts. */
  shownForMs?: number
}

export interface HeadlineContext {
  wordCount: number
  reducedMotion: boolean
  index: number
  /** How long the current word stays: the full interval, less what the first word had already been shown. */
  waitMs: number
}

export type HeadlineEvent = { type: 'motion.changed'; reduced: boolean }

/**
 * The hero's rotating word: shown for 3000 ms, then fades out (300 ms), swaps, and
 * fades in (300 ms). With reduced motion the word swaps without fading. The first
 * word's 3000 ms count from when the page showed it (input shownForMs).
 */
export const headlineRotationMachine = setup({
  types: {
    context: {} as HeadlineContext,
    input: {} as HeadlineInput,
    events: {} as HeadlineEvent,
  },
  actions: {
    nextWord: assign({ index: ({ context }) => (context.index + 1) % Math.max(context.wordCount, 1), waitMs: ROTATION_INTERVAL_MS }),
    setMotion: assign({ reducedMotion: (_, params: { reduced: boolean }) => params.reduced }),
  },
  guards: {
    reducedMotion: ({ context }) => context.reducedMotion,
  },
  delays: { interval: ({ context }) => context.waitMs, fade: FADE_MS },
}).createMachine({
  id: 'headlineRotation',
  context: ({ input }) => ({
    wordCount: input.wordCount,
    reducedMotion: input.reducedMotion,
    index: 0,
    waitMs: Math.max(0, ROTATION_INTERVAL_MS - (input.shownForMs ?? 0)),
  }),
  initial: 'showing',
  on: {
    'motion.changed': { actions: { type: 'setMotion', params: ({ event }) => ({ reduced: event.reduced }) } },
  },
  states: {
    showing: {
      after: {
        interval: [{ guard: 'reducedMotion', target: 'showing', reenter: true, actions: 'nextWord' }, { target: 'fadingOut' }],
      },
    },
    fadingOut: {
      tags: ['hidden'],
      after: { fade: { target: 'fadingIn', actions: 'nextWord' } },
    },
    fadingIn: {
      after: { fade: 'showing' },
    },
  },
})
