// Tests of the site check the embed builder shows: an address or host name read as an origin, against the allowed list.
import { describe, expect, it } from 'vitest';
import { checkSite } from './framing-answer';

const ALLOWED = ['https://blog.example', 'http://localhost:3300'];

describe('checkSite', () => {
  it('reads a full address as its origin, path and query left out', () => {
    expect(checkSite('  https://blog.example/2026/concerts?x=1 ', ALLOWED)).toEqual({
      ok: true,
      origin: 'https://blog.example',
      allowed: true,
    });
    expect(checkSite('http://localhost:3300/page', ALLOWED)).toEqual({
      ok: true,
      origin: 'http://localhost:3300',
      allowed: true,
    });
  });

  it('takes a bare host name as https, in any case', () => {
    expect(checkSite('Blog.Example', ALLOWED)).toEqual({
      ok: true,
      origin: 'https://blog.example',
      allowed: true,
    });
  });

  it('tells a site the list leaves out, including another scheme, port or subdomain of a listed one', () => {
    for (const site of [
      'http://blog.example',
      'https://blog.example:8443',
      'https://www.blog.example',
      'news.example',
    ]) {
      expect(checkSite(site, ALLOWED)).toMatchObject({ ok: true, allowed: false });
    }
  });

  it('names the problem with an empty or unreadable address, or another scheme than the web', () => {
    for (const site of ['', '   ', 'not a site', 'ftp://blog.example', 'javascript:alert(1)']) {
      expect(checkSite(site, ALLOWED)).toMatchObject({ ok: false, problem: expect.any(String) });
    }
  });
});
