// The code a marketer pastes on another site: embed.js and the div it turns into a frame, holding a plain link to
// the shop for readers without scripts (embed.js also shows that link to a site the shop does not list).
export type EmbedKind = 'event' | 'organiser';

export const EMBED_ATTRIBUTE: Record<EmbedKind, string> = {
  event: 'data-tickets-event',
  organiser: 'data-tickets-organiser',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shop's own page for what is embedded: the event, or the events list for an organiser. */
export function shopPageOf(origin: string, kind: EmbedKind, id: string): string {
  return kind === 'event' ? `${origin}/events/${encodeURIComponent(id)}` : `${origin}/events`;
}

export function snippetOf(origin: string, kind: EmbedKind, id: string, merchant: string): string {
  const link = `<a href="${escapeHtml(shopPageOf(origin, kind, id))}">Buy on ${escapeHtml(merchant)}</a>`;
  return `<script src="${origin}/embed.js" async></script>\n<div ${EMBED_ATTRIBUTE[kind]}="${escapeHtml(id)}">${link}</div>`;
}
