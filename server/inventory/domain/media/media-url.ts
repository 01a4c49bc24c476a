// Addresses of the generated demo images served by GET /media/... (seeds build catalogue URLs with it).
export type MediaKind = 'experience' | 'business' | 'hotel' | 'room';

export const MEDIA_KINDS: readonly MediaKind[] = ['experience', 'business', 'hotel', 'room'];

/** `${publicUrl}/media/<kind>/<id>.svg`, with `?v=N` for the N-th picture of the same item. */
export function mediaUrl(
  publicUrl: string,
  kind: MediaKind,
  id: string | number,
  variant = 1,
): string {
  const base = `${publicUrl.replace(/\/$/, '')}/media/${kind}/${encodeURIComponent(String(id))}.svg`;
  return variant > 1 ? `${base}?v=${variant}` : base;
}
