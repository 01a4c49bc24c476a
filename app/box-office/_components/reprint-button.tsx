// Reprints a sold sale's receipt (counted and audited by the action), from the sales list or the sale's page.
import { BUTTON } from '@/components/ui/styles';
import { reprint } from '../actions';

/** `named` gives the button the sale's reference as its name, where many sit in one list. */
export function ReprintButton({
  reference,
  named = false,
  className = 'min-h-12 px-4',
}: {
  reference: string;
  named?: boolean;
  className?: string;
}) {
  return (
    <form action={reprint}>
      <input type="hidden" name="reference" value={reference} />
      <button
        type="submit"
        className={`${className} ${BUTTON.secondary}`}
        aria-label={named ? `Reprint ${reference}` : undefined}
      >
        Reprint
      </button>
    </form>
  );
}
