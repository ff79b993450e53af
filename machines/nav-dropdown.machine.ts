import { assign, setup } from 'xstate'

export type NavDropdownEvent =
  | { type: 'dropdown.pointerEnter'; id: string }
  | { type: 'dropdown.pointerLeave' }
  | { type: 'dropdown.toggle'; id: string }
  | { type: 'dropdown.close' }

export interface NavDropdownContext {
  openId: string | null
  /** Opened by click or keyboard: stays open when the pointer leaves. */
  pinned: boolean
}

/** How long the pointer may travel between a trigger and its panel before it closes. */
export const HOVER_CLOSE_DELAY_MS = 150

/**
 * Which header dropdown is open. Hover opens (large screens) and leaving closes after
 * a short grace period so the pointer can reach the panel. Click and keyboard pin a
 * menu open: a click on a menu that hover already opened keeps it open rather than
 * closing it under the visitor's cursor; a second click closes it.
 */
export const navDropdownMachine = setup({
  types: { context: {} as NavDropdownContext, events: {} as NavDropdownEvent },
  actions: {
    openByHover: assign({ openId: (_, params: { id: string }) => params.id, pinned: false }),
    openPinned: assign({ openId: (_, params: { id: string }) => params.id, pinned: true }),
    forget: assign({ openId: null, pinned: false }),
  },
  guards: {
    isPinnedOpen: ({ context }, params: { id: string }) => context.openId === params.id && context.pinned,
    isPinned: ({ context }) => context.pinned,
  },
  delays: { hoverClose: HOVER_CLOSE_DELAY_MS },
}).createMachine({
  id: 'navDropdown',
  context: { openId: null, pinned: false },
  initial: 'closed',
  states: {
    closed: {
      entry: 'forget',
      on: {
        'dropdown.pointerEnter': { target: 'open', actions: { type: 'openByHover', params: ({ event }) => ({ id: event.id }) } },
        'dropdown.toggle': { target: 'open', actions: { type: 'openPinned', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    open: {
      initial: 'steady',
      states: {
        steady: {},
        leaving: {
          after: { hoverClose: '#navDropdown.closed' },
        },
      },
      on: {
        'dropdown.pointerLeave': [{ guard: 'isPinned' }, { target: '.leaving' }],
        'dropdown.pointerEnter': [
          // Back over the menu that is already open: cancel the pending close.
          { guard: ({ context, event }) => context.openId === event.id, target: '.steady' },
          { target: '.steady', actions: { type: 'openByHover', params: ({ event }) => ({ id: event.id }) } },
        ],
        'dropdown.toggle': [
          { guard: { type: 'isPinnedOpen', params: ({ event }) => ({ id: event.id }) }, target: 'closed' },
          { target: '.steady', actions: { type: 'openPinned', params: ({ event }) => ({ id: event.id }) } },
        ],
        'dropdown.close': 'closed',
      },
    },
  },
})
