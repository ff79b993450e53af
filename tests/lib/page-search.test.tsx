// @vitest-environment jsdom
/**
 * An island's typed search params without the router (src/lib/page-search.ts): read and written
 * as the router reads and writes them, and followed through Back and Forward.
 */
import { act, render, screen } from '@testing-library/react'
import { Profiler, useLayoutEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { usePageHistoryState, usePageSearch, useSetPageSearch, writeAddressSearch } from '~/lib/page-search'
import { parseBlogSearch } from '~/features/blog/search-params'

afterEach(() => window.history.replaceState(null, '', '/'))

function Filters() {
  const search = usePageSearch(parseBlogSearch)
  return <output>{JSON.stringify(search)}</output>
}

describe('the address search of an island', () => {
  it("reads the address through the route's validator: a value it does not accept is dropped", () => {
    window.history.replaceState(null, '', '/blog?category=Sales+AI&q=pilot&category2=x')
    render(<Filters />)
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ q: 'pilot', category: 'Sales AI' })
  })

  it('writes as the router writes, the path and #hash kept, and the island follows', () => {
    window.history.replaceState(null, '', '/blog#latest')
    render(<Filters />)
    act(() => writeAddressSearch({ category: 'Sales AI', q: undefined }))
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/blog?category=Sales+AI#latest')
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ category: 'Sales AI' })
  })

  it('adds a history entry, or replaces the current one', () => {
    window.history.replaceState(null, '', '/blog')
    const start = window.history.length
    writeAddressSearch({ q: 'a' }, { replace: true })
    writeAddressSearch({ q: 'ai' }, { replace: true })
    expect(window.history.length).toBe(start)
    writeAddressSearch({ category: 'Sales AI' })
    expect(window.history.length).toBe(start + 1)
  })

  it('follows Back and Forward', () => {
    window.history.replaceState(null, '', '/blog?q=pilot')
    render(<Filters />)
    window.history.replaceState(null, '', '/blog')
    act(() => window.dispatchEvent(new PopStateEvent('popstate')))
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({})
  })

  it('sees a search written before it listened (a search typed before hydration, replayed in a layout effect)', () => {
    window.history.replaceState(null, '', '/blog')
    function ReplaysTypedSearch() {
      useLayoutEffect(() => writeAddressSearch({ q: 'prototyp' }, { replace: true }), [])
      return null
    }
    render(
      <>
        <Filters />
        <ReplaysTypedSearch />
      </>,
    )
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ q: 'prototyp' })
  })

  it('writes from what the address holds at that moment, without rendering the writer again', () => {
    window.history.replaceState(null, '', '/blog?category=Sales+AI')
    let writerCommits = 0
    function Writer() {
      const setSearch = useSetPageSearch(parseBlogSearch)
      return (
        <button type="button" onClick={() => setSearch((current) => ({ ...current, q: 'pilot' }), { replace: true })}>
          Search
        </button>
      )
    }
    render(
      <>
        <Profiler id="writer" onRender={() => writerCommits++}>
          <Writer />
        </Profiler>
        <Filters />
      </>,
    )
    const before = writerCommits
    act(() => screen.getByRole('button', { name: 'Search' }).click())
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ category: 'Sales AI', q: 'pilot' })
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ category: 'Sales AI', q: 'pilot' })
    expect(writerCommits).toBe(before)
  })

  it("reads the history entry's state, where a page that led here left what it hands over", () => {
    window.history.replaceState({ session: 'webinar-1' }, '', '/thank-you?form=registration')
    function State() {
      return <output>{JSON.stringify(usePageHistoryState())}</output>
    }
    render(<State />)
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({ session: 'webinar-1' })
  })
})
