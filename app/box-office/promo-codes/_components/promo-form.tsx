// A new promo code (or a batch of single-use ones) with every rule: the discount, what it is for, when it is valid,
// its caps and its campaign. Each field's error is shown beside it; a batch made offers its codes as CSV.
'use client';

import { BUTTON, FIELD, TEXT_LINK } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import {
  DISCOUNT_KINDS,
  SCOPE_TYPES,
  type PromoField,
  type PromoFormState,
} from '@/lib/box-office/promo-form';
import { useKeptForm } from '../../_components/use-kept-form';
import { createCode, generateBatch } from '../actions';

function Select({
  idPrefix,
  name,
  label,
  options,
  error,
}: {
  idPrefix: string;
  name: PromoField;
  label: string;
  options: Record<string, string>;
  error?: string | undefined;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block min-h-11 w-full ${FIELD}`}
      >
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function PromoForm({ batch }: { batch: boolean }) {
  // What was typed stays after a refusal, to be corrected rather than typed again.
  const { state, pending, form } = useKeptForm<PromoFormState>(
    batch ? generateBatch : createCode,
    null,
  );
  const idPrefix = batch ? 'batch' : 'code';
  const errors = state?.fieldErrors ?? {};
  const field = (name: PromoField) => ({ idPrefix, name, error: errors[name] });
  return (
    <form {...form} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {batch ? (
          <>
            <TextField
              {...field('count')}
              inputMode="numeric"
              label="How many codes"
              hint="1 to 500, each usable once."
              defaultValue="20"
              required
            />
            <TextField
              {...field('prefix')}
              label="Prefix"
              hint="2 to 12 letters or digits, e.g. PARTNER."
              maxLength={12}
              autoCapitalize="characters"
              required
            />
          </>
        ) : (
          <TextField
            {...field('code')}
            label="Code"
            hint="3 to 32 letters, digits or dashes."
            maxLength={32}
            autoCapitalize="characters"
            autoComplete="off"
            required
          />
        )}
        <TextField
          {...field('campaign')}
          label="Campaign"
          hint="Optional: the report adds up codes by campaign."
          maxLength={64}
        />
        <Select {...field('discountKind')} label="Discount" options={DISCOUNT_KINDS} />
        <TextField
          {...field('discountValue')}
          inputMode="decimal"
          label="Percent or naira"
          hint="25 for 25%, or an amount such as 2000."
          required
        />
        <Select {...field('scopeType')} label="For" options={SCOPE_TYPES} />
        <TextField
          {...field('scopeId')}
          label="Which"
          hint="The kind, id or number; blank for the whole shop."
          maxLength={64}
        />
        <TextField
          {...field('validFrom')}
          type="datetime-local"
          label="Valid from (Lagos time)"
          hint="Blank: from now."
        />
        <TextField
          {...field('validUntil')}
          type="datetime-local"
          label="Valid until (Lagos time)"
          hint="Blank: no end."
        />
        {!batch && (
          <TextField
            {...field('maxUses')}
            inputMode="numeric"
            label="Uses in all"
            hint="Blank: no cap."
          />
        )}
        <TextField
          {...field('maxUsesPerCustomer')}
          inputMode="numeric"
          label="Uses per customer"
          hint="By email or phone. Blank: no cap."
        />
        <TextField
          {...field('maxTicketsPerOrder')}
          inputMode="numeric"
          label="Tickets discounted per order"
          hint="The dearest first. Blank: all."
        />
        <TextField
          {...field('minTickets')}
          inputMode="numeric"
          label="Minimum tickets"
          hint="Blank: any order."
        />
      </div>
      <TextField {...field('note')} label="Note" hint="Optional: for the team." maxLength={200} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" aria-disabled={pending} className={`min-h-11 px-5 ${BUTTON.primary}`}>
          {batch ? 'Generate codes' : 'Create code'}
        </button>
        <p
          role="status"
          className={`text-sm ${state?.ok === false ? 'font-semibold text-danger' : 'text-ink-muted'}`}
        >
          {state?.message}{' '}
          {state?.batch && (
            <a
              href={`/box-office/promo-codes/csv?batch=${encodeURIComponent(state.batch)}`}
              className={TEXT_LINK}
              download
            >
              Download the codes (CSV)
            </a>
          )}
        </p>
      </div>
    </form>
  );
}
