// A supervisor creates a promo code with its rules, generates a batch of single-use codes for a partner, and turns a
// code on or off. Each change is in the audit log.
'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import {
  PROMO_FIELDS,
  readBatch,
  readPromoRules,
  type PromoField,
  type PromoFieldErrors,
  type PromoFormState,
  type PromoRulesInput,
} from '@/lib/box-office/promo-form';
import { normalisePromoCode } from '@/lib/promo/rules';
import { recordAudit } from '@/server/staff/audit';
import { staffAction } from '@/server/staff/staff-session';
import {
  createPromoCode,
  findPromoCode,
  generatePromoBatch,
  PromoCodeInputError,
  setPromoCodeEnabled,
} from '@/server/promo/codes';
import { refuse, type Refusal } from '@/server/security/action-policy';
import { storefrontDatabase } from '@/server/store-db/storefront-database';

const PAGE = '/box-office/promo-codes';

const CHECK_FIELDS = 'Check the fields marked below.';

/** While the storefront's database is away: nothing was changed. */
const unavailable = (): PromoFormState => ({
  ok: false,
  message: 'The promo codes cannot be changed right now. Try again in a minute.',
});

const refused = (fieldErrors: PromoFieldErrors): Refusal<PromoFormState> =>
  refuse({ ok: false, message: CHECK_FIELDS, fieldErrors });

/** The promo codes' refusal (a duplicate, a rule they hold to) beside the form's fields that give it. */
function refusedBy(error: PromoCodeInputError): PromoFormState {
  const fields: Record<string, PromoField> = {
    discount: 'discountValue',
    scope: 'scopeId',
    count: 'count',
    prefix: 'prefix',
  };
  const fieldErrors: PromoFieldErrors = {};
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const field =
      fields[name] ?? (PROMO_FIELDS as readonly string[]).find((known) => known === name);
    if (field) fieldErrors[field as PromoField] ??= message;
  }
  return {
    ok: false,
    message: Object.keys(fieldErrors).length > 0 ? CHECK_FIELDS : error.message,
    fieldErrors,
  };
}

/** Runs a change of the promo codes, their refusal of its input shown on the form. */
async function orRefused(change: () => Promise<PromoFormState>): Promise<PromoFormState> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof PromoCodeInputError) return refusedBy(error);
    throw error;
  }
}

/** What the audit records of a code's rules. */
const rulesDetail = (rules: PromoRulesInput) => ({
  campaign: rules.campaign,
  discount: JSON.stringify(rules.discount),
  scope: JSON.stringify(rules.scope),
  validFrom: rules.validFrom,
  validUntil: rules.validUntil,
  maxUses: rules.maxUses,
  maxUsesPerCustomer: rules.maxUsesPerCustomer,
  maxTicketsPerOrder: rules.maxTicketsPerOrder,
  minTickets: rules.minTickets,
});

type NewCode = { code: string; rules: PromoRulesInput };

export const createCode = staffAction<
  [previous: PromoFormState, form: FormData],
  NewCode,
  PromoFormState
>(
  {
    role: 'supervisor',
    needs: 'a code not yet taken (the promo codes refuse a duplicate)',
    checks:
      'the code ([A-Z0-9-], 3 to 32), the discount (percent 1 to 100, or naira), the scope and its id, the Lagos times (the end after the start), the caps (whole numbers, at least one) and the campaign and note (lengths)',
    unavailable,
    input: (form) => {
      const code = normalisePromoCode(String(form.get('code') ?? ''));
      const rules = readPromoRules(form);
      const fieldErrors: PromoFieldErrors = {
        ...(rules.ok ? {} : rules.fieldErrors),
        ...(code ? {} : { code: 'Use 3 to 32 letters, digits or dashes.' }),
      };
      if (!rules.ok || !code) return refused(fieldErrors);
      return { code, rules: rules.value };
    },
  },
  async (supervisor, { code, rules }) =>
    orRefused(async () => {
      await createPromoCode(
        await storefrontDatabase(),
        { code, ...rules },
        supervisor.id,
        Date.now(),
      );
      await recordAudit({
        staffId: supervisor.id,
        action: 'promo-code-created',
        subject: code,
        detail: rulesDetail(rules),
      });
      revalidatePath(PAGE);
      return { ok: true, message: `The code ${code} is created and on.` };
    }),
);

type NewBatch = { batch: { count: number; prefix: string }; rules: PromoRulesInput };

export const generateBatch = staffAction<
  [previous: PromoFormState, form: FormData],
  NewBatch,
  PromoFormState
>(
  {
    role: 'supervisor',
    needs: 'nothing beyond the rules: each code is new, random and single-use',
    checks:
      'the count (1 to 500), the prefix ([A-Z0-9], 2 to 12) and the rules as for one code (the uses in all are one)',
    unavailable,
    input: (form) => {
      const rules = readPromoRules(form);
      const batch = readBatch(form);
      if (!rules.ok || !batch.ok)
        return refused({
          ...(rules.ok ? {} : rules.fieldErrors),
          ...(batch.ok ? {} : batch.fieldErrors),
        });
      return { batch: batch.value, rules: { ...rules.value, maxUses: 1 } };
    },
  },
  async (supervisor, { batch, rules }) =>
    orRefused(async () => {
      const db = await storefrontDatabase();
      const codes = await generatePromoBatch(db, rules, batch, supervisor.id, Date.now());
      const id = (await findPromoCode(db, codes[0]!))?.batch ?? undefined;
      await recordAudit({
        staffId: supervisor.id,
        action: 'promo-batch-generated',
        subject: id ?? null,
        detail: { count: codes.length, prefix: batch.prefix, ...rulesDetail(rules) },
      });
      revalidatePath(PAGE);
      return {
        ok: true,
        message: `${codes.length} single-use codes are generated.`,
        ...(id && { batch: id }),
      };
    }),
);

const toggleSchema = z.object({ code: z.string().max(64), enabled: z.enum(['true', 'false']) });

export const setCodeEnabled = staffAction<
  [previous: PromoFormState, form: FormData],
  { code: string; enabled: boolean },
  PromoFormState
>(
  {
    role: 'supervisor',
    needs: 'a code that exists',
    checks: 'the code ([A-Z0-9-], 3 to 32) and on or off',
    unavailable,
    input: (form) => {
      const parsed = toggleSchema.safeParse({
        code: form.get('code'),
        enabled: form.get('enabled'),
      });
      const code = parsed.success ? normalisePromoCode(parsed.data.code) : null;
      return parsed.success && code
        ? { code, enabled: parsed.data.enabled === 'true' }
        : refuse<PromoFormState>({
            ok: false,
            message: 'That code could not be changed. Reload the page.',
          });
    },
  },
  async (supervisor, { code, enabled }) => {
    if (
      !(await setPromoCodeEnabled(
        await storefrontDatabase(),
        code,
        enabled,
        supervisor.id,
        Date.now(),
      ))
    )
      return { ok: false, message: `No code ${code} exists.` };
    await recordAudit({
      staffId: supervisor.id,
      action: enabled ? 'promo-code-enabled' : 'promo-code-disabled',
      subject: code,
    });
    revalidatePath(PAGE);
    return { ok: true, message: `${code} is ${enabled ? 'on' : 'off'}.` };
  },
);
