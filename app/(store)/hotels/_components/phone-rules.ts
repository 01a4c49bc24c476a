// The international phone rules, loaded when first needed so the hotel page does not carry the metadata.
'use client';

import type * as InternationalPhone from '@/lib/checkout/international-phone';

export type PhoneRules = typeof InternationalPhone;

let loading: Promise<PhoneRules | null> | null = null;

/** The rules, or null when they could not be fetched (the server checks the phone anyway). */
export function loadPhoneRules(): Promise<PhoneRules | null> {
  loading ??= import('@/lib/checkout/international-phone').catch(() => {
    loading = null;
    return null;
  });
  return loading;
}
