import { renderBlocksBefore } from '~/shared/render-when-near'

/**
 * On a page of islands (src/islands-main.tsx), an in-page link (a table of contents entry) lands its
 * heading as the app's router lands it, just below the sticky header. The browser's own jump passes
 * blocks that have not rendered yet (`render-when-near`: content-visibility), placed by estimated
 * heights; as they render, their real heights would move the heading away. So the blocks above the
 * heading are rendered at once and the heading is landed again in the same task: its place no longer
 * depends on how many frames a busy phone takes to lay them out.
 */
export function landInPageLinks(): void {
  window.addEventListener('hashchange', () => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (!target) return
    renderBlocksBefore(target)
    target.scrollIntoView(true)
  })
}
