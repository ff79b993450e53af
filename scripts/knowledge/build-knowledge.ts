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

/** The number of sections from `start` that stand beneath its heading: itself and every deeper heading after it. */
export function chapterLength(sections: readonly PageSection[], start: number): number {
  let end = start + 1
  while (end < sections.length && sections[end]!.level > sections[start]!.level) end++
  return end - start
}

/**
 * Sections grouped into passages, each named by the heading it really sits under. A
 * heading's chapter (the heading with every section beneath it) is one passage when it
 * fits; when it does not, the heading's own text starts a passage that takes in the short
 * chapters beneath it while they fit, and the others become passages of their own. A
 * section never joins a sibling's passage: a passage labelled "Marketing AI Playbook" holds
 * that playbook, not the next one too. The page's opening text never takes in a whole
 * chapter of 150 words or more, which keeps its own heading and link.
 */
function groupSections(sections: readonly PageSection[], from = 0, to = sections.length): Unit[] {
  const head = unitOf(sections[from]!)
  const members = sections.slice(from + 1, to).map(unitOf)
  const whole = members.reduce(join, head)
  if (whole.words <= PASSAGE_MAX_WORDS && sections[from]!.level > 1) return [whole]
  let own = head
  const rest: Unit[] = []
  for (let i = from + 1; i < to; i += chapterLength(sections, i)) {
    const chapter = groupSections(sections, i, i + chapterLength(sections, i))
    const first = chapter[0]!
    const labelled = own.words > 0 || own.heading !== ''
    if (labelled && rest.length === 0 && chapter.length === 1 && first.words < PASSAGE_MIN_WORDS && own.words + wordCount(first.heading) + first.words <= PASSAGE_MAX_WORDS) {
      own = join(own, first)
    } else {
      rest.push(...chapter)
    }
  }
  return [own, ...rest]
}

/** The passages of one page, in reading order. */
export function pagePassages(page: KnowledgeSourcePage): KnowledgePassage[] {
  const sections = pageSections(page.html)
  // The opening text (level 1) stands over every heading; a page without any gets an empty one.
  if (sections[0]?.level !== 1) sections.unshift({ level: 1, heading: '', anchor: '', blocks: [] })
  return groupSections(sections)
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
