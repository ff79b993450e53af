import { useId } from 'react'
import { cardClass } from './Card'

/**
 * A data table with a caption and header cells. On narrow screens it scrolls sideways
 * inside a focusable, labelled region so keyboard users can scroll it too.
 */
export function ScrollTable({
  caption,
  columns,
  rows,
  minWidth = 'min-w-[34rem]',
}: {
  caption: string
  columns: readonly string[]
  /** Each row's first cell is its header (scope row); the rest are data cells. */
  rows: readonly (readonly string[])[]
  /** Below this width the table scrolls rather than squeezing its columns. */
  minWidth?: 'min-w-[34rem]' | 'min-w-[40rem]'
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
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-bold">
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
                <td key={i} className="px-5 py-4 text-fg-muted">
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
