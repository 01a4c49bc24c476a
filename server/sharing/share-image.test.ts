// Tests of the share picture's absolute address.
import { describe, expect, it } from 'vitest';
import { shareImageUrl } from './share-image';

const SERVICE = 'http://127.0.0.1:4000';

describe('shareImageUrl', () => {
  it("gives the storefront's own absolute /media address of a service picture", () => {
    expect(
      shareImageUrl(`${SERVICE}/media/experience/a.svg?v=2`, 'https://shop.example', SERVICE),
    ).toBe('https://shop.example/media/experience/a.svg?v=2');
    expect(
      shareImageUrl(
        'https://api.example/tickets/media/hotel/1.svg',
        'https://shop.example:8443',
        'https://api.example/tickets',
      ),
    ).toBe('https://shop.example:8443/media/hotel/1.svg');
  });

  it('gives nothing for a missing picture, another host or an address that is not a picture of the service', () => {
    expect(shareImageUrl(null, 'https://shop.example', SERVICE)).toBeNull();
    expect(shareImageUrl('', 'https://shop.example', SERVICE)).toBeNull();
    expect(
      shareImageUrl('https://img.example/media/a.jpg', 'https://shop.example', SERVICE),
    ).toBeNull();
    expect(shareImageUrl('/pictures/a.jpg', 'https://shop.example', SERVICE)).toBeNull();
    expect(shareImageUrl('javascript:alert(1)', 'https://shop.example', SERVICE)).toBeNull();
    expect(shareImageUrl('data:image/png;base64,AAAA', 'https://shop.example', SERVICE)).toBeNull();
  });
});
