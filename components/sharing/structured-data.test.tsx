// Tests that built JSON-LD is rendered as a data block no text can break out of, and refused JSON-LD is logged instead.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { eventPageJsonLd } from '@/lib/sharing/catalogue-json-ld';
import { option, ORIGIN, sampleEvent } from '@/lib/sharing/test-support/catalogue';
import { StructuredData } from './structured-data';

afterEach(() => vi.restoreAllMocks());

describe('StructuredData', () => {
  it('renders one application/ld+json block that parses back, with a hostile title kept inside it', async () => {
    const event = sampleEvent({ title: 'Night </script><script>alert(1)</script>' });
    const html = await renderHtml(<StructuredData built={eventPageJsonLd(event, [option('Regular', 15_750, 300)], ORIGIN)} about="event x" />);
    expect(html.match(/<script/g)).toHaveLength(1);
    const body = /^<script type="application\/ld\+json">(.*)<\/script>$/.exec(html)?.[1];
    expect(JSON.parse(body!)).toMatchObject({ '@type': 'Event', name: 'Night </script><script>alert(1)</script>' });
  });

  it('renders nothing for refused JSON-LD and logs the problems with the page it was for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const built = eventPageJsonLd(sampleEvent({ startsAt: { iso: null, text: 'soon' } }), [], ORIGIN);
    expect(await renderHtml(<StructuredData built={built} about="event 42" />)).toBe('');
    expect(JSON.parse(warn.mock.calls[0]![0] as string)).toMatchObject({ level: 'warn', about: 'event 42', problems: [expect.stringMatching(/^startDate: /)] });
  });
});
