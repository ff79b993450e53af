import { assign, setup } from 'xstate'

/** How long each word stays. */
export const ROTATION_INTERVAL_MS = 3000
/** How long each half of the fade (out, then in) takes. */
export const FADE_MS = 300

export interface HeadlineInput {
  wordCount: number
  reducedMotion: boolean
}

export interface HeadlineContext extends HeadlineInput {
  index: number
}

export type HeadlineEvent = { type: 'motion.changed'; reduced: boolean }

/**
 * The hero's rotating word: shown for 3000 ms, then fades out (300 ms), swaps, and
 * fades in (300 ms). With reduced motion the word swaps without fading.
 */
export const headlineRotationMachine = setup({
  types: {
    context: {} as HeadlineContext,
    input: {} as HeadlineInput,
    events: {} as HeadlineEvent,
  },
  actions: {
    nextWord: assign({ index: ({ context }) => (context.index + 1) % Math.max(context.wordCount, 1) }),
    setMotion: assign({ reducedMotion: (_, params: { reduced: boolean }) => params.reduced }),
  },
  guards: {
    reducedMotion: ({ context }) => context.reducedMotion,
  },
  delays: { interval: ROTATION_INTERVAL_MS, fade: FADE_MS },
}).createMachine({
  id: 'headlineRotation',
  context: ({ input }) => ({ ...input, index: 0 }),
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
