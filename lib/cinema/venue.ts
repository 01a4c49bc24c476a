// A cinema's key across films: each film numbers its locations anew, so the same cinema is known by its name.

/** `Lagoon Screens Ikeja City Mall` → `lagoon-screens-ikeja-city-mall`. */
export function venueKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
