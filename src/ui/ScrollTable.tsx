import { useId } from 'react'
import { cardClass } from './Card'

/** A key column's cells on a phone: pinned to the box's right edge, over what scrolls beneath, with a shadow on their left. */
const pinnedRight = 'max-sm:sticky max-sm:right-0 max-sm:w-[45cqw] max-sm:min-w-[9rem] max-sm:bg-card max-sm:shadow-[-10px_0_10px_-10px_var(--scroll-hint-shadow)]'

/**
 * A data table with a caption and header cells. On narrow screens it scrolls sideways
 * inside a focusable, labelled region so keyboard users can scroll it too; its key
 * column, when it names one, stays in view at the right edge meanwhile.
 */
export function ScrollTable({
  caption,
  columns,
  rows,
  minWidth = 'min-w-[34rem]',
  keyColumn,
}: {
  caption: string
  columns: readonly string[]
  /** Each row's first cell is its header (scope row); the rest are data cells. */
  rows: readonly (readonly string[])[]
  /** Below this width the table scrolls rather than squeezing its columns; 'min-w-0' never scrolls. */
  minWidth?: 'min-w-0' | 'min-w-[34rem]' | 'min-w-[40rem]'
  /** The column a reader compares by (an outcome's "After"), by its index in `columns`: never scrolled out of view. */
  keyColumn?: number
}) {
  const captionId = useId()
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll the table on narrow screens.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cardClass('scroll-hint @container overflow-x-auto')}
    >
      <table className={`w-full border-collapse text-left text-sm ${minWidth}`}>
        <caption id={captionId} className="text-left text-sm font-semibold text-fg-muted">
          {/* The caption is as wide as the table: its text keeps to the visible box and stays while the table scrolls. */}
          <span className="sticky left-0 block w-[100cqw] px-5 pt-4 pb-2">{caption}</span>
        </caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`px-5 py-3 font-bold ${i === keyColumn ? pinnedRight : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first = '', ...rest]) => (
            <tr key={first} className="border-b border-border last:border-b-0 align-top">
              <th scope="row" className="px-5 py-4 font-semibold">
                {first}
              </th>
              {rest.map((cell, i) => (
                <td key={i} className={`px-5 py-4 text-fg-muted ${i + 1 === keyColumn ? `${pinnedRight} max-sm:text-fg` : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
