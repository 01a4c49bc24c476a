// Organisers (the service's entertainment businesses, cinemas left out) for choosing what to embed.
import 'server-only';
import { z } from 'zod';
import { CACHE_TAGS, CATALOGUE_REVALIDATE_SECONDS } from '@/server/ticketing/cache-tags';
import { ticketingRequest } from '@/server/ticketing/client';
import { idString } from '@/server/ticketing/wire/primitives';

const wireOrganiserList = z.object({
  business: z.array(z.object({ id: idString, name: z.string() })),
  next_page: z.union([z.string(), z.number()]).nullish(),
});

export interface Organiser {
  id: string;
  name: string;
}

// 20 a page; a list to choose from in a form need not hold more than a few pages.
const MAX_PAGES = 5;

export async function listOrganisers(): Promise<Organiser[]> {
  const organisers: Organiser[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await ticketingRequest('/api/v1/svc/business', {
      schema: wireOrganiserList,
      query: { business_type: 'entertainment', cinema: false, page },
      cache: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.catalogue] },
    });
    organisers.push(...data.business.map(({ id, name }) => ({ id, name })));
    if (!data.next_page || data.business.length === 0) break;
  }
  return organisers;
}
