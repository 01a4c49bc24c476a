// Name, email and phone of the customer, whose email and phone also own the holds.
'use client';

import type { Contact } from '@/lib/checkout/contact-schema';
import type { FieldErrors } from '@/lib/checkout/reserve-schema';
import { TextField } from '@/components/ui/text-field';

interface Props {
  contact: Contact;
  errors: FieldErrors;
  onChange: (contact: Contact) => void;
  /** How to write the phone, where a kind wants another form (hotels: international). */
  phoneHint?: string;
}

export function ContactFields({
  contact,
  errors,
  onChange,
  phoneHint = '11 to 13 digits, for example 08031234567',
}: Props) {
  const field = (name: keyof Contact) => ({
    value: contact[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...contact, [name]: event.target.value }),
  });
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium">Your details</legend>
      <TextField name="name" label="Full name" autoComplete="name" required {...field('name')} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <TextField
        name="phone"
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        hint={phoneHint}
        {...field('phone')}
      />
    </fieldset>
  );
}
