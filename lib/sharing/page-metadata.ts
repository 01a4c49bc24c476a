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
  /** Absolute picture URL, or null when the page has none. */
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

export function sharedPageMetadata({ title, description, path, image, imageAlt }: SharedPage): Metadata {
  const text = shareDescription(description);
  const images = image ? [{ url: image, alt: imageAlt }] : undefined;
  return {
    title,
    description: text,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_NG', title, description: text, url: path, images },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: text, images },
  };
}
