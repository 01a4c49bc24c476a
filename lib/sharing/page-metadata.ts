// The metadata of a page people share: title, description, canonical address, Open Graph and Twitter card.
import type { Metadata } from 'next';

export const SITE_NAME = 'Tickets';

/** Link previews show about two lines; longer text is cut at a word. */
const DESCRIPTION_LIMIT = 200;

export interface SharedPage {
  title: string;
  /** Plain text; spaces and line breaks are collapsed. */
  description: string;
  /** The page's path; Next makes it absolute against the root layout's metadataBase. */
  path: string;
  /** Absolute address of the page's share card (a 1200×630 PNG, server/sharing/share-card.tsx), or null. */
  image: string | null;
  imageAlt: string;
}

export function shareDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** What link previews are told of every share card, so that they lay it out before fetching it. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630, type: 'image/png' } as const;

export function sharedPageMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  siteName = SITE_NAME,
}: SharedPage & { siteName?: string }): Metadata {
  const text = shareDescription(description);
  const images = image ? [{ url: image, alt: imageAlt, ...SHARE_CARD_SIZE }] : undefined;
  return {
    title,
    description: text,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName,
      locale: 'en_NG',
      title,
      description: text,
      url: path,
      images,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: text, images },
  };
}
