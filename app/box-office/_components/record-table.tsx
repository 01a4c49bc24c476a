// The box office's tables of records (audit entries, staff, sales): a caption for screen readers, column headings, rows from the caller.
import type { ReactNode } from 'react';

/** Classes of a record row and its cells, so every table of the box office reads alike. */
export const RECORD_ROW = 'border-b border-black/5 last:border-0';
export const RECORD_CELL = 'px-3 py-2';

export function RecordTable({ caption, headings, children }: { caption: string; headings: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-black/10 bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-black/10 text-ink-muted">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${RECORD_CELL} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
