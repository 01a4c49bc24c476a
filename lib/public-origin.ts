// The shape of a public origin setting such as https://shop.example: scheme, host and port, nothing more.
import { z } from 'zod';

export const publicOrigin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://shop.example' })
  .transform((value, ctx) => {
    const url = new URL(value);
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an origin such as https://shop.example, without a path',
      });
      return z.NEVER;
    }
    return url.origin;
  });
