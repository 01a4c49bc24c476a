// Opens the print dialog once when the receipt was opened to be printed (a reprint), and offers a print button.
'use client';

import { useEffect } from 'react';
import { BUTTON } from '@/components/ui/styles';

export function ReceiptPrint({ auto }: { auto: boolean }) {
  useEffect(() => {
    if (auto) window.print();
  }, [auto]);
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`min-h-12 px-6 text-lg ${BUTTON.primary}`}
    >
      Print
    </button>
  );
}
