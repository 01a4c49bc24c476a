// Deterministic demo ids: the same name always gives the same UUID, so tests, the storefront's
// browser tests and bookmarks can refer to seeded items across fresh databases.
import { createHash } from 'node:crypto';
import { slugify } from '../domain/core/slug';

/** A name-based UUID (version 5 layout over SHA-1 of a fixed namespace and the name). */
export function seedUuid(name: string): string {
  const hash = createHash('sha1').update(`ticketing-demo-seed:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Ids of demo catalogue items, by the names the seed data gives them. */
export const categoryId = (slug: string) => seedUuid(`category:${slug}`);
export const businessId = (key: string) => seedUuid(`business:${key}`);
export const experienceId = (title: string) => seedUuid(`experience:${slugify(title)}`);
export const ticketCategoryId = (eventTitle: string, tierTitle: string, location = '') =>
  seedUuid(`ticket:${slugify(eventTitle)}:${location}:${slugify(tierTitle)}`);
