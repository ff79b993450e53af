/**
 * How an answer cut at the model's length limit is kept: up to its last full sentence.
 * The chat machine keeps the answer so, and the server signs exactly that text (the
 * browser sends it back as history), so both sides use this one function.
 */

/**
 * A text cut back to its last full sentence (ending in . ! ? or …, possibly followed by a
 * closing quote or bracket). A text with no full sentence keeps its words and ends in '…'.
 */
export function endAtLastSentence(text: string): string {
  const trimmed = text.trimEnd()
  const ends = [...trimmed.matchAll(/[.!?…]["'”’)\]]*(?=\s|$)/g)]
  const last = ends.at(-1)
  if (!last) return trimmed === '' ? '' : `${trimmed.replace(/[\s,;:–—-]+$/, '')}…`
  return trimmed.slice(0, last.index + last[0].length)
}
