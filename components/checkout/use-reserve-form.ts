// The reserve pipeline every booking form shares: the browser's checks and a fresh look at what is left, then
// the reserve action; each failure, the browser's or the server's, shown and focused where it is fixed.
'use client';

import {
  startTransition,
  useActionState,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import type { ReserveChecks, ReserveFeedback } from '@/lib/checkout/reserve-checks';
import { loadOnce } from '@/lib/live/load-once';
import { addToBasket } from '@/components/basket/actions';
import { BASKET_INTENT } from '@/components/basket/add-to-basket-button';
import { reserve } from './actions';
import { focusFeedback, type FocusTargets } from './focus-feedback';

/**
 * The browser's checks (the server's own schema, with zod): fetched once the form is first touched, not with
 * the page, so a page that is only read loads none of it.
 */
const loadChecks = loadOnce(() => import('@/lib/checkout/reserve-checks'));

export interface ReserveFormOptions extends ReserveChecks {
  /** After the service refused: a message naming what changed meanwhile, when the form can tell. */
  afterRefusal?: () => Promise<string | null>;
  /** Where each field's problem is fixed, when the form has fields of its own. */
  focusTargets?: FocusTargets;
}

export function useReserveForm({ afterRefusal, focusTargets, ...checks }: ReserveFormOptions) {
  // What the browser found wrong; a server reply is only shown once this is cleared by a clean submit.
  const [clientFeedback, setClientFeedback] = useState<ReserveFeedback | null>(null);
  const [checking, setChecking] = useState(false);
  const [reserveState, formAction, pending] = useActionState(reserve, null);
  // "Add to basket" posts the same form to its own action (the button's), without the contact fields' checks.
  const [basketState, basketAction, basketPending] = useActionState(addToBasket, null);
  const [intent, setIntent] = useState<'reserve' | 'basket'>('reserve');
  const state = intent === 'basket' ? basketState : reserveState;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const feedback: ReserveFeedback | null = clientFeedback ?? state;
  const busy = pending || checking || basketPending;

  const focus = useEffectEvent((shown: ReserveFeedback) => {
    if (formRef.current)
      focusFeedback(formRef.current, shown.fieldErrors ?? {}, alertRef.current, focusTargets);
  });
  const refused = useEffectEvent((refusal: ReserveFeedback) => {
    focus(refusal);
    void afterRefusal?.().then((message) => message && setClientFeedback({ ok: false, message }));
  });

  // Each new failure takes focus to what needs fixing; a refusal may then be named more precisely.
  useEffect(() => {
    if (clientFeedback) focus(clientFeedback);
  }, [clientFeedback]);
  useEffect(() => {
    if (state) refused(state);
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Handled here rather than by the form's action so the same schema and a fresh look at what is left run
    // first; without JavaScript the form still posts to the action, which checks the same on the server.
    const basket =
      (event.nativeEvent as SubmitEvent).submitter?.getAttribute('data-intent') === BASKET_INTENT;
    setIntent(basket ? 'basket' : 'reserve');
    // The basket button's own action runs (React calls it unless this prevents it); the server checks the choice.
    if (basket && !busy) {
      setClientFeedback(null);
      return;
    }
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setChecking(true);
    let checkBeforeReserve;
    try {
      ({ checkBeforeReserve } = await loadChecks());
    } catch {
      // The checks could not be fetched (the connection dropped): the server checks the same on its own.
      setChecking(false);
      startTransition(() => formAction(data));
      return;
    }
    setChecking(false);
    const found = await checkBeforeReserve(data, checks, {
      checking: setChecking,
      passed: () => setClientFeedback(null),
    });
    if (found) setClientFeedback(found);
    else startTransition(() => formAction(data));
  }

  return {
    /** Spread on the form: posted to the action as it is without JavaScript, checked first with it. */
    form: {
      ref: formRef,
      action: formAction,
      onSubmit,
      onFocus: () => void loadChecks().catch(() => undefined),
      noValidate: true,
    },
    /** Spread on the form's "Add to basket" button (components/basket/add-to-basket-button). */
    basket: { formAction: basketAction, pending: basketPending },
    feedback,
    errors: feedback?.fieldErrors ?? {},
    busy,
    alertRef,
    /** A new choice makes the browser's last complaint about the old one moot. */
    clearFeedback: () => setClientFeedback(null),
  };
}
