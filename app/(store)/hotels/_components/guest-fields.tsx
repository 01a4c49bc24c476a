// The guest's name, email and phone; the phone is booked in international form, shown as it will be sent.
'use client';

import { useEffect, useState } from 'react';
import { ContactFields } from '@/components/checkout/contact-fields';
import type { Contact } from '@/lib/checkout/contact-schema';
import { phoneDigitsOf } from '@/lib/checkout/phone-digits';
import type { FieldErrors } from '@/lib/checkout/reserve-schema';
import { loadPhoneRules, type PhoneRules } from './phone-rules';

interface Props {
  contact: Contact;
  errors: FieldErrors;
  onChange: (contact: Contact) => void;
}

export function GuestFields({ contact, errors, onChange }: Props) {
  const [rules, setRules] = useState<PhoneRules | null>(null);
  const typed = contact.phone !== '';
  // The phone metadata is fetched once a phone is typed, not with the page.
  useEffect(() => {
    if (typed && !rules) void loadPhoneRules().then((loaded) => loaded && setRules(loaded));
  }, [typed, rules]);
  const international =
    rules && !errors.phone ? rules.displayInternationalPhone(phoneDigitsOf(contact.phone)) : null;
  return (
    <div className="space-y-2">
      <ContactFields
        contact={contact}
        errors={errors}
        onChange={onChange}
        phoneHint="With the country code, such as +234 803 123 4567; a Nigerian number may start with 0."
      />
      {international && (
        <p className="text-sm text-ink-muted">The hotel will have {international}.</p>
      )}
    </div>
  );
}
