// Opens the browser's print dialog (an order's confirmation, a check-in list); hidden on paper.
'use client';

import { BUTTON } from '@/components/ui/styles';

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`no-print px-4 py-2 ${BUTTON.secondary}`}
    >
      {label}
    </button>
  );
}
