import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One spelling across the site: US English, as the specification's strings are. Every
 * content module (src/content, generated files aside) and every article is scanned for
 * these UK spellings.
 */
const ukSpellings: readonly RegExp[] = [
  /\b(?:optimis|organis|personalis|prioritis|summaris|standardis|centralis|visualis|customis|recognis|utilis|minimis|maximis|categoris|monetis|digitis|industrialis|operationalis)(?:e|es|ed|ing|ation|ations|er|ers|ational)\b/i,
  /\banalys(?:e|ed|es|ing)\b/i,
  /\b(?:colour|behaviour|favour|labour|honour|neighbour|flavour|rumour)s?\b/i,
  /\b(?:colour|behaviour|favour)(?:ed|ing|al|ite|ites|able)\b/i,
  /\b(?:centre|centres|licence|licences|programme|programmes|catalogue|catalogues|modelling|modelled|labelled|labelling|cancelled|travelled|practise|practised|whilst|amongst|judgement|defence|artefact|artefacts|enrolment|fulfilment|ageing)\b/i,
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
    for (const match of text.matchAll(new RegExp(pattern.source, 'gi'))) found.push(match[0])
  }
  return found
}

/**
 * Pages converted by the teams that own them (their files change in the same tree); each
 * entry must still hold a UK spelling, so the list can only shrink.
 */
const pendingOwnedElsewhere = ['src/content/case-studies.ts', 'src/content/verticals/']

const isPending = (file: string) => pendingOwnedElsewhere.some((prefix) => file.startsWith(prefix))

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
  })

  it('has no UK spelling in any content module or article', () => {
    const problems = contentFiles(contentDir)
      .map((file) => relative(root, file))
      .filter((file) => !isPending(file))
      .flatMap((file) => ukWordsIn(readFileSync(join(root, file), 'utf8')).map((word) => `${file}: ${word}`))
    expect(problems).toEqual([])
  })

  it('keeps the list of pages still to convert honest: each still has a UK spelling', () => {
    for (const prefix of pendingOwnedElsewhere) {
      const files = contentFiles(contentDir)
        .map((file) => relative(root, file))
        .filter((file) => file.startsWith(prefix))
      expect(files.flatMap((file) => ukWordsIn(readFileSync(join(root, file), 'utf8'))).length, prefix).toBeGreaterThan(0)
    }
  })
})
