// Tests of where sign-in may return to: box-office paths of this site only.
import { describe, expect, it } from 'vitest';
import { landingFor, safeNext, signInPath } from './next-path';

describe('safeNext', () => {
  it.each([
    ['/box-office/audit', '/box-office/audit'],
    ['/box-office/sales?day=2026-11-23', '/box-office/sales?day=2026-11-23'],
    ['/box-office', '/box-office'],
  ])('keeps %s', (next, expected) => expect(safeNext(next)).toBe(expected));

  it.each([
    ['nothing', undefined],
    ['another site', 'https://evil.example/box-office'],
    ['a protocol-relative address', '//evil.example/box-office'],
    ['a backslash trick', '/\\evil.example/box-office'],
    ['a customer page', '/checkout'],
    ['a look-alike path', '/box-office-evil'],
    ['a climb out of the box office', '/box-office/../checkout'],
    ['the sign-in page itself', '/box-office/sign-in'],
    ['a script', 'javascript:alert(1)'],
  ])('sends %s to the sale screen', (_case, next) => expect(safeNext(next)).toBe('/box-office'));

  it('names the page to return to, unless it is the sale screen', () => {
    expect(signInPath('/box-office/audit')).toBe('/box-office/sign-in?next=%2Fbox-office%2Faudit');
    expect(signInPath('/box-office')).toBe('/box-office/sign-in');
    expect(signInPath('https://evil.example')).toBe('/box-office/sign-in');
  });
});

describe('landingFor', () => {
  it('lands the door team on check-in, whatever page was asked for but a check-in one', () => {
    expect(landingFor('door', undefined)).toBe('/box-office/check-in');
    expect(landingFor('door', '/box-office')).toBe('/box-office/check-in');
    expect(landingFor('door', '/box-office/sales')).toBe('/box-office/check-in');
    expect(landingFor('door', '/box-office/check-in-old')).toBe('/box-office/check-in');
    expect(landingFor('door', '/box-office/check-in/manifest?list=bus%3A1')).toBe(
      '/box-office/check-in/manifest?list=bus%3A1',
    );
    expect(landingFor('door', 'https://evil.example/box-office/check-in')).toBe(
      '/box-office/check-in',
    );
  });

  it('keeps where a seller or supervisor was headed', () => {
    expect(landingFor('seller', '/box-office/sales')).toBe('/box-office/sales');
    expect(landingFor('supervisor', undefined)).toBe('/box-office');
  });
});
