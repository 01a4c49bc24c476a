// Tests of the mapping from the service's picture addresses to the storefront's /media addresses.
import { describe, expect, it } from 'vitest';
import { isMediaPath, pictureUrl } from './picture-url';

const SERVICE = 'http://127.0.0.1:4100';

describe('pictureUrl', () => {
  it("maps a picture of the configured service to the storefront's /media path, keeping the picture number", () => {
    expect(pictureUrl(`${SERVICE}/media/experience/7f1c2e5a-3b4d.svg`, SERVICE)).toBe(
      '/media/experience/7f1c2e5a-3b4d.svg',
    );
    expect(pictureUrl(`${SERVICE}/media/hotel/12.svg?v=2`, SERVICE)).toBe(
      '/media/hotel/12.svg?v=2',
    );
  });

  it('keeps a service base path and drops query parameters other than a picture number', () => {
    expect(
      pictureUrl(
        'https://api.example/tickets/media/room/3.svg?v=3&x=1',
        'https://api.example/tickets/',
      ),
    ).toBe('/media/room/3.svg?v=3');
    expect(
      pictureUrl(
        'https://api.example/tickets/media/room/3.svg?v=abc',
        'https://api.example/tickets',
      ),
    ).toBe('/media/room/3.svg');
  });

  it('accepts another local port when the service is local (a demo database outlives its port)', () => {
    expect(pictureUrl('http://127.0.0.1:4000/media/experience/a.svg', SERVICE)).toBe(
      '/media/experience/a.svg',
    );
    expect(pictureUrl('http://localhost:4000/media/experience/a.svg', SERVICE)).toBe(
      '/media/experience/a.svg',
    );
  });

  it('shows nothing for another host, another path, a traversal or an unreadable address', () => {
    expect(pictureUrl('https://cdn.example/media/experience/a.svg', SERVICE)).toBeNull();
    expect(pictureUrl('https://api.example/media/a.svg', 'https://api.example:8443')).toBeNull();
    expect(pictureUrl(`${SERVICE}/api/v1/svc/experience`, SERVICE)).toBeNull();
    expect(pictureUrl(`${SERVICE}/media/`, SERVICE)).toBeNull();
    expect(pictureUrl(`${SERVICE}/media/%2e%2e/admin`, SERVICE)).toBeNull();
    expect(pictureUrl(`${SERVICE}/media/a%2Fb.svg`, SERVICE)).toBeNull();
    expect(pictureUrl('javascript:alert(1)', SERVICE)).toBeNull();
    expect(pictureUrl('not a url', SERVICE)).toBeNull();
    expect(pictureUrl(null, SERVICE)).toBeNull();
    expect(pictureUrl('', SERVICE)).toBeNull();
  });
});

describe('isMediaPath', () => {
  it('takes a few plain names and refuses anything else', () => {
    expect(isMediaPath(['experience', 'a-1.svg'])).toBe(true);
    expect(isMediaPath([])).toBe(false);
    expect(isMediaPath(['a', 'b', 'c', 'd', 'e'])).toBe(false);
    expect(isMediaPath(['..', 'etc'])).toBe(false);
    expect(isMediaPath(['a..b'])).toBe(false);
    expect(isMediaPath(['.hidden'])).toBe(false);
    expect(isMediaPath(['a b'])).toBe(false);
    expect(isMediaPath(['a%2Fb'])).toBe(false);
  });
});
