// A phone number in international form, as the hotel buy wants it; the smallest metadata keeps pages light.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { formatPhone } from '@/lib/format/phone';
import * as z from '@/lib/validation/zod-mini';

/** Numbers written nationally (a leading 0) are taken as Nigerian. */
export const DEFAULT_PHONE_COUNTRY = 'NG';

export const INTERNATIONAL_PHONE_MESSAGE =
  'Enter a phone number with its country code, such as +234 803 123 4567 or +1 415 555 0123 (a Nigerian number may start with 0).';

/**
 * The E.164 form (`+2348031234567`) of a phone given as the reserve form keeps it (digits only, the `+`
 * dropped), or null when it is not a valid number. A leading 0 is a national number of the default
 * country; other digits start with a country code.
 */
export function internationalPhoneOf(digits: string): string | null {
  const parsed = digits.startsWith('0')
    ? parsePhoneNumberFromString(digits, DEFAULT_PHONE_COUNTRY)
    : parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.number : null;
}

/** The same number written for people (`+234 803 123 4567`), or null when it is not valid. */
export function displayInternationalPhone(digits: string): string | null {
  const e164 = internationalPhoneOf(digits);
  return e164 ? formatPhone(e164) : null;
}

type ReserveLike = { selection: { kind: string }; phone: string };

/**
 * The reserve schema plus the hotel buy's rule: a hotel guest's phone must be international. Kept out of
 * the shared schema so that pages selling other kinds do not carry the phone metadata.
 */
export function withInternationalHotelPhone<T extends z.ZodMiniType<ReserveLike>>(schema: T): T {
  return schema.check(
    z.superRefine((value: ReserveLike, ctx) => {
      if (value.selection.kind === 'hotel' && !internationalPhoneOf(value.phone)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: INTERNATIONAL_PHONE_MESSAGE });
      }
    }),
  );
}
