// Wire shapes of the event endpoints (experience list and details, ticket categories) and of an event's
// transaction record.
import { z } from 'zod';
import {
  booleanish,
  idString,
  numberish,
  wireAddress,
  wirePriceBreakdown,
} from '@/server/ticketing/wire/primitives';

const text = z.string().nullish();

const wireBusiness = z.object({
  id: idString,
  name: z.string(),
  photo: text,
  slug: text,
  type: text,
});

const wireCategory = z.object({ id: idString, slug: text, name: z.string() });

export const wireExperience = z.object({
  id: idString,
  title: z.string(),
  start_date: z.string(),
  end_date: text,
  created_on: text,
  description: text,
  featured: booleanish.default(false),
  cinema: booleanish.default(false),
  address: wireAddress.nullish(),
  image: z.array(z.object({ image: z.string() })).nullish(),
  business: wireBusiness.nullish(),
  category: wireCategory.nullish(),
});

export const wireExperienceList = z.object({
  experiences: z.array(wireExperience),
  next_page: z.union([z.string(), z.number()]).nullish(),
  count: numberish,
  per_page: numberish.default(20),
});

export const wireTicketCategory = z.object({
  id: idString,
  title: z.string(),
  price: numberish,
  slots_remaining: numberish,
  // Absent in the spec's cinema-oriented example; derived from the price when missing.
  free: booleanish.optional(),
  price_breakdown: wirePriceBreakdown.nullish(),
});

export const wireTicketCategories = z.object({
  tickets: z.array(wireTicketCategory),
  experience: z.object({ id: idString, title: z.string() }).optional(),
});

/** The transaction record's fields of an event bought (films too: they are experiences to the service). */
export const eventRecordFields = {
  experience: z
    .object({
      id: idString.nullish(),
      title: text,
      start_date: text,
      end_date: text,
      address: wireAddress.nullish(),
    })
    .nullish(),
};

export type WireExperience = z.output<typeof wireExperience>;
export type WireExperienceList = z.output<typeof wireExperienceList>;
export type WireTicketCategory = z.output<typeof wireTicketCategory>;
