/** Every word of the ROI calculator (the page's heading and intro are in the page registry). */

export const roiFieldText = {
  teamSize: { label: 'People doing the work', hint: 'Everyone who spends time on the repetitive task.', step: '1', short: 'people' },
  hoursPerWeek: { label: 'Hours per person per week', hint: 'Data entry, reporting, follow-ups, triage, copy-paste between tools.', step: '0.5', short: 'hours a week each' },
  hourlyCost: { label: 'Loaded hourly cost ($)', hint: 'Salary plus benefits and overhead, per hour.', step: '1', short: 'per hour' },
  automationPercent: { label: 'Share automated (%)', hint: 'We typically see 30-60% on a first workflow.', step: '5', short: 'automated' },
} as const

export const roiText = {
  formLabel: 'ROI inputs',
  resultHeading: 'Your estimate',
  hoursSaved: 'Hours saved per year',
  savings: 'Savings per year',
  payback: (cost: string) => `Payback on a ${cost} first project`,
  noPayback: 'n/a',
  basis: 'Based on 46 working weeks a year. Real projects also raise quality and speed, which this estimate leaves out.',
  fixFields: 'Fix the highlighted fields to see your estimate.',
  /** Said once when a shared link held values the calculator could not use. */
  linkFallback: (fields: readonly string[]) =>
    `The link's value for ${fields.join(', ')} could not be used, so the calculator shows our typical figure${fields.length > 1 ? 's' : ''} there instead.`,
  review: { label: 'Review this estimate with an advisor', topic: 'ROI review' },
  send: { label: 'Send me this estimate', topic: 'ROI estimate' },
  copy: { label: 'Copy link', copied: 'Link copied. Anyone who opens it sees this estimate.', failed: 'Could not copy: the address bar holds the same link.' },
  chart: {
    heading: 'Payback over 24 months',
    name: (breakEven: number | null, cost: string, horizon: number) =>
      breakEven === null
        ? `Payback chart: cumulative savings do not reach the ${cost} cost within ${horizon} months`
        : `Payback chart: cumulative savings pass the ${cost} cost in month ${breakEven}, the break-even month`,
    savingsLine: 'Cumulative savings',
    costLine: 'Project cost',
    breakEvenMark: (month: number) => `Break-even: month ${month}`,
    monthAxis: 'Month',
    figures: 'Payback figures',
    monthly: 'Savings per month',
    cost: 'One-off project cost',
    breakEven: 'Break-even month',
    noBreakEven: (horizon: number) => `Not within ${horizon} months`,
    net: (horizon: number) => `Net after ${horizon} months`,
  },
} as const

/** The estimate written out for the contact form's message (one line: link text loses line breaks). */
export function estimateMessage(parts: {
  team: string
  hours: string
  cost: string
  automated: string
  hoursSaved: string
  savings: string
  payback: string
  link: string
}): string {
  return `Please send me this ROI estimate. Inputs: ${parts.team} people, ${parts.hours} hours a week each, ${parts.cost} per hour, ${parts.automated}% automated. Estimate: ${parts.hoursSaved} hours and ${parts.savings} saved per year; payback ${parts.payback}. Link: ${parts.link}`
}
