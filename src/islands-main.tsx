/**
 * The start of a page whose route hydrates only its islands (src/lib/island.tsx): each island
 * hydrates on its own, without the router, and the rest stays the prerendered HTML, so the page's
 * text and links cost the main thread nothing (docs/decisions/0019-islands.md). Its links are the
 * browser's: the next page is a new document, which starts the same way or as the whole app.
 *
 * An island near the viewport hydrates at once; one further down (the footer's form) or not
 * displayed (the wide screen's contents on a phone) when it comes near, or at the visitor's first
 * touch, key or focus inside it: React then hydrates it before handling that input.
 */
import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ISLAND_AT_LOAD_ATTRIBUTE, ISLAND_AT_START_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './lib/island-marks'
import { stopRecordingEarlyInput } from './lib/early-input'
import { revealOnArrival } from './lib/reveal'
import { NEAR_VIEWPORT_MARGIN } from './lib/when-near'
import { beforeHydrating } from './page-start'
import { DeferredExtras } from './shell/DeferredExtras'
import './styles.css'

type Part = ComponentType<Record<string, unknown>>
/** Each module of islands (src/lib/island-names.ts), loaded when a page holds one of its islands. */
const modules = import.meta.glob<{ default: Record<string, Part | undefined> }>('./islands/*.tsx')

interface PageIsland {
  element: HTMLElement
  Component: Part
  props: Record<string, unknown>
}

async function loadIsland(element: HTMLElement): Promise<PageIsland> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? ''
  const [module, part = ''] = name.split('/')
  const load = modules[`./islands/${module}.tsx`]
  const Component = load && (await load()).default[part]
  if (!Component) throw new Error(`no island named ${name}`)
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>
  return { element, Component, props }
}

/** Calls `onCommit` once its island has hydrated and listens. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

function hydrateIsland({ element, Component, props }: PageIsland): Promise<void> {
  return new Promise((resolve) => {
    // In a transition, as the whole app hydrates (src/main.tsx): React yields between slices.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <Committed onCommit={resolve}>
            <Component {...props} />
          </Committed>
        </StrictMode>,
      )
    })
  })
}


/** What starts an island's hydration before it comes near: the visitor acting inside it. */
const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

/**
 * Resolves with the islands near the viewport now, and hydrates each of the others (`hydrateLater`)
 * once it comes near or the visitor acts inside it. An island's wrapper takes no box (display:
 * contents), so its children are observed; one with none yet (a bar shown on scrolling) counts as near,
 * and one marked to hydrate as the page starts (`hydrate: 'start'` or `'load'`, src/lib/island.tsx) is.
 */
function islandsNearNow(islands: readonly PageIsland[], hydrateLater: (island: PageIsland) => void): Promise<PageIsland[]> {
  const boxes = (island: PageIsland) => Array.from(island.element.children)
  const observed = islands.filter((island) => boxes(island).length > 0 && !island.element.hasAttribute(ISLAND_AT_LOAD_ATTRIBUTE) && !island.element.hasAttribute(ISLAND_AT_START_ATTRIBUTE))
  if (observed.length === 0 || typeof IntersectionObserver === 'undefined') return Promise.resolve([...islands])
  return new Promise((resolve) => {
    const islandOf = new Map(observed.flatMap((island) => boxes(island).map((box) => [box, island] as const)))
    const later = new Set<PageIsland>()
    let reported = false
    const onIntent = (event: Event) => {
      const island = observed.find((candidate) => candidate.element === event.currentTarget)
      if (island) hydrateNow(island)
    }
    const stopWatching = (island: PageIsland) => {
      for (const type of intentEvents) island.element.removeEventListener(type, onIntent, { capture: true })
      for (const box of boxes(island)) observer.unobserve(box)
    }
    const hydrateNow = (island: PageIsland) => {
      if (!later.delete(island)) return
      stopWatching(island)
      hydrateLater(island)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const near = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => islandOf.get(entry.target)))
        if (reported) {
          for (const island of near) if (island) hydrateNow(island)
          return
        }
        // The first report covers every box observed in one task: what is near at the start.
        reported = true
        for (const island of observed) {
          if (near.has(island)) {
            stopWatching(island)
            continue
          }
          later.add(island)
          for (const type of intentEvents) island.element.addEventListener(type, onIntent, { capture: true, passive: true })
        }
        resolve(islands.filter((island) => !later.has(island)))
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    )
    for (const box of islandOf.keys()) observer.observe(box)
  })
}

/** Starts a page of islands: called by src/boot.ts. */
export async function startIslands() {
  await beforeHydrating()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))
  const loaded = await Promise.allSettled(elements.map(loadIsland))
  // A part that failed to load (a stale deploy, offline) stays the prerendered HTML; the others work.
  const islands = loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  for (const result of loaded) if (result.status === 'rejected') console.error(result.reason)
  const nearNow = await islandsNearNow(islands, (island) => void hydrateIsland(island))
  // The prerendered cards that play an entrance as they scroll in (inside an island, its Reveal does it).
  for (const element of root.querySelectorAll<HTMLElement>('.reveal')) if (!element.closest(`[${ISLAND_ATTRIBUTE}]`)) revealOnArrival(element)
  // The islands in view start hydrating in this task: from hydrateRoot on, React replays what meets them.
  stopRecordingEarlyInput()
  await Promise.all(nearNow.map(hydrateIsland))
  // The demo's QA panel after the islands, as after the whole app; it marks the page hydrated.
  const extras = document.createElement('div')
  root.append(extras)
  createRoot(extras).render(
    <StrictMode>
      <DeferredExtras />
    </StrictMode>,
  )
}
