import { describe, expect, it } from 'vitest'
import * as caseStudies from '~/content/case-studies'
import { percentChange } from '~/content/figures'
import * as home from '~/content/home'
import { playbooksPage } from '~/content/playbooks'
import * as services from '~/content/services'
import { adtech } from '~/content/verticals/adtech'
import { fieldSales } from '~/content/verticals/field-sales'
import { martech } from '~/content/verticals/martech'
import { midMarket } from '~/content/verticals/mid-market'
import { techSmb } from '~/content/verticals/tech-smb'
import { telecom } from '~/content/verticals/telecom'

type Figure = { label: string; value: string; better?: unknown }

/** Every { label, value } record anywhere in the content, with where it was found. */
function figuresIn(value: unknown, where: string, found: [string, Figure][] = []): [string, Figure][] {
  if (Array.isArray(value)) value.forEach((item, i) => figuresIn(item, `${where}[${i}]`, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.label === 'string' && typeof record.value === 'string') found.push([where, record as Figure])
    for (const [key, inner] of Object.entries(record)) figuresIn(inner, `${where}.${key}`, found)
  }
  return found
}

const content = { home, caseStudies, services, playbooksPage, adtech, fieldSales, martech, midMarket, techSmb, telecom }
const figures = figuresIn(content, 'content')

describe('figures that are changes', () => {
  it('are found in the content (the walk reaches them)', () => {
    expect(figures.filter(([, f]) => percentChange(f.value) !== null).length).toBeGreaterThan(40)
  })

  it('say which way is better whenever they fall, so a cut in cost is never drawn as a loss', () => {
    const unsaid = figures.filter(([, f]) => (percentChange(f.value) ?? 0) < 0 && f.better === undefined).map(([where, f]) => `${where}: ${f.label} ${f.value}`)
    expect(unsaid).toEqual([])
  })

  it('name a side only as higher or lower', () => {
    const odd = figures.filter(([, f]) => f.better !== undefined && f.better !== 'higher' && f.better !== 'lower').map(([where]) => where)
    expect(odd).toEqual([])
  })
})
