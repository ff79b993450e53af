import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '~/config/site'
import { dataUseNote } from '~/content/lead-capture'
import { privacyPolicy } from '~/content/legal'

const section = (id: string) => privacyPolicy.sections.find((s) => s.id === id)
const text = (id: string) => [section(id)?.heading, ...(section(id)?.paragraphs ?? []), ...(section(id)?.list ?? [])].join(' ')

describe('privacy policy', () => {
  it('describes the assistant as it works: its cookie, the counts per session and per address, what the provider gets and keeps', () => {
    const assistant = `${text('the-assistant')} ${text('what-the-assistant-keeps')}`
    expect(assistant).toMatch(/assistant_session, set by our server on your first question: it holds a random identifier and its signature/)
    expect(assistant).toMatch(/Path=\/api\/ai.*HttpOnly.*SameSite=Strict.*expires 24 hours after it is set/s)
    expect(assistant).toMatch(/daily allowance of 20 questions/)
    expect(assistant).toMatch(/questions per session per day \(UTC\); calls to our AI provider per network address per day \(UTC\), capped at 5% of the site's daily budget; and requests per network address per 5 minutes \(40 at most/)
    expect(assistant).toMatch(/up to ten earlier messages/)
    expect(assistant).toMatch(/question's embedding|embedding of a question, on our server for up to one hour, filed under a one-way fingerprint \(hash\)/)
    expect(assistant).toMatch(/your browser does not store them/)
    expect(JSON.stringify(privacyPolicy)).not.toMatch(/local storage the embeddings|passage embeddings until you clear/)
    expect(assistant).toContain(`for up to ${site.privacy.aiProviderRetentionDays} days to detect abuse`)
  })

  it('states that the assistant has a daily budget and what happens when it is spent', () => {
    expect(text('what-the-assistant-keeps')).toMatch(/daily budget.*points you to the contact form/s)
  })

  it('says whether the data is required and what happens without it', () => {
    const required = text('do-you-have-to-give-us-your-data')
    expect(required).toMatch(/No law or contract requires you/)
    expect(required).toMatch(/without them we cannot do what you ask/)
  })

  it('names the right to data portability', () => {
    expect(text('your-rights')).toMatch(/machine-readable format.*data portability/s)
  })

  it('gives the legal basis for counting requests per session and per address', () => {
    expect((section('why-we-use-it-and-on-what-legal-basis')?.list ?? []).find((item) => item.startsWith('Counting requests per session and per network address'))).toContain('Art. 6(1)(f)')
  })

  it("says what the contact form's note promises: the use of the details and how long they are kept", () => {
    const uses = text('why-we-use-it-and-on-what-legal-basis')
    const kept = text('how-long-we-keep-it')
    expect(dataUseNote.contact).toMatch(/^We use these details only to reply to your request, and where you came from on this site only to learn which pages bring enquiries; we keep them up to 24 months\.$/)
    expect(uses).toMatch(/Contact form: to answer your request.*knowing which pages bring enquiries/s)
    expect(kept).toMatch(/Enquiries and webinar registrations: up to 24 months/)
    expect(dataUseNote.registration).toMatch(/24 months/)
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
    for (const kind of [/^Enquiries and webinar registrations: up to 24 months/, /^Recording requests:/, /^Newsletter: until you unsubscribe/, /^Our email provider \(EmailJS\)/, /a question's embedding for up to one hour/, /^Our AI provider \(OpenAI\): up to 30 days/, /In your browser:/]) {
      expect(retention.some((item) => kind.test(item)), String(kind)).toBe(true)
    }
  })

  it('lists the rights and the right to complain to a supervisory authority', () => {
    const rights = text('your-rights')
    for (const right of ['access', 'correct', 'erase', 'object', 'data portability']) expect(rights).toContain(right)
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

    it('names an EU representative only when the settings give one, and the AI provider and its retention from the settings', async () => {
      expect(text('who-is-responsible')).not.toMatch(/representative/)
      vi.stubEnv('VITE_EU_REPRESENTATIVE', 'EU Rep Ltd, 1 Rue de la Loi, 1000 Brussels, Belgium, eurep@northwind.test')
      vi.stubEnv('VITE_AI_PROVIDER_NAME', 'Mistral AI')
      vi.stubEnv('VITE_AI_PROVIDER_RETENTION_DAYS', '0')
      vi.resetModules()
      const { privacyPolicy: notice } = await import('~/content/legal')
      const all = (id: string) => JSON.stringify(notice.sections.find((s) => s.id === id))
      expect(all('who-is-responsible')).toContain('Our representative in the European Union (GDPR Art. 27): EU Rep Ltd, 1 Rue de la Loi, 1000 Brussels, Belgium, eurep@northwind.test.')
      expect(all('the-assistant')).toContain('to our AI provider (Mistral AI)')
      expect(all('the-assistant')).toContain('Mistral AI keeps nothing of what our server sends it once the answer is written (zero data retention)')
      expect(JSON.stringify(notice)).not.toContain('OpenAI')
    })
  })
})
