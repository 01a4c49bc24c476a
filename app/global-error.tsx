// The page shown when the root layout itself fails: the app's own stylesheet and classes, so it renders under the strict Content-Security-Policy.
'use client';

import { BUTTON } from '@/components/ui/styles';
import './globals.css';

/**
 * Next's built-in page for this case styles itself with style attributes and an inline <style> element without a
 * nonce, both of which the policy's style-src refuses; this one needs neither.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-10">
          <section role="alert" className="space-y-3">
            <h1 className="text-3xl font-bold">Something went wrong</h1>
            <p className="text-ink-muted">
              Please reload the page. If you were confirming a purchase, you will not be charged
              twice.
            </p>
            <button type="button" onClick={() => retry()} className={`px-4 py-2 ${BUTTON.primary}`}>
              Try again
            </button>
          </section>
        </main>
      </body>
    </html>
  );
}
