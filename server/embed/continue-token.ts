// The link that carries a customer's choice from an embed's frame to a new tab: sealed (encrypted and signed) and short-lived.
import 'server-only';
import { sealData, unsealData } from 'iron-session';
import type { z } from 'zod';
import { checkoutDraftSchema, orderSourceSchema } from '@/server/session/checkout-state';

/** Long enough to open the tab and look again; the choice is not a hold, nothing is kept meanwhile. */
export const CONTINUE_TTL_SECONDS = 15 * 60;

export const continueChoiceSchema = checkoutDraftSchema.extend({ source: orderSourceSchema });
export type ContinueChoice = z.output<typeof continueChoiceSchema>;

export async function sealContinueChoice(choice: ContinueChoice, secret: string): Promise<string> {
  return sealData(continueChoiceSchema.parse(choice), { password: secret, ttl: CONTINUE_TTL_SECONDS });
}

/** The choice in a link, or null when it is expired, tampered with, or of another shape. */
export async function unsealContinueChoice(token: string, secret: string): Promise<ContinueChoice | null> {
  if (token.length === 0 || token.length > 4096) return null;
  try {
    const parsed = continueChoiceSchema.safeParse(await unsealData(token, { password: secret, ttl: CONTINUE_TTL_SECONDS }));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
