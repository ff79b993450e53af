import { assign, setup } from 'xstate'

export type TabsEvent =
  | { type: 'tabs.select'; index: number }
  | { type: 'tabs.next' }
  | { type: 'tabs.prev' }
  | { type: 'tabs.first' }
  | { type: 'tabs.last' }

/**
 * Which tab of a tab list is active: the first one to start with; arrow keys wrap
 * around; selecting an index outside the list is ignored.
 */
export const tabsMachine = setup({
  types: {
    context: {} as { activeIndex: number; count: number },
    input: {} as { count: number },
    events: {} as TabsEvent,
  },
  actions: {
    activate: assign({ activeIndex: ({ context }, params: { index: number }) => (params.index + context.count) % context.count }),
  },
  guards: {
    inRange: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({ activeIndex: 0, count: Math.max(input.count, 1) }),
  on: {
    'tabs.select': {
      guard: { type: 'inRange', params: ({ event }) => ({ index: event.index }) },
      actions: { type: 'activate', params: ({ event }) => ({ index: event.index }) },
    },
    'tabs.next': { actions: { type: 'activate', params: ({ context }) => ({ index: context.activeIndex + 1 }) } },
    'tabs.prev': { actions: { type: 'activate', params: ({ context }) => ({ index: context.activeIndex - 1 }) } },
    'tabs.first': { actions: { type: 'activate', params: { index: 0 } } },
    'tabs.last': { actions: { type: 'activate', params: ({ context }) => ({ index: context.count - 1 }) } },
  },
})
