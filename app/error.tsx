// Last-resort error boundary: says so plainly and offers a retry, without guessing what was charged.
'use client';

import Link from 'next/link';
import { BUTTON, TEXT_LINK } from '@/components/ui/styles';

export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return (
    <section role="alert" className="space-y-3 py-10">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      {/* The error may have come after a purchase went through; the checkout page finds out which. */}
      <p className="text-ink-muted">
        Please try again. If you were confirming a purchase, the{' '}
        <Link href="/checkout" className={TEXT_LINK}>
          checkout page
        </Link>{' '}
        shows whether it went through; you will not be charged twice.
      </p>
      <button type="button" onClick={() => retry()} className={`px-4 py-2 ${BUTTON.primary}`}>
        Try again
      </button>
    </section>
  );
}
