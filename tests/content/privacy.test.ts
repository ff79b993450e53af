import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '~/config/site'
import { privacyPolicy } from '~/content/legal'

const section = (id: string) => privacyPolicy.sections.find((s) => s.id === id)
const text = (id: string) => [section(id)?.heading, ...(section(id)?.paragraphs ?? []), ...(section(id)?.list ?? [])].join(' ')

describe('privacy policy', () => {
  it("states what the assistant's embedding cache keeps, where and for how long", () => {
    const embeddings = text('the-assistants-embeddings-and-daily-budget')
    expect(embeddings).toMatch(/site's own passages: on our server for up to 24 hours, and in your browser's local storage until the site's content changes/)
    expect(embeddings).toMatch(/questions asked: on our server for up to one hour/)
    expect(embeddings).toMatch(/Your browser does not keep them/)
  })

  it('states that the assistant has a daily budget and what happens when it is spent', () => {
    expect(text('the-assistants-embeddings-and-daily-budget')).toMatch(/daily budget.*points you to the contact form/s)
  })

  it('gives every section a unique heading id (the assistant links to them)', () => {
    const ids = privacyPolicy.sections.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('names the controller, their postal address and email from the site config', () => {
    const who = text('who-is-responsible')
    expect(who).toContain(`${site.privacy.controllerName} is the controller`)
    expect(who).toContain(`Postal address: ${site.privacy.postalAddress}.`)
    expect(who).toContain(`Email: ${site.privacy.email}.`)
    expect(text('your-rights')).toContain(site.privacy.email)
    expect(privacyPolicy.updated).toBe(site.privacy.noticeDate)
    expect(text('date-of-this-notice')).toContain(`dated ${site.privacy.noticeDate}`)
  })

  it('gives the legal basis of each flow: contact, registration, newsletter, recording request, chat', () => {
    const bases = section('why-we-use-it-and-on-what-legal-basis')?.list ?? []
    for (const [flow, basis] of [
      ['Contact form', 'Art. 6(1)(b)'],
      ['Webinar registration', 'Art. 6(1)(b)'],
      ['Newsletter', 'Art. 6(1)(a)'],
      ['Recording request', 'Art. 6(1)(a)'],
      ['AI assistant', 'Art. 6(1)(f)'],
    ] as const) {
      expect(bases.find((item) => item.startsWith(`${flow}:`)), flow).toContain(basis)
    }
  })

  it('names the processors and the safeguards for transfers outside the EEA', () => {
    const transfers = text('processors-and-transfers-outside-the-eea')
    expect(transfers).toMatch(/EmailJS/)
    expect(transfers).toMatch(/AI provider \(OpenAI\)/)
    expect(transfers).toMatch(/outside the European Economic Area/)
    expect(transfers).toMatch(/standard contractual clauses/)
  })

  it('states how long each kind of data is kept, the email provider and the embeddings included', () => {
    const retention = section('how-long-we-keep-it')?.list ?? []
    for (const kind of [/^Enquiries and webinar registrations: up to 24 months/, /^Recording requests:/, /^Newsletter: until you unsubscribe/, /^Our email provider \(EmailJS\)/, /question embeddings for up to one hour/, /In your browser:/]) {
      expect(retention.some((item) => kind.test(item)), String(kind)).toBe(true)
    }
  })

  it('lists the rights and the right to complain to a supervisory authority', () => {
    const rights = text('your-rights')
    for (const right of ['access', 'correct', 'erase', 'object']) expect(rights).toContain(right)
    expect(text('complaints')).toMatch(/right to complain to a data protection supervisory authority/)
  })

  describe('for another agency', () => {
    afterEach(() => {
      vi.unstubAllEnvs()
      vi.resetModules()
    })

    it('is filled from its own settings', async () => {
      vi.stubEnv('VITE_CONTROLLER_NAME', 'Northwind Analytics GmbH')
      vi.stubEnv('VITE_CONTROLLER_ADDRESS', 'Torstrasse 1, 10119 Berlin, Germany')
      vi.stubEnv('VITE_PRIVACY_EMAIL', 'privacy@northwind.test')
      vi.resetModules()
      const { privacyPolicy: notice } = await import('~/content/legal')
      const who = notice.sections.find((s) => s.id === 'who-is-responsible')?.paragraphs.join(' ')
      expect(who).toBe(
        'Northwind Analytics GmbH is the controller of the personal data collected through this website: we decide why and how it is used. Postal address: Torstrasse 1, 10119 Berlin, Germany. Email: privacy@northwind.test.',
      )
    })
  })
})
