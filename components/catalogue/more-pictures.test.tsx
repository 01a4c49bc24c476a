// Tests that the thumbnails name pictures by the storefront's /media addresses: a React key is sent to the browser
// with the page's data, so the service's own address must never be one.
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHtml } from '@/server/ticketing/test-support/next-request';
import { MorePictures } from './more-pictures';

const SERVICE = 'http://127.0.0.1:4999';
vi.mock('@/server/env', () => ({
  storefrontEnv: () => ({ TICKETING_BASE_URL: 'http://127.0.0.1:4999' }),
}));

const items = (list: ReactElement | null) =>
  list ? ((list.props as { children: ReactElement[] }).children ?? []) : [];

describe('MorePictures', () => {
  it('keys each thumbnail by its /media address and leaves out pictures the storefront does not serve', () => {
    const list = MorePictures({
      images: [
        `${SERVICE}/media/events/a.svg?v=2`,
        'https://elsewhere.example/b.png',
        `${SERVICE}/images/c.jpg`,
        `${SERVICE}/media/events/d.svg`,
      ],
    });
    expect(items(list).every((item) => isValidElement(item))).toBe(true);
    expect(items(list).map((item) => item.key)).toEqual([
      '/media/events/a.svg?v=2',
      '/media/events/d.svg',
    ]);
    expect(JSON.stringify(items(list).map((item) => [item.key, item.props]))).not.toContain(
      SERVICE,
    );
  });

  it('shows a picture the service lists twice once', () => {
    expect(
      items(
        MorePictures({
          images: [`${SERVICE}/media/events/a.svg`, `${SERVICE}/media/events/a.svg`],
        }),
      ),
    ).toHaveLength(1);
  });

  it('renders nothing when no picture can be shown', () => {
    expect(MorePictures({ images: [] })).toBeNull();
    expect(MorePictures({ images: ['https://elsewhere.example/b.png'] })).toBeNull();
  });

  it('renders the thumbnails from /media', async () => {
    const html = await renderHtml(MorePictures({ images: [`${SERVICE}/media/events/a.svg?v=2`] }));
    expect(html).toContain('src="/media/events/a.svg?v=2"');
    expect(html).not.toContain(SERVICE);
  });
});
