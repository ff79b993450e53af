/** A small rounded label (a tag, a skill, a technology), bordered so it reads as one on a card and on a tinted band alike. */
export const chipClass = 'rounded-full border border-border bg-bg-subtle px-3 py-1 text-sm'
