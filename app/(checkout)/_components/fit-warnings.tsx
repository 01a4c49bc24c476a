// What does not fit together in an order of several parts (a coach arriving after the show starts, no room for the
// show's night), shown on the basket and at checkout.
import 'server-only';
import { fitWarnings } from '@/lib/basket/fits';
import type { Selection } from '@/lib/sellables/kinds';
import { itemFacts } from '@/server/basket/item-facts';

export async function FitWarnings({ selections }: { selections: Selection[] }) {
  if (selections.length < 2) return null;
  const facts = (await Promise.all(selections.map(itemFacts))).filter((fact) => fact !== null);
  const warnings = fitWarnings(facts);
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="fit-heading"
      className="space-y-2 rounded-lg border border-warning/40 bg-warning/5 p-4"
    >
      <h2 id="fit-heading" className="text-lg font-semibold">
        Check your plans
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
