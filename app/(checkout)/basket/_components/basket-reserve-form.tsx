// The basket's contact form and its one button: everything in the basket held at once, or nothing, with the item
// that could not be held named.
'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { ContactFields } from '@/components/checkout/contact-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Contact } from '@/lib/checkout/contact-schema';
import { reserveBasket } from '../actions';

const ERROR_ID = 'basket-error';

export function BasketReserveForm({ contact: initial }: { contact?: Contact }) {
  const [state, action] = useActionState(reserveBasket, null);
  const [contact, setContact] = useState<Contact>(initial ?? { name: '', email: '', phone: '' });
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state && !state.fieldErrors) alert.current?.focus();
  }, [state]);
  return (
    <form action={action} noValidate className="space-y-4">
      <ContactFields contact={contact} errors={state?.fieldErrors ?? {}} onChange={setContact} />
      {state && (
        <p
          id={ERROR_ID}
          ref={alert}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger/5 p-3 text-danger"
        >
          {state.message}
        </p>
      )}
      <SubmitButton pendingLabel="Reserving everything…" describedBy={state ? ERROR_ID : undefined}>
        Reserve everything
      </SubmitButton>
    </form>
  );
}
