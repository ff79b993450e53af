import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { team } from '~/content/about'
import { chipr } from '~/content/case-studies'
import { pages } from '~/content/registry'
import { salesAi } from '~/content/services'
import { specialOfferPage } from '~/content/special-offer'
import { fitToCap, KNOWLEDGE_DOCUMENT_IDS, loadKnowledgeDocuments } from '~/features/chat/knowledge/documents'
import { MAX_DOCUMENT_CHARS } from '~/shared/ai-contract'

const documents = await loadKnowledgeDocuments()
const byId = (id: string) => documents.find((d) => d.id === id)?.text ?? ''

describe('knowledge documents', () => {
  it('are the four built-in documents, each with an id, a title and text, under the size cap', () => {
    expect(documents.map((d) => d.id)).toEqual([...KNOWLEDGE_DOCUMENT_IDS])
    expect(documents.map((d) => d.title)).toEqual(['Master knowledge base', 'Leadership team', '2025 function use-cases', 'Free automation offer'])
    for (const d of documents) {
      expect(d.text.trim().length).toBeGreaterThan(500)
      expect(d.text.length).toBeLessThanOrEqual(MAX_DOCUMENT_CHARS)
      expect(d.text).toContain(site.brandName)
      expect(d.embedding).toBeUndefined()
    }
  })

  it('fit without being cut (the last part of each is present)', () => {
    expect(byId('master-knowledge-base')).toContain('(/about)')
    expect(byId('leadership-team')).toContain('Book it at /contact.')
    expect(byId('function-use-cases-2025')).toContain('Book it at /contact.')
    expect(byId('free-automation-offer')).toContain(specialOfferPage.closing.text)
  })

  it('carry the figures of the service pages with their routes', () => {
    const master = byId('master-knowledge-base')
    expect(master).toContain('(/services/sales-ai)')
    expect(master).toContain('Win rate +24%')
    for (const stat of salesAi.hero.stats) expect(master).toContain(`${stat.label} ${stat.value}`)
    for (const path of Object.keys(pages).filter((p) => p.startsWith('/services/') || p.startsWith('/verticals/'))) {
      expect(master).toContain(`(${path})`)
    }
    expect(master).toContain('Revenue per rep +38%')
    expect(master).toContain(chipr.timeline.intro)
  })

  it('name every member of the leadership team with their role', () => {
    const leadership = byId('leadership-team')
    for (const member of team.members) expect(leadership).toContain(`${member.name}, ${member.role}`)
    expect(leadership).toContain('Daniel Okafor, Founder & CEO')
  })

  it('describe the 2025 use cases by function and the free automation offer', () => {
    const useCases = byId('function-use-cases-2025')
    for (const name of ['Marketing', 'Sales', 'Customer Support', 'Customer Success', 'Product Development']) expect(useCases).toContain(`## ${name}`)
    expect(useCases).toContain('(/services/customer-support-ai)')
    const offer = byId('free-automation-offer')
    for (const fact of ['2-hour discovery workshop', '2-week build', '1-week user test', '1-week go-live', 'Post-launch report', '50 or more employees', 'API-accessible data', '30-minute weekly check-ins', '6 slots per quarter', 'within 5 business days']) {
      expect(offer).toContain(fact)
    }
  })

  it('cuts a text past the cap at a whole line', () => {
    expect(fitToCap('short', 10)).toBe('short')
    expect(fitToCap('line one\nline two\nline three', 20)).toBe('line one\nline two')
  })
})
