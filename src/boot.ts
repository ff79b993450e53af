/**
 * The page's one script tag (index.html). The prerendered page is complete and styled
 * without any script, so the app's code (main.tsx: router, React, hydration) is only
 * requested once the browser has painted it, and has loaded the image marked as its largest paint
 * if it has one: neither waits for, nor shares the connection with, the ~150 KB that hydrate it
 * (docs/decisions/0012-critical-css.md).
 * A page with nothing prerendered (the dev server) has nothing to paint and loads at once.
 */
import { ROTATING_WORDS_ATTRIBUTE } from './shared/rotating-words'
import { recordPageView } from './features/lead-capture/lead-source'
import { afterFirstPaint } from './lib/after-first-paint'
import { afterPriorityImages } from './lib/after-priority-images'
import { holdEarlySubmits } from './lib/early-submits'
import { onFirstIntent } from './lib/first-intent'
import { ISLAND_AT_LOAD_ATTRIBUTE } from './lib/island-marks'
import { landInPageLinks } from './lib/land-in-page-links'
import { whenNear } from './lib/when-near'
import { onlyCampaignParams } from './shared/campaign-params'
import { anyDraftSaved } from './shared/draft-storage'
import { EARLY_INPUT_GLOBAL, type EarlyInputRecorder } from './shared/early-input-script'
import { APP_START_MARK, STARTS_ON_INTENT_ATTRIBUTE } from './shared/page-start-marks'
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

// Every page counts toward the lead's source as it opens, whether or not the visitor ever acts on it.
recordPageView(window.location.pathname, window.location.search)

const root = document.getElementById('root')
const prerendered = root?.firstElementChild != null
/**
 * A page of islands runs no React until the visitor acts (a pointer, touch, key, focus, wheel or
 * scroll: first-intent.ts): a reader who only reads pays the main thread for nothing but this
 * script (docs/measurements.md, 0019). Its scripts still download after the first paint, so the
 * first act waits for their evaluation and hydration, not for the network; what it did to a
 * control is replayed once that control hydrates (early-input.ts), and a form sent meanwhile is
 * held (early-submits.ts). A page hydrated whole (and the dev server's, with nothing prerendered)
 * starts at once, and so does one whose islands show what the prerender could not know: an
 * address with a query (a form's topic, a filter, a shared estimate; a campaign's utm_ parameters and
 * click ids are no such thing: shared/campaign-params.ts), an island marked to hydrate
 * at load (what is still to come by the visitor's clock) near the viewport, or a form near it
 * while the tab holds a draft to restore.
 */
const startsOnIntent = prerendered && root?.dataset.render === 'islands' && onlyCampaignParams(window.location.search)
/** Listening from the start: an act between the first paint and the scripts' arrival counts. */
function firstAct(): Promise<void> {
  // An in-page link followed before React lands its heading below the header all the same.
  landInPageLinks()
  document.documentElement.setAttribute(STARTS_ON_INTENT_ATTRIBUTE, 'true')
  // The visitor may have acted before this script ran (a tap or typing on a slow phone's painted page).
  if ((window as unknown as Record<string, EarlyInputRecorder | undefined>)[EARLY_INPUT_GLOBAL]?.acted) return Promise.resolve()
  return new Promise((resolve) => {
    const cancel = onFirstIntent(resolve)
    const now = () => {
      cancel()
      resolve()
    }
    whenNear(document.querySelectorAll(`[${ISLAND_AT_LOAD_ATTRIBUTE}] > *`), now)
    // A draft comes back into its form as the form hydrates: a reload shows it without waiting for an act.
    if (anyDraftSaved()) whenNear(document.querySelectorAll('#root form'), now)
  })
}
const readyToRun = startsOnIntent ? firstAct() : Promise.resolve()

/**
 * What moves by itself runs without React, from the first paint on, acted or not: the home page's
 * rotating word (its machine, driven by headline-rotation-driver.ts).
 */
function startSelfMovingParts() {
  if (document.querySelector(`[${ROTATING_WORDS_ATTRIBUTE}]`)) void import('./features/home/headline-rotation-driver').then(({ rotateHeadlines }) => rotateHeadlines())
}

void (prerendered ? afterFirstPaint().then(() => afterPriorityImages()) : Promise.resolve()).then(async () => {
  startSelfMovingParts()
  // The app's own link goes in at once; the rest follow while it downloads.
  void preloadPageScripts()
  await readyToRun
  performance.mark(APP_START_MARK)
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
      root?.dataset.render === 'islands'
        ? import('./islands-main').then(({ startIslands }) => startIslands())
        : import('./main').then(({ startApp }) => startApp()),
    )
})
