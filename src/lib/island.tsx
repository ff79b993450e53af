/**
 * Islands: the parts of a page that change after it is painted. Every page is prerendered whole
 * through the router; a page whose route says so (`staticData: { islands: true }`) is then not
 * hydrated whole: the browser hydrates each island on its own, without the router, and the rest
 * stays the prerendered HTML (src/islands-main.tsx, docs/decisions/0019-islands.md). Elsewhere the
 * app hydrates the whole page and an island is a wrapper that takes no box (`display: contents`).
 */
import { useId, type ComponentType } from 'react'
import type { IslandName } from './island-names'
import { ISLAND_AT_LOAD_ATTRIBUTE, ISLAND_AT_START_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-marks'

/**
 * What every island is given besides its own props: an id of its place in the whole page, the
 * same in the prerender, in the whole app and in the island hydrated alone. React's `useId` in an
 * island hydrated alone counts from the island, not from the page, so ids in the prerendered HTML
 * (a field's, a menu's) come from here: `${islandId}-email`.
 */
export interface IslandProps {
  islandId?: string
}

export interface IslandOptions {
  /** The wrapper's element: 'span' where phrasing content is expected. */
  as?: 'div' | 'span'
  /**
   * When a page of islands hydrates it: 'near' (the default) once it comes near the viewport or
   * the visitor acts inside it; 'start' as soon as the page's islands start (at the visitor's first
   * act: src/boot.ts), wherever it is; 'load' the same, and near the viewport it starts the page's
   * islands at once, acted or not, for content that the prerender could not know and that must be
   * right wherever the visitor looks (what is still to come by the visitor's clock).
   */
  hydrate?: 'near' | 'start' | 'load'
}

/**
 * `Component` as an island named `name` (`<module>/<island>`: src/islands/<module>.tsx). Its props go
 * into the page as JSON, so they are plain data.
 */
export function island<Props extends object>(name: IslandName, Component: ComponentType<Props & IslandProps>, { as = 'div', hydrate = 'near' }: IslandOptions = {}) {
  function Island(props: Props) {
    const Wrapper = as
    const withId = { ...props, islandId: useId() }
    return (
      <Wrapper {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(withId) }} {...(hydrate === 'load' ? { [ISLAND_AT_LOAD_ATTRIBUTE]: '' } : hydrate === 'start' ? { [ISLAND_AT_START_ATTRIBUTE]: '' } : {})} className="contents">
        <Component {...withId} />
      </Wrapper>
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
