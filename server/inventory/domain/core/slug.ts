// URL-safe names: the slug of a business, an experience or a hotel (seeded ids and image links use it).
/** `Eko Live Productions` → `eko-live-productions`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
