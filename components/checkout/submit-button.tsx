// A submit button that is disabled and says so while its form's action runs (one click, one request).
'use client';

import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

const STYLES = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-black/20 bg-surface text-ink hover:border-brand-500',
} as const;

interface Props {
  children: ReactNode;
  pendingLabel: string;
  variant?: keyof typeof STYLES;
}

export function SubmitButton({ children, pendingLabel, variant = 'primary' }: Props) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`w-full rounded-lg px-4 py-3 font-semibold disabled:opacity-60 ${STYLES[variant]}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
