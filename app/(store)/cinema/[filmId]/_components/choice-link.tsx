// A choice among links (cinema, day, showtime): the chosen one is marked for assistive technology and by more than colour.
import Link from 'next/link';
import type { ReactNode } from 'react';

interface Props {
  href: string;
  chosen: boolean;
  /** What `aria-current` says of the chosen one: a date, a time, or simply the current item. */
  current: 'date' | 'time' | 'true';
  children: ReactNode;
  className?: string;
}

const BASE = 'relative block rounded-lg border-2 px-3 py-2 hover:border-brand-500';
const CHOSEN = 'border-brand-700 bg-brand-700 text-white hover:border-brand-900';
const OTHER = 'border-black/30 bg-surface text-ink';

export function ChoiceLink({ href, chosen, current, children, className = '' }: Props) {
  return (
    <Link
      href={href}
      aria-current={chosen ? current : undefined}
      className={`${BASE} ${chosen ? CHOSEN : OTHER} ${className}`}
    >
      {/* Filled, with a tick: the choice reads without colour too. */}
      {chosen && (
        <span aria-hidden="true" className="absolute bottom-0.5 right-1.5 text-xs font-bold">
          ✓
        </span>
      )}
      {children}
    </Link>
  );
}
