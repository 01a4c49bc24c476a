// The header's basket: a link to it, with how many things it holds (read from the session's sealed cookie alone).
import 'server-only';
import { IntentLink } from './intent-link';
import { getCheckoutSession } from '@/server/session/checkout-session';

export async function BasketLink() {
  const count = (await getCheckoutSession()).basket?.count ?? 0;
  return (
    <IntentLink
      href="/basket"
      className="whitespace-nowrap text-ink-muted hover:text-ink"
      aria-label={count > 0 ? `Basket, ${count} ${count === 1 ? 'thing' : 'things'}` : 'Basket'}
    >
      Basket
      {count > 0 && (
        <span
          aria-hidden="true"
          className="ml-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {count}
        </span>
      )}
    </IntentLink>
  );
}
