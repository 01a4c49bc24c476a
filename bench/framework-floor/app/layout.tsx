// The framework floor's root layout: the least an App Router page has (see bench/framework-floor/next.config.mjs).
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Framework floor',
  description: 'The smallest App Router page: what every page pays.',
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 16, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  );
}
