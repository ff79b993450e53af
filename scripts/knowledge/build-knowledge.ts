/**
 * The assistant's knowledge, built from the site's own prerendered pages: every page's
 * <main> text split into passages of about 150-300 words, each under a heading with an
 * id on that page, so a source link lands on the heading it quotes. Pure: the prerender
 * gives it the HTML it has just rendered (scripts/prerender.ts), and the tests the HTML
 * they render themselves.
 */
import type { KnowledgeFile, KnowledgePassage } from '../../src/shared/assistant-knowledge.ts'
import { pageSections, type PageSection } from './page-text.ts'

/** A page to learn from: its registry path and title, and its rendered HTML. */
export interface KnowledgeSourcePage {
  path: string
  title: string
  html: string
}

/** A passage aims for this many words: sections under it join the next (or the one before). */
export const PASSAGE_MIN_WORDS = 150
/** No passage is longer; a section that is has to give its sub-headings ids. */
export const PASSAGE_MAX_WORDS = 300

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** A run of sections that becomes one passage, named by its first section's heading. */
interface Unit {
  level: number
  heading: string
  anchor: string
  lines: string[]
  words: number
}

function unitOf(section: PageSection): Unit {
  return { level: section.level, heading: section.heading, anchor: section.anchor, lines: [...section.blocks], words: wordCount(section.blocks.join(' ')) }
}

/** `later` appended to `unit`: its heading becomes a line of the text. */
function join(unit: Unit, later: Unit): Unit {
  const lines = later.heading ? [later.heading, ...later.lines] : later.lines
  return { ...unit, lines: [...unit.lines, ...lines], words: unit.words + wordCount(later.heading) + later.words }
}

/**
 * Sections grouped into passages, each named by the heading it really sits under: a
 * passage starts at a heading and takes in the sub-sections that follow it (and theirs)
 * while one side is short and the two fit. Sections never join a sibling or a section of
 * another heading: a passage labelled "Marketing AI Playbook" holds that playbook, not
 * the next one too.
 */
function groupSections(sections: readonly PageSection[]): Unit[] {
  const units: Unit[] = []
  for (const section of sections) {
    const unit = unitOf(section)
    const last = units.at(-1)
    // Units are runs in reading order that only take in deeper headings, so a deeper
    // heading right after a unit sits under that unit's heading.
    const under = last !== undefined && section.level > last.level
    if (under && last.words + wordCount(unit.heading) + unit.words <= PASSAGE_MAX_WORDS && (last.words < PASSAGE_MIN_WORDS || unit.words < PASSAGE_MIN_WORDS)) {
      units[units.length - 1] = join(last, unit)
    } else {
      units.push(unit)
    }
  }
  return units
}

/** The passages of one page, in reading order. */
export function pagePassages(page: KnowledgeSourcePage): KnowledgePassage[] {
  return groupSections(pageSections(page.html))
    .filter((unit) => unit.words > 0)
    .map((unit) => {
      if (unit.words > PASSAGE_MAX_WORDS) {
        throw new Error(
          `${page.path}${unit.anchor ? `#${unit.anchor}` : ''} has ${unit.words} words under one heading (at most ${PASSAGE_MAX_WORDS}): give its sub-headings ids`,
        )
      }
      return {
        id: unit.anchor ? `${page.path}#${unit.anchor}` : page.path,
        path: page.path,
        title: page.title,
        heading: unit.heading,
        anchor: unit.anchor,
        text: unit.lines.join('\n'),
      }
    })
}

/** The knowledge file: every page's passages, pages in the order given. Ids are unique (checked). */
export function buildKnowledge(pages: readonly KnowledgeSourcePage[], brand: string): KnowledgeFile {
  const passages = pages.flatMap(pagePassages)
  const seen = new Set<string>()
  for (const passage of passages) {
    if (seen.has(passage.id)) throw new Error(`two passages have the id ${passage.id}: a heading id is used twice on its page`)
    seen.add(passage.id)
  }
  return { brand, passages }
}
