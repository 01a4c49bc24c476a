// Showtimes as the service writes them (`8:30PM`, `12:30AM`; 24-hour `20:30` read too) and as people read them.

const PATTERN = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$|^(\d{1,2})[:.](\d{2})$/i;

/** Minutes after midnight of a showtime, or null when the text is not a time of day. */
export function showtimeMinutes(text: string): number | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [, hour12, minute12, meridiem, hour24, minute24] = match;
  if (meridiem) {
    const hour = Number(hour12);
    const minute = Number(minute12 ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return null;
    return (hour % 12) * 60 + minute + (meridiem.toLowerCase() === 'p' ? 12 * 60 : 0);
  }
  const hour = Number(hour24);
  const minute = Number(minute24);
  if (hour > 23 || minute > 59) return null;
  return hour * 60 + minute;
}

/** `8:30 pm`, `12:00 am`: the way the rest of the storefront writes times of day. */
export function formatMinutes(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A showtime for people, or the text as it came when it could not be read. */
export function formatShowtime(text: string): string {
  const minutes = showtimeMinutes(text);
  return minutes === null ? text : formatMinutes(minutes);
}
