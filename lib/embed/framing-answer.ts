// Whether a site may frame the shop's embeds: the answer embed.js asks for before making a frame, and the check the
// embed builder shows a marketer for the site they name.
import { z } from 'zod';

/** What embed.js hears from /embed/framing. */
export interface FramingAnswer {
  allowed: boolean;
  /** The shop's name, for the "Buy on …" link a site that may not frame it shows instead. */
  merchant: string;
}

export type SiteCheck =
  { ok: false; problem: string } | { ok: true; origin: string; allowed: boolean };

/**
 * The origin of what a marketer typed (an address or a bare host name, https assumed), and whether the allowed
 * origins list it. Browsers frame by origin: scheme, host and port, never a path.
 */
export function checkSite(input: string, allowedOrigins: readonly string[]): SiteCheck {
  const text = input.trim();
  if (!text)
    return { ok: false, problem: 'Enter the address of the site, such as https://blog.example.' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(withScheme);
  if (!parsed.success)
    return { ok: false, problem: `${text} is not a web address such as https://blog.example.` };
  const origin = new URL(parsed.data).origin;
  return { ok: true, origin, allowed: allowedOrigins.includes(origin) };
}
