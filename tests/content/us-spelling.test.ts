import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One spelling across the site: US English, as the specification's strings are. Every
 * content module (src/content, generated files aside) and every article is scanned for
 * these UK spellings.
 */
const ukSpellings: readonly RegExp[] = [
  /\b(?:anonymis|optimis|organis|personalis|prioritis|summaris|standardis|centralis|visualis|customis|recognis|utilis|minimis|maximis|categoris|monetis|digitis|industrialis|operationalis)(?:e|es|ed|ing|ation|ations|er|ers|ational)\b/i,
  /\banalys(?:e|ed|es|ing)\b/i,
  /\b(?:colour|behaviour|favour|labour|honour|neighbour|flavour|rumour)s?\b/i,
  /\b(?:colour|behaviour|favour)(?:ed|ing|al|ite|ites|able)\b/i,
  /\b(?:centre|centres|licence|licences|programme|programmes|catalogue|catalogues|modelling|modelled|labelled|labelling|cancelled|travelled|practise|practised|whilst|amongst|judgement|defence|artefact|artefacts|enrolment|fulfilment|ageing)\b/i,
  // Lower case only: 'Telecom & Fibre' and 'Telecom/Fibre' are the industry's name as the spec writes it,
  // while the word in a sentence is 'fiber' (the spec's own 'fiber overbuilders').
  /\bfibre\b/,
]

const root = process.cwd()
const contentDir = join(root, 'src', 'content')

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mdx|md)$/.test(entry.name) && !entry.name.endsWith('.gen.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function ukWordsIn(text: string): string[] {
  const found: string[] = []
  for (const pattern of ukSpellings) {
    for (const match of text.matchAll(new RegExp(pattern.source, `g${pattern.flags}`))) found.push(match[0])
  }
  return found
}

/**
 * Strings the specification writes verbatim with a UK spelling. Acceptance tests compare them
 * character for character, so they stay as the spec writes them; only these exact strings are
 * let through, not the files that hold them.
 */
const specStrings: readonly string[] = [
  // The spec names this telecom module 'route and dispatch optimiser' in its list of nine.
  'Route and Dispatch Optimiser',
]

const withoutSpecStrings = (text: string) => specStrings.reduce((rest, spec) => rest.replaceAll(spec, ''), text)

const contentTexts = () =>
  contentFiles(contentDir).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }))

describe('US English across the site', () => {
  it('finds the UK spellings it looks for (the scanner works)', () => {
    expect(ukWordsIn('We optimise the colour and behaviour of the programme in the centre; it is organised.')).toEqual([
      'optimise',
      'organised',
      'colour',
      'behaviour',
      'programme',
      'centre',
    ])
    expect(ukWordsIn('We optimize the color and behavior of the program; optimism and realistic plans stay.')).toEqual([])
    expect(ukWordsIn('Telecom & Fibre: a fibre provider, a fiber provider.')).toEqual(['fibre'])
  })

  it('lets a spec string through only as the spec writes it', () => {
    expect(ukWordsIn(withoutSpecStrings('Route and Dispatch Optimiser, Route & Dispatch Optimiser, route and dispatch optimiser'))).toEqual([
      'Optimiser',
      'optimiser',
    ])
  })

  it('has no UK spelling in any content module or article', () => {
    const problems = contentTexts().flatMap(({ file, text }) => ukWordsIn(withoutSpecStrings(text)).map((word) => `${file}: ${word}`))
    expect(problems).toEqual([])
  })

  it('lets through only spec strings that the content still holds', () => {
    const texts = contentTexts().map(({ text }) => text)
    for (const spec of specStrings) {
      expect(ukWordsIn(spec).length, spec).toBeGreaterThan(0)
      expect(texts.some((text) => text.includes(spec)), spec).toBe(true)
    }
  })
})
