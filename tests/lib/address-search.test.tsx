// @vitest-environment jsdom
/**
 * An island's typed search params without the router (src/lib/address-search.ts): read and written
 * as the router reads and writes them, and followed through Back and Forward.
 */
import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAddressSearch, writeAddressSearch } from '~/lib/address-search'
import { parseBlogSearch } from '~/features/blog/search-params'

afterEach(() => window.history.replaceState(null, '', '/'))

function Filters() {
  const search = useAddressSearch(parseBlogSearch)
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
})
