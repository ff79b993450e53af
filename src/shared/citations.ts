/**
 * The model cites the numbered passages of its prompt ("... in 6 weeks [2]."); the visitor
 * reads the answer without the numbers and sees the cited passages' pages as its sources.
 * This reads an answer as it streams, piece by piece: it takes the citations out (with the
 * space before them) and remembers which passages were cited. A piece that ends where a
 * citation might be starting ("... weeks [") is held back until the next piece says.
 * Shared by the server's proxy and the demo's mocks, which answer alike.
 */

/** One citation or a run of them: [2], [1, 3], [1][2], with the whitespace before it. */
const CITATIONS = /\s*(?:\[\d{1,2}(?:\s*,\s*\d{1,2})*\])+/g
/** The end of a piece that could still become a citation (or the whitespace before one). */
const UNFINISHED = /\s*(?:\[\d{1,2}(?:\s*,\s*\d{1,2})*\])*(?:\[[\d,\s]*)?$/

/** Longer than any citation run: a held-back tail past this is plain text after all. */
const MAX_HELD_CHARS = 40

export interface CitationReader {
  /** The next piece of the answer; returns what can be shown now, citations taken out. */
  push(piece: string): string
  /** The end of the answer: whatever was held back, citations taken out. */
  end(): string
  /** The numbers cited so far (1-based, within the prompt's passages), in order of first citation. */
  readonly cited: readonly number[]
}

/** A reader for an answer to a prompt of `passageCount` numbered passages. */
export function createCitationReader(passageCount: number): CitationReader {
  let held = ''
  const cited: number[] = []

  /** The text without its citations; a bracketed number that names no passage stays as it is. */
  function strip(text: string): string {
    return text.replace(CITATIONS, (run) => {
      const numbers = [...run.matchAll(/\d+/g)].map((match) => Number(match[0]))
      if (numbers.some((n) => n < 1 || n > passageCount)) return run
      for (const n of numbers) if (!cited.includes(n)) cited.push(n)
      return ''
    })
  }

  return {
    push(piece) {
      const text = held + piece
      const tail = UNFINISHED.exec(text)?.[0] ?? ''
      if (tail.length > MAX_HELD_CHARS) {
        held = ''
        return strip(text)
      }
      held = tail
      return strip(text.slice(0, text.length - tail.length))
    },
    end() {
      const text = strip(held)
      held = ''
      return text
    },
    get cited() {
      return cited
    },
  }
}
