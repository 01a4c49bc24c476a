// Tests of staff password hashing: salted, self-describing, verified only by the right password.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNothing, verifyPassword } from './password';

// A low cost keeps the tests quick; the default is exercised once.
const CHEAP = { N: 1024, r: 8, p: 1 };

describe('staff passwords', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse battery', CHEAP);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores scheme, cost, salt and key, and never the password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('correct');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
  });

  it('salts every hash, so one password gives different hashes', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password', CHEAP),
      hashPassword('same password', CHEAP),
    ]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('reads the cost from the hash, so hashes of an older cost still verify', async () => {
    const stored = await hashPassword('older cost hash', { N: 2048, r: 4, p: 2 });
    expect(stored.split('$').slice(1, 4)).toEqual(['2048', '4', '2']);
    expect(await verifyPassword('older cost hash', stored)).toBe(true);
  });

  it('treats composed and decomposed accents as one password', async () => {
    const stored = await hashPassword('caf\u00e9 au lait', CHEAP);
    expect(await verifyPassword('cafe\u0301 au lait', stored)).toBe(true);
  });

  it.each([
    ['another scheme', 'bcrypt$10$abc$def'],
    [
      'a cost that is not a power of two',
      'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    [
      'a cost beyond reason',
      'scrypt$4194304$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ],
    ['a short key', 'scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA'],
    ['extra parts', 'scrypt$1024$8$1$AAAA$AAAA$AAAA'],
    ['nothing', ''],
  ])('refuses %s as a stored hash, without throwing', async (_case, stored) => {
    expect(await verifyPassword('anything at all', stored)).toBe(false);
  });

  it('does the work of a real check for nobody, and refuses', async () => {
    expect(await verifyNothing('anything at all')).toBe(false);
    const real = await hashPassword('something else');
    const checkStarted = performance.now();
    await verifyPassword('anything at all', real);
    const check = performance.now() - checkStarted;
    const decoyStarted = performance.now();
    await verifyNothing('anything at all');
    // An unknown email must not be answered measurably sooner than a wrong password (loose bound: a loaded machine).
    expect(performance.now() - decoyStarted).toBeGreaterThan(check / 4);
  });
});
