// Tests of settings parsing: defaults, empty values, and a message per bad variable.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvError, parseEnv } from './env';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SECRET: z.string().min(4),
});

describe('parseEnv', () => {
  it('applies defaults and coerces values', () => {
    expect(parseEnv(schema, { SECRET: 'abcd' }, 'test')).toEqual({ PORT: 3000, SECRET: 'abcd' });
    expect(parseEnv(schema, { SECRET: 'abcd', PORT: '8080' }, 'test').PORT).toBe(8080);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv(schema, { SECRET: 'abcd', PORT: '' }, 'test').PORT).toBe(3000);
  });

  it('names every bad or missing variable', () => {
    try {
      parseEnv(schema, { PORT: 'nope' }, 'storefront');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toContain('storefront');
      expect(message).toContain('PORT');
      expect(message).toContain('SECRET');
    }
  });
});
