// Tests that built JSON-LD is rendered as a data block no text can break out of, and refused JSON-LD is logged instead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { eventPageJsonLd } from '@/server/sharing/catalogue-json-ld';
import { option, ORIGIN, sampleEvent } from '@/lib/sharing/test-support/catalogue';
import { captureLog } from '@/server/test-support/log-lines';
import { StructuredData } from './structured-data';

// Share pictures are read against the service the storefront is configured with.
vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({ TICKETING_BASE_URL: 'http://127.0.0.1:4000' }),
}));

afterEach(() => vi.restoreAllMocks());

describe('StructuredData', () => {
  it('renders one application/ld+json block that parses back, with a hostile title kept inside it', async () => {
    const event = sampleEvent({ title: 'Night </script><script>alert(1)</script>' });
    const html = await renderHtml(
      <StructuredData
        built={eventPageJsonLd(event, [option('Regular', 15_750, 300)], ORIGIN)}
        about="event x"
      />,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html)?.[1];
    expect(JSON.parse(body!)).toMatchObject({
      '@type': 'Event',
      name: 'Night </script><script>alert(1)</script>',
    });
  });

  it('renders nothing for refused JSON-LD and logs the problems with the page it was for', async () => {
    const captured = captureLog();
    const built = eventPageJsonLd(
      sampleEvent({ startsAt: { iso: null, text: 'soon' } }),
      [],
      ORIGIN,
    );
    expect(await renderHtml(<StructuredData built={built} about="event 42" />)).toBe('');
    expect(captured.entries()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'structured data left out',
        about: 'event 42',
        problems: [expect.stringMatching(/^startDate: /)],
      }),
    ]);
  });
});
