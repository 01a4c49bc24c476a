// Says on a page that this browser already holds tickets for what it sells, with the way to the checkout.
import Link from 'next/link';
import { TEXT_LINK } from '@/components/ui/styles';

export function HeldNotice({ what }: { what: string }) {
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-sm">
      You have tickets held for {what}.{' '}
      <Link href="/checkout" className={TEXT_LINK}>
        Go to checkout
      </Link>
    </p>
  );
}
