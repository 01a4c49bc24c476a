// Opens the browser's print dialog for the confirmation page; hidden on paper.
'use client';

export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="no-print rounded-lg border border-black/20 bg-surface px-4 py-2 font-semibold hover:border-brand-500"
    >
      Print tickets
    </button>
  );
}
