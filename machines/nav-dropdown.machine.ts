import { assign, setup } from 'xstate'

export type NavDropdownEvent =
  | { type: 'dropdown.pointerEnter'; id: string }
  | { type: 'dropdown.pointerLeave' }
  | { type: 'dropdown.toggle'; id: string }
  | { type: 'dropdown.close' }

export interface NavDropdownContext {
  openId: string | null
}

/** How long the pointer may travel between a trigger and its panel before it closes. */
export const HOVER_CLOSE_DELAY_MS = 150

/**
 * Which header dropdown is open. Hover opens (large screens); leaving closes after a
 * short grace period so the pointer can reach the panel; click and keyboard toggle.
 */
export const navDropdownMachine = setup({
  types: { context: {} as NavDropdownContext, events: {} as NavDropdownEvent },
  actions: {
    openMenu: assign({ openId: (_, params: { id: string }) => params.id }),
    forget: assign({ openId: null }),
  },
  delays: { hoverClose: HOVER_CLOSE_DELAY_MS },
}).createMachine({
  id: 'navDropdown',
  context: { openId: null },
  initial: 'closed',
  states: {
    closed: {
      entry: 'forget',
      on: {
        'dropdown.pointerEnter': { target: 'open', actions: { type: 'openMenu', params: ({ event }) => ({ id: event.id }) } },
        'dropdown.toggle': { target: 'open', actions: { type: 'openMenu', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    open: {
      initial: 'steady',
      states: {
        steady: {
          on: { 'dropdown.pointerLeave': 'leaving' },
        },
        leaving: {
          after: { hoverClose: '#navDropdown.closed' },
          on: { 'dropdown.pointerEnter': { target: 'steady', actions: { type: 'openMenu', params: ({ event }) => ({ id: event.id }) } } },
        },
      },
      on: {
        'dropdown.pointerEnter': { target: '.steady', actions: { type: 'openMenu', params: ({ event }) => ({ id: event.id }) } },
        'dropdown.toggle': [
          { guard: ({ context, event }) => context.openId === event.id, target: 'closed' },
          { target: '.steady', actions: { type: 'openMenu', params: ({ event }) => ({ id: event.id }) } },
        ],
        'dropdown.close': 'closed',
      },
    },
  },
})
