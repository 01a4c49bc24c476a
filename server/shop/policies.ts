// The texts of the contact, refunds, terms and privacy pages: the merchant's own file in MERCHANT_POLICY_DIR
// (`<page>.md`) when there is one, else the default with the merchant's facts (lib/shop/default-policies.ts).
import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultPolicy, type PolicyFacts, type PolicyPage } from '@/lib/shop/default-policies';
import { parsePolicy, type PolicyBlock } from '@/lib/shop/policy-markdown';
import { refundLines } from '@/lib/shop/refund-summary';
import type { SellableKind } from '@/lib/sellables/kinds';
import { storefrontEnv } from '@/server/env';
import { merchant, stayTerms, tripTerms } from '@/server/merchant';

export type { PolicyFacts };

/** More than any policy needs: a larger file is a mistake (the wrong file), and the default is kept. */
const MAX_POLICY_CHARS = 64_000;

/** A merchant's file, or null when there is none fit to show (missing, unreadable, empty or oversized). */
async function ownText(dir: string, page: PolicyPage): Promise<string | null> {
  try {
    // The page names one of four fixed files: nothing from a request reaches the path.
    const text = await readFile(join(dir, `${page}.md`), 'utf8');
    return text.trim() && text.length <= MAX_POLICY_CHARS ? text : null;
  } catch {
    return null;
  }
}

export async function policyText(
  page: PolicyPage,
  facts: PolicyFacts,
  dir: string | undefined,
): Promise<string> {
  return (dir && (await ownText(dir, page))) || defaultPolicy(page, facts);
}

/** The merchant's facts the default texts name. */
export function policyFacts(): PolicyFacts {
  const { name, address, supportEmail, supportPhone } = merchant();
  return {
    name,
    address,
    supportEmail,
    supportPhone,
    stay: stayTerms(),
    reportingMinutes: tripTerms().reportingMinutes,
  };
}

/** A policy page's blocks, read per request (a changed file shows without a restart). */
export async function policyBlocks(page: PolicyPage): Promise<PolicyBlock[]> {
  return parsePolicy(await policyText(page, policyFacts(), storefrontEnv().MERCHANT_POLICY_DIR));
}

/** What the refunds policy says of one kind of order (its confirmation email and order page), read per request. */
export async function refundPolicyLines(kind: SellableKind): Promise<string[]> {
  return refundLines(await policyBlocks('refunds'), kind);
}
