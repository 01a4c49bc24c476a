// The privacy notice: what the shop keeps, why, with whom it is shared, and the one cookie.
import type { Metadata } from 'next';
import { PolicyPage } from '@/components/shop/policy-page';
import { merchant } from '@/server/merchant';

export function generateMetadata(): Metadata {
  return {
    title: 'Privacy',
    description: `What ${merchant().name} keeps about you and why: orders, payments, emails, and one checkout cookie.`,
  };
}

export default function PrivacyPage() {
  return <PolicyPage page="privacy" title="Privacy" />;
}
