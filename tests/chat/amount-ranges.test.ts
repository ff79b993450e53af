import { describe, expect, it } from 'vitest'
import { amountTerms, rangeTerms } from '~/shared/amount-ranges'

/** Whether a text's ranges hold a question's amount: what the lexical index finds by. */
const holds = (text: string, question: string) => {
  const [asked] = amountTerms(question)
  return asked !== undefined && rangeTerms(text).includes(asked)
}

describe('amounts and ranges', () => {
  it('finds an amount inside a range of the same kind, whichever way either is written', () => {
    expect(holds('For companies of 200 to 2,500 employees.', 'we have 1000 employees')).toBe(true)
    expect(holds('For companies of 200 to 2,500 employees.', 'a 20-person company')).toBe(false)
    expect(holds('Support teams of 20-200 agents.', 'a team of 80 agents')).toBe(true)
    expect(holds('$25M to $750M annual revenue', 'about 100m a year in revenue')).toBe(true)
    expect(holds('$25M to $750M annual revenue', '$5 million in revenue')).toBe(false)
    // The low end takes the high end's magnitude: "25 to 750M" is not 25 dollars to 750 million.
    expect(holds('Firms with 25 to 750M in revenue.', '$10,000 revenue')).toBe(false)
    expect(holds('Firms with 25 to 750M in revenue.', '$40M revenue')).toBe(true)
  })

  it('reads an open range as reaching one decade up', () => {
    expect(holds('Teams with 50 or more employees.', 'we have 300 staff')).toBe(true)
    expect(holds('Teams with 50 or more employees.', 'we have 3000 staff')).toBe(false)
    expect(holds('A retailer with 1,600+ employees.', 'we have 5000 employees')).toBe(true)
  })

  it('reads no amount from a bare number, and no range from a single figure', () => {
    expect(amountTerms('top 3 tips for 2025')).toEqual([])
    expect(amountTerms('we have 300 employees and $40 million revenue')).toHaveLength(2)
    expect(rangeTerms('A distributor with 900 employees. Fee $45K.')).toEqual([])
    // A headcount is not an amount of agents.
    expect(holds('Support teams of 20-200 agents.', 'we have 80 employees')).toBe(false)
  })
})
