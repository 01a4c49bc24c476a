// Tests that the page for a failed root layout needs nothing the Content-Security-Policy's style-src refuses.
import { describe, expect, it, vi } from 'vitest';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import GlobalError from './global-error';

vi.mock('./globals.css', () => ({}));

describe('GlobalError', () => {
  it('renders its own document with no style attribute and no inline style element', async () => {
    const html = await renderHtml(
      <GlobalError error={new Error('layout failed')} retry={() => {}} />,
    );
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Something went wrong');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toContain('<style');
  });
});
