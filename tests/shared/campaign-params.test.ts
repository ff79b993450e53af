import { describe, expect, it } from 'vitest'
import { onlyCampaignParams, UTM_PARAM } from '~/shared/campaign-params'

describe('an address that only carries a campaign', () => {
  it('is an empty query, or utm_ parameters and the click ids ad platforms and mailers append', () => {
    expect(onlyCampaignParams('')).toBe(true)
    expect(onlyCampaignParams('?utm_source=linkedin&utm_medium=paid&utm_campaign=autumn')).toBe(true)
    expect(onlyCampaignParams('?gclid=Cj0KCQ&fbclid=IwAR&msclkid=1&mc_cid=2&UTM_Source=x')).toBe(true)
  })

  it('is not one with anything a page shows: a topic, a filter, an estimate, a demo scenario', () => {
    expect(onlyCampaignParams('?topic=sales-ai')).toBe(false)
    expect(onlyCampaignParams('?utm_source=linkedin&tag=strategy')).toBe(false)
    expect(onlyCampaignParams('?scenario=ai-error')).toBe(false)
    // A name that only starts like a campaign's is not one.
    expect(onlyCampaignParams('?utm_=x')).toBe(false)
    expect(onlyCampaignParams('?gclid_extra=1')).toBe(false)
  })

  it("names utm_ parameters as the lead's source keeps them", () => {
    expect(UTM_PARAM.test('utm_content')).toBe(true)
    expect(UTM_PARAM.test('utm')).toBe(false)
  })
})
