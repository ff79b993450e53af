/**
 * The class of a block that starts unrendered, `content-visibility: auto` (the utility in
 * src/styles.css): the browser lays it out and paints it when it comes near the viewport, and
 * keeps its height from then on. A phone spends nothing on the blocks its visitor never reaches.
 */
export const RENDER_WHEN_NEAR = 'render-when-near'

/**
 * Renders now the blocks that come before `target` or hold it, so that its place on the page is
 * final (a jump to an in-page heading). The blocks keep their real height from then on.
 */
export function renderBlocksBefore(target: Element): void {
  for (const block of document.getElementsByClassName(RENDER_WHEN_NEAR) as HTMLCollectionOf<HTMLElement>) {
    const position = block.compareDocumentPosition(target)
    if (position & Node.DOCUMENT_POSITION_FOLLOWING || position & Node.DOCUMENT_POSITION_CONTAINED_BY) block.style.contentVisibility = 'visible'
  }
}

/**
 * Renders every such block now, as a reader who scrolled through the page would have: the page
 * then has its true height and every part of it is painted (axe, for one, cannot find the colours
 * behind text that has not rendered). For tests and the audit; self-contained, they run it
 * inside the page.
 */
export function renderEveryBlock(className: string): number {
  const blocks = [...document.getElementsByClassName(className)] as HTMLElement[]
  for (const block of blocks) block.style.contentVisibility = 'visible'
  return document.documentElement.scrollHeight
}
