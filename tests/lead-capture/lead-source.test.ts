// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { readLeadSource, recordPageView } from '~/features/lead-capture/lead-source'
import { leadSourceLines, leadSourceParams } from '~/features/lead-capture/lead-source-params'

describe('lead source', () => {
  it('keeps the landing page with its utm parameters for the tab, and the page before the current one', () => {
    recordPageView('/verticals/telecom', '?utm_source=newsletter&utm_medium=email&gclid=abc')
    recordPageView('/services/sales-ai', '?utm_source=other')
    recordPageView('/contact', '')
    expect(readLeadSource()).toEqual({
      landingPage: '/verticals/telecom?utm_source=newsletter&utm_medium=email',
      utm: { utm_source: 'newsletter', utm_medium: 'email' },
      previousPage: '/services/sales-ai',
      currentPage: '/contact',
    })
  })

  it('does not lose the page before the form when the form page is reloaded', () => {
    recordPageView('/webinars', '')
    recordPageView('/webinar-registration', '?title=X')
    recordPageView('/webinar-registration', '?title=X')
    expect(readLeadSource()?.previousPage).toBe('/webinars')
  })

  it('names every part of the source for the email, saying so when one is unknown', () => {
    expect(leadSourceParams(undefined, null)).toEqual({
      source_landing_page: '(unknown)',
      source_utm: '(none)',
      source_previous_page: '(none: the form was the first page opened)',
      source_topic: '(none)',
    })
    recordPageView('/', '?utm_campaign=spring')
    recordPageView('/contact', '')
    const params = leadSourceParams('  ROI review ')
    expect(params).toEqual({
      source_landing_page: '/?utm_campaign=spring',
      source_utm: 'utm_campaign=spring',
      source_previous_page: '/',
      source_topic: 'ROI review',
    })
    expect(leadSourceLines(params)).toContain('Button topic: ROI review')
  })

  it('caps what it keeps and survives broken or blocked storage', () => {
    const long = 'x'.repeat(500)
    recordPageView('/', `?utm_term=${long}`)
    expect(readLeadSource()?.utm.utm_term).toHaveLength(200)
    window.sessionStorage.setItem('lead-source', '{not json')
    expect(readLeadSource()).toBeNull()
    const blocked = { getItem: () => { throw new Error('blocked') }, setItem: () => { throw new Error('blocked') } } as unknown as Storage
    expect(() => recordPageView('/about', '', blocked)).not.toThrow()
    expect(readLeadSource(blocked)).toBeNull()
  })
})
