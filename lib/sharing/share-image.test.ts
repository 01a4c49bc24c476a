// Tests of the share picture's absolute address.
import { describe, expect, it } from 'vitest';
import { shareImageUrl } from './share-image';

describe('shareImageUrl', () => {
  it('keeps an absolute picture URL and reads a relative one against the storefront origin', () => {
    expect(shareImageUrl('http://127.0.0.1:4000/images/a.jpg', 'https://shop.example')).toBe('http://127.0.0.1:4000/images/a.jpg');
    expect(shareImageUrl('/pictures/a.jpg?w=1200', 'https://shop.example')).toBe('https://shop.example/pictures/a.jpg?w=1200');
  });

  it('gives nothing for a missing picture or one that is not an http(s) address', () => {
    expect(shareImageUrl(null, 'https://shop.example')).toBeNull();
    expect(shareImageUrl('', 'https://shop.example')).toBeNull();
    expect(shareImageUrl('javascript:alert(1)', 'https://shop.example')).toBeNull();
    expect(shareImageUrl('data:image/png;base64,AAAA', 'https://shop.example')).toBeNull();
  });
});
