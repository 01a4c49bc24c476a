// Today or since sign-in: the period a records page covers, as two links.
import Link from 'next/link';
import { PERIOD_LABELS, PERIODS, type Period } from '@/lib/box-office/shift';

export function PeriodLinks({ path, period }: { path: string; period: Period }) {
  return (
    <nav aria-label="Period" className="no-print flex gap-2">
      {PERIODS.map((option) => (
        <Link
          key={option}
          href={`${path}?period=${option}`}
          aria-current={option === period ? 'page' : undefined}
          className="inline-flex min-h-11 items-center rounded-lg border border-black/30 px-4 font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
        >
          {PERIOD_LABELS[option]}
        </Link>
      ))}
    </nav>
  );
}
