import { describe, expect, it } from 'vitest'
import { siteKnowledge } from './site-knowledge'
import { sourceWords, unknownTokens, WORD } from './source-words'
import { webinarSeries } from '~/content/webinar-series'
import { sessionCalendar } from '../../scripts/webinars/session-dates'

const { pages, knowledge } = await siteKnowledge()
const words = sourceWords()
// The webinar sessions' dates come from the build's clock, not from a source: their years and
// their zones' short names ('PST') are words the pages write too.
for (const { starts, zoneNames } of Object.values(sessionCalendar(webinarSeries, Date.now()))) {
  for (const text of [...starts, ...Object.values(zoneNames)]) for (const [word] of text.matchAll(WORD)) words.add(word.toLowerCase())
}

/**
 * The labels of the links a page draws as buttons ("Contact Sales", "Book a Sales AI Demo"):
 * controls, not text. (Buttons are form controls, left out with their forms; a tab or a
 * filter button shares its label with the text it shows.)
 */
function buttonLinkLabels(html: string): Set<string> {
  const labels = new Set<string>()
  for (const [, attributes = '', inner = ''] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const label = inner.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
    if (/class="[^"]*\bjustify-center\b[^"]*\brounded-lg\b/.test(attributes) && label) labels.add(label)
  }
  return labels
}

describe('the knowledge reads as the pages read', () => {
  it('has no word that the site’s sources do not write: nothing glued together where two boxes meet', () => {
    const glued = knowledge.passages.flatMap((passage) => unknownTokens(`${passage.heading}\n${passage.text}`, words).map((token) => `${passage.id}: ${token}`))
    expect(glued).toEqual([])
  })

  it('would catch a glued word of any kind: letters, figures, signs', () => {
    expect(unknownTokens('PostgreSQLSnowflake DemoRead Published 20257 +42%Lead $0$100K', words)).toEqual(['PostgreSQLSnowflake', 'DemoRead', '20257', '+42%Lead', '$0$100K'])
    expect(unknownTokens('PostgreSQL Snowflake Next.js (OpenAI) +42% $121,440 3-5x', words)).toEqual([])
  })

  it('holds no button’s label as a line of its own, and no passage opens with one', () => {
    for (const page of pages) {
      const labels = buttonLinkLabels(page.html)
      for (const passage of knowledge.passages.filter((p) => p.path === page.path)) {
        const lines = passage.text.split('\n')
        expect(lines.filter((line) => labels.has(line)), passage.id).toEqual([])
      }
    }
    expect(knowledge.passages.filter((p) => p.text.startsWith('Contact Sales')).map((p) => p.id)).toEqual([])
  })
})
