/**
 * On a page of islands (src/islands-main.tsx), an in-page link (a table of contents entry) lands its
 * heading as the app's router lands it: the browser's own jump renders the blocks it passes for the
 * first time (`render-when-near`: content-visibility), whose real heights then move the heading away
 * from under the header; once they are laid out (two frames on), a second scroll puts it back.
 */
export function landInPageLinks(): void {
  window.addEventListener('hashchange', () => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (target) requestAnimationFrame(() => requestAnimationFrame(() => target.scrollIntoView(true)))
  })
}
