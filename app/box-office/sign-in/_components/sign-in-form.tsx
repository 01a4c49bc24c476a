// The staff sign-in form: email and password, the reason of a refusal announced, focus back on the password.
'use client';

import { useActionState, useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { MAX_PASSWORD_LENGTH } from '@/lib/box-office/password-limits';
import { signIn } from '../actions';

export function SignInForm({ next }: { next: string }) {
  const [state, action] = useActionState(signIn, null);
  const form = useRef<HTMLFormElement>(null);

  // A refused attempt is usually a mistyped password: focus goes back there, the message is read out.
  useEffect(() => {
    if (state) form.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
  }, [state]);

  return (
    <form ref={form} action={action} className="space-y-4" noValidate>
      <input type="hidden" name="next" value={next} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        defaultValue={state?.email}
        key={state?.email ?? ''}
        autoFocus={!state}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={MAX_PASSWORD_LENGTH}
        aria-describedby={state ? 'sign-in-error' : undefined}
      />
      <p id="sign-in-error" role="alert" className="min-h-6 text-sm font-medium text-danger">
        {state?.message}
      </p>
      <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
    </form>
  );
}
