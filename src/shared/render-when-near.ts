/**
 * The class of a block that starts unrendered, `content-visibility: auto` (the utility in
 * src/styles.css), until it comes near the viewport or src/lib/render-the-rest.ts renders it
 * once the page listens.
 */
export const RENDER_WHEN_NEAR = 'render-when-near'

/**
 * Whether every such block has rendered, so the page has its true height and every part of it
 * is painted (axe, for one, cannot find the colours behind text that has not rendered).
 * Self-contained: end-to-end tests and the audit run it inside the page.
 */
export function everyBlockRendered(className: string): boolean {
  return [...document.getElementsByClassName(className)].every((block) => (block as HTMLElement).style.contentVisibility === 'visible')
}
