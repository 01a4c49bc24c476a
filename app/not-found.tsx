// The 404 page: any address that leads nowhere, and (for browsers without script) the words of a missing order,
// event, film, trip or hotel, named by the storefront's process in a header (server/storefront/missing-page-fallback.ts).
import { headers } from 'next/headers';
import { MissingPage } from '@/components/shop/missing-page';
import { MISSING_PAGE_FOR_HEADER, missingPageKind } from '@/lib/shop/missing-page';

export default async function NotFound() {
  return <MissingPage kind={missingPageKind((await headers()).get(MISSING_PAGE_FOR_HEADER))} />;
}
