// The box office's tables of records (audit entries, staff, sales, report totals): a caption for screen readers, column headings, rows from the caller.
import type { ReactNode } from 'react';

/** Classes of a record row and its cells, so every table of the box office reads alike. */
export const RECORD_ROW = 'border-b border-black/5 last:border-0';
export const RECORD_CELL = 'px-3 py-2';
/** A heading cell: a column's, or a row's first cell naming what the row is about. */
export const RECORD_HEADING = `${RECORD_CELL} font-semibold`;
/** A cell of amounts or counts, whose digits line up down the column. */
export const RECORD_FIGURE = `${RECORD_CELL} tabular-nums`;

interface Props {
  caption: string;
  /** Column headings; an empty one is announced to screen readers as `blankHeading`. */
  headings: readonly string[];
  blankHeading?: string;
  /** Names the table's frame and lets the keyboard reach it, for a table wider than a phone that scrolls sideways. */
  scrollLabel?: string;
  children: ReactNode;
}

export function RecordTable({
  caption,
  headings,
  blankHeading = 'Actions',
  scrollLabel,
  children,
}: Props) {
  const scrolling = scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {};
  // Positioned, so the screen-reader-only texts inside scroll with the table instead of widening the page.
  return (
    <div
      className="relative overflow-x-auto rounded-xl border border-black/10 bg-surface"
      {...scrolling}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-black/10 text-ink-muted">
          <tr>
            {headings.map((heading, index) => (
              <th key={`${index}-${heading}`} scope="col" className={RECORD_HEADING}>
                {heading || <span className="sr-only">{blankHeading}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
