// The guest's name, email and phone; the phone is booked in international form, shown as it will be sent.
'use client';

import { ContactFields } from '@/components/checkout/contact-fields';
import type { Contact } from '@/lib/checkout/contact-schema';
import { phoneSchema } from '@/lib/checkout/contact-schema';
import { displayInternationalPhone } from '@/lib/checkout/international-phone';
import type { FieldErrors } from '@/lib/checkout/reserve-schema';

interface Props {
  contact: Contact;
  errors: FieldErrors;
  onChange: (contact: Contact) => void;
}

function bookedAs(phone: string): string | null {
  const digits = phoneSchema.safeParse(phone);
  return digits.success ? displayInternationalPhone(digits.data) : null;
}

export function GuestFields({ contact, errors, onChange }: Props) {
  const international = errors.phone ? null : bookedAs(contact.phone);
  return (
    <div className="space-y-2">
      <ContactFields
        contact={contact}
        errors={errors}
        onChange={onChange}
        phoneHint="With the country code, such as +234 803 123 4567; a Nigerian number may start with 0."
      />
      {international && <p className="text-sm text-ink-muted">The hotel will have {international}.</p>}
    </div>
  );
}
