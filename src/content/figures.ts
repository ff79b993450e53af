/**
 * The one place a content figure ('+38%', '-90%') is read as a number, so a chart and
 * the text beside it always come from the same string in the content.
 */

export interface FigureText {
  label: string
  value: string
  /**
   * Which way this measure improves: 'lower' for a time, a cost, a count of problems (a quote's
   * minutes, training cost, churn), where a fall is the win. Unset: higher is better.
   */
  better?: 'higher' | 'lower'
}

/** A figure read as a signed change in percent, with the text it came from. */
export interface Change extends FigureText {
  percent: number
  /** The change went the measure's better way ('-90%' training cost, '+38%' revenue). */
  improved: boolean
}

// A sign is required: '40%' alone is a level or a range, not a change we can draw.
const SIGNED_PERCENT = /^([+\-\u2212])\s?(\d+(?:\.\d+)?)\s?%$/

/** '+38%' is 38, '-90%' (or with a minus sign) is -90; anything else is null. */
export function percentChange(value: string): number | null {
  const match = SIGNED_PERCENT.exec(value.trim())
  if (!match) return null
  const size = Number(match[2])
  return match[1] === '+' ? size : -size
}

/** The figures that are signed changes, in content order. */
export function changesOf(figures: readonly FigureText[]): Change[] {
  return figures.flatMap((figure) => {
    const percent = percentChange(figure.value)
    if (percent === null) return []
    const improved = figure.better === 'lower' ? percent < 0 : percent > 0
    return [{ ...figure, percent, improved }]
  })
}

/** Fewer than two changes make a bar chart that says less than the tiles already do. */
export const MIN_CHANGES_TO_CHART = 2

/** Chart texts, here with the rest of the site's text. */
export const chartText = {
  changeListLabel: (subject: string) => `${subject}: the change in each result, in percent`,
  /** Read after a figure by screen readers (the bar and its color say it to the eye). */
  verdict: (change: Pick<Change, 'improved' | 'better'>) =>
    `${change.improved ? 'an improvement' : 'a setback'}, ${change.better === 'lower' ? 'lower is better' : 'higher is better'}`,
} as const
