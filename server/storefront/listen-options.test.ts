// Where the storefront's process listens, from `next start`'s flags or PORT.
import { describe, expect, it } from 'vitest';
import { listenOptions } from './listen-options';

describe('listenOptions', () => {
  it('takes -p and -H as next start does, before PORT', () => {
    expect(listenOptions(['-p', '3100', '-H', '127.0.0.1'], { PORT: '9999' })).toEqual({
      port: 3100,
      hostname: '127.0.0.1',
    });
    expect(listenOptions(['--port', '0', '--hostname', '::1'], {})).toEqual({
      port: 0,
      hostname: '::1',
    });
  });

  it('falls back on PORT, then 3000 on every interface', () => {
    expect(listenOptions([], { PORT: '3200' })).toEqual({ port: 3200, hostname: undefined });
    expect(listenOptions([], {})).toEqual({ port: 3000, hostname: undefined });
  });

  it('refuses a port that is not one', () => {
    expect(() => listenOptions(['-p', 'eighty'], {})).toThrow(
      'The storefront\'s port must be a number from 0 to 65535 (got "eighty").',
    );
    expect(() => listenOptions([], { PORT: '70000' })).toThrow(/got "70000"/);
    expect(() => listenOptions(['-p'], { PORT: '3300' })).not.toThrow();
  });
});
