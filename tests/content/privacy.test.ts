import { describe, expect, it } from 'vitest'
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
})
