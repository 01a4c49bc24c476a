// A form posted to a server action that keeps every field as entered: a refused sale is corrected, not retyped.
'use client';

import { startTransition, useActionState, type FormEvent } from 'react';

/**
 * The action's state and the props of its form. The form submits from its own handler because a form whose
 * action is a function is reset by React once the action returns, clearing what the cashier typed and chose;
 * without JavaScript the form still posts to the action.
 */
export function useKeptForm<State>(
  action: (state: Awaited<State>, form: FormData) => State | Promise<State>,
  initial: Awaited<State>,
) {
  const [state, formAction, pending] = useActionState(action, initial);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  }
  return { state, pending, form: { action: formAction, onSubmit } };
}
