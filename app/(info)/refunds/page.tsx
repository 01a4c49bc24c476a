// Refunds and cancellations: what can be cancelled per kind, until when, and how to ask.
import type { Metadata } from 'next';
import { PolicyPage } from '@/components/shop/policy-page';
import { merchant } from '@/server/merchant';

export function generateMetadata(): Metadata {
  return {
    title: 'Refunds & cancellations',
    description: `What you can cancel and how refunds work for events, cinema, coach trips and hotel stays booked with ${merchant().name}.`,
  };
}

export default function RefundsPage() {
  return <PolicyPage page="refunds" title="Refunds & cancellations" />;
}
