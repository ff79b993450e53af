import { RENDER_WHEN_NEAR } from '~/shared/render-when-near'
import { yieldInBackground } from './yield-to-browser'

const waitForNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Renders, one at a time and top to bottom, the blocks the first rendering left for later.
 *
 * They start as `content-visibility: auto`, so the first layout of a long page covers what is
 * on screen. Until a block has rendered, its height is an estimate, and a jump past it (a table
 * of contents link, the End key, a deep link) lands in a page whose blocks above then render,
 * each making the browser correct the scroll position as the reader scrolls back up: that reads
 * as scrolling down and hides the article's page bar. So once the page listens, each block gets
 * its true height in a frame of its own, behind any input: laid out in a background task, then
 * painted by the next frame.
 * Called after hydration and after each move to another page.
 */
export async function renderTheRest() {
  const blocks = [...document.querySelectorAll<HTMLElement>(`.${RENDER_WHEN_NEAR}`)].filter((block) => block.style.contentVisibility !== 'visible')
  for (const block of blocks) {
    await yieldInBackground()
    if (!block.isConnected) continue
    block.style.contentVisibility = 'visible'
    // Its style and layout now, in this background task, so the frame that paints it does not
    // do them too: two short tasks instead of one long one that a tap would wait behind.
    void block.offsetHeight
    await waitForNextFrame()
  }
}
