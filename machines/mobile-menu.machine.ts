import { setup } from 'xstate'

export type MobileMenuEvent =
  | { type: 'menu.toggle' }
  | { type: 'menu.close' }
  | { type: 'menu.linkChosen' }
  | { type: 'menu.dismiss' }
  /** The page changed some other way (the browser's Back or Forward). */
  | { type: 'menu.pageChanged' }

/**
 * The small-screen menu: closed or open. Opening shows the full-screen panel (which
 * holds focus); closing hides it, and a close the visitor asked for returns focus to
 * the menu button. Choosing a link closes without moving focus, because the new
 * page takes it.
 */
export const mobileMenuMachine = setup({
  types: { events: {} as MobileMenuEvent },
  actions: {
    showMenu: () => {},
    hideMenu: () => {},
    focusMenuButton: () => {},
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'menu.toggle': 'open',
      },
    },
    open: {
      tags: ['open'],
      entry: 'showMenu',
      exit: 'hideMenu',
      on: {
        'menu.toggle': { target: 'closed', actions: 'focusMenuButton' },
        'menu.close': { target: 'closed', actions: 'focusMenuButton' },
        'menu.dismiss': { target: 'closed', actions: 'focusMenuButton' },
        'menu.linkChosen': 'closed',
        'menu.pageChanged': 'closed',
      },
    },
  },
})
