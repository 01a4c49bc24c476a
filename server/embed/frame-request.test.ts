// Tests of how a request is known to come from an embed's frame, and for which site.
import { describe, expect, it } from 'vitest';
import { frameParentOf } from './frame-request';

const ALLOWED = ['https://blog.example'];
const OWN = 'https://shop.example';
const at = (
  pathname: string,
  parentParam: string | null,
  cookie: string | null = null,
  method = 'GET',
) => ({ method, pathname, parentParam, cookie, ownOrigin: OWN });

describe('frameParentOf', () => {
  it('takes an allowed parent from an embed page and remembers it in the frame cookie', () => {
    expect(frameParentOf(at('/embed/events/e1', 'https://blog.example'), ALLOWED)).toEqual({
      parent: 'https://blog.example',
      remember: true,
    });
  });

  it('never writes the cookie on a post (the reserve action must see only what the browser kept)', () => {
    expect(
      frameParentOf(at('/embed/events/e1', 'https://blog.example', null, 'POST'), ALLOWED),
    ).toEqual({ parent: 'https://blog.example', remember: false });
  });

  it('accepts the storefront itself as parent (the preview), but its cookie alone frames no other page', () => {
    expect(frameParentOf(at('/embed/organisers/b1', OWN), ALLOWED)).toEqual({
      parent: OWN,
      remember: true,
    });
    expect(frameParentOf(at('/checkout', null, OWN), ALLOWED)).toEqual({
      parent: null,
      remember: false,
    });
  });

  it('ignores a parent outside the allowed origins', () => {
    expect(
      frameParentOf(
        at('/embed/events/e1', 'https://evil.example', 'https://blog.example'),
        ALLOWED,
      ),
    ).toEqual({ parent: null, remember: false });
  });

  it('reads the cookie on the checkout pages, and ignores a parent parameter there', () => {
    expect(frameParentOf(at('/checkout', null, 'https://blog.example'), ALLOWED)).toEqual({
      parent: 'https://blog.example',
      remember: false,
    });
    expect(frameParentOf(at('/checkout', 'https://blog.example'), ALLOWED)).toEqual({
      parent: null,
      remember: false,
    });
    expect(frameParentOf(at('/checkout', null, 'https://evil.example'), ALLOWED)).toEqual({
      parent: null,
      remember: false,
    });
  });

  it('an embed page opened without a parent keeps the frame it is in', () => {
    expect(frameParentOf(at('/embed/events/e2', null, 'https://blog.example'), ALLOWED)).toEqual({
      parent: 'https://blog.example',
      remember: false,
    });
  });
});
