/** Whether this page hydrates only its islands: its route says so, and the prerender marks its root (scripts/prerender.ts). */
export const isPageOfIslands = (): boolean => document.getElementById('root')?.dataset.render === 'islands'
