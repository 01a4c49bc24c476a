// The terms of sale: who sells, what an order is, and the rules on the day.
import type { Metadata } from 'next';
import { PolicyPage } from '@/components/shop/policy-page';
import { merchant } from '@/server/merchant';

export function generateMetadata(): Metadata {
  return {
    title: 'Terms',
    description: `The terms on which ${merchant().name} sells event, cinema, coach and hotel tickets.`,
  };
}

export default function TermsPage() {
  return <PolicyPage page="terms" title="Terms of sale" />;
}
