/**
 * The page's one script tag (index.html). The prerendered page is complete and styled
 * without any script, so the app's code (main.tsx: router, React, hydration) is only
 * requested once the browser has painted it, and has loaded the image marked as its largest paint
 * if it has one: neither waits for, nor shares the connection with, the ~150 KB that hydrate it
 * (docs/decisions/0012-critical-css.md).
 * A page with nothing prerendered (the dev server) has nothing to paint and loads at once.
 */
import { afterFirstPaint } from './lib/after-first-paint'
import { afterPriorityImages } from './lib/after-priority-images'
import { holdEarlySubmits } from './lib/early-submits'
import { PAGE_SCRIPTS_ID } from './shared/page-scripts'
import { yieldToBrowser } from './lib/yield-to-browser'
// The stylesheet belongs to this entry, so Vite links it from every page's <head>.
import './styles.css'

// A form sent before the app hydrates is held for it (clicks and keys: early-input.ts).
holdEarlySubmits()

/**
 * The prerender lists the page's own scripts (the app first, then the route's chunks and content,
 * scripts/lib/page-scripts.ts): asked for together, none waits for another to arrive and run first.
 * Starting a request costs the main thread about a millisecond on a desktop (a page's 17 links took
 * 9-27 ms in one append), several times that on a slow phone: one append would be a long task right
 * after the first paint, so each link is added in a task of its own.
 */
async function preloadPageScripts() {
  const list = document.getElementById(PAGE_SCRIPTS_ID)
  if (!(list instanceof HTMLTemplateElement)) return
  for (const link of Array.from(list.content.children)) {
    document.head.append(link.cloneNode(true))
    await yieldToBrowser()
  }
}

const prerendered = document.getElementById('root')?.firstElementChild != null
void (prerendered ? afterFirstPaint().then(() => afterPriorityImages()) : Promise.resolve()).then(() => {
  // The app's own link goes in at once; the rest follow while it downloads.
  void preloadPageScripts()
  // A module graph is linked and evaluated in one task. React's chunk goes first, then React
  // DOM's body runs (its chunk defers it to the first import), then the app's modules: three
  // tasks, none of them long on a slow phone (decision 0013).
  return import('react')
    .then(yieldToBrowser)
    .then(() => import('react-dom/client'))
    .then(yieldToBrowser)
    // A page whose route says so hydrates only its islands (src/islands-main.tsx); the others, the whole app.
    // Each start is called, not run by evaluating its module: the app's chunk holds code that lazy features
    // share (the chat's panel did), and evaluating it must never start the app over a page's islands.
    .then(() =>
      document.getElementById('root')?.dataset.render === 'islands'
        ? import('./islands-main').then(({ startIslands }) => startIslands())
        : import('./main').then(({ startApp }) => startApp()),
    )
})
