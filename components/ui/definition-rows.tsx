// Label and value pairs as a two-column definition list, leaving out rows without a value.
import type { ReactNode } from 'react';

export type DefinitionRow = [label: string, value: ReactNode | null];

export function DefinitionRows({
  rows,
  valueClassName = '',
  className = '',
}: {
  rows: DefinitionRow[];
  valueClassName?: string;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 ${className}`}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className={valueClassName}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
