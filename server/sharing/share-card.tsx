// The picture a shared link shows (og:image, twitter:image): a 1200×630 PNG drawn here from the page's title,
// one line of facts and its own picture, because link previews show no SVG. Drawn offline: the bundled font only.
import 'server-only';
import { ImageResponse } from 'next/og';
import { pictureUrl } from '@/server/images/picture-url';
import { readPicture } from '@/server/images/read-picture';
import { SHARE_CARD_SIZE as SHARE_CARD } from '@/lib/sharing/page-metadata';

export interface ShareCard {
  title: string;
  /** One line under the title: when, where, from how much. */
  facts: string;
  /** Who sells, at the foot of the card. */
  merchant: string;
  /** The page's own picture as the service gives it, or null. */
  picture: string | null;
}

/** Pictures the card's renderer can draw; others leave the card without one. */
const DRAWABLE = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);
/** A picture slower than this leaves the card without it: a preview is fetched once, and must not wait on the service. */
const PICTURE_WAIT_MS = 2_000;

/**
 * Characters the bundled font draws. Anything else (an emoji, another script) would make the renderer fetch a
 * font or a glyph from the network; accents it lacks are dropped from their letters, the rest is left out.
 */
export function drawableText(text: string, limit: number): string {
  const kept = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[^\u0020-\u024f\u2010-\u2027]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return kept.length <= limit ? kept : `${kept.slice(0, limit - 1).trimEnd()}…`;
}

/** The page's picture as a data URL the renderer draws, or null (none, not the service's, not drawable, too slow). */
async function drawablePicture(serviceUrl: string | null): Promise<string | null> {
  const local = pictureUrl(serviceUrl);
  if (!local) return null;
  const url = new URL(local, 'http://local');
  const path = decodeURIComponent(url.pathname.slice('/media/'.length));
  const timeout = new Promise<null>((resolve) =>
    setTimeout(() => resolve(null), PICTURE_WAIT_MS).unref(),
  );
  const picture = await Promise.race([readPicture(path, url.searchParams.get('v')), timeout]);
  if (!picture?.ok || !DRAWABLE.has(picture.type)) return null;
  return `data:${picture.type};base64,${Buffer.from(picture.body).toString('base64')}`;
}

function CardBody({
  title,
  facts,
  merchant,
  picture,
}: Omit<ShareCard, 'picture'> & { picture: string | null }) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: '#142c5c',
        color: '#ffffff',
      }}
    >
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into the PNG by the card's renderer, not a page
        <img
          src={picture}
          alt=""
          width={630}
          height={630}
          style={{ width: 630, height: 630, objectFit: 'cover', objectPosition: 'left' }}
        />
      )}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flex: 1,
          padding: 56,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: picture ? 56 : 72, lineHeight: 1.1, fontWeight: 700 }}>
            {title}
          </div>
          {facts && <div style={{ fontSize: 30, lineHeight: 1.3, color: '#d9e8ff' }}>{facts}</div>}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 32 }}>
          <div style={{ width: 20, height: 20, borderRadius: 10, background: '#2f6fed' }} />
          {merchant}
        </div>
      </div>
    </div>
  );
}

/** The card as a PNG response, kept by browsers and previewers for an hour. */
export async function shareCardResponse(card: ShareCard, maxAgeSeconds = 3_600): Promise<Response> {
  const picture = await drawablePicture(card.picture);
  const body = (
    <CardBody
      title={drawableText(card.title, picture ? 70 : 90)}
      facts={drawableText(card.facts, picture ? 110 : 160)}
      merchant={drawableText(card.merchant, 40)}
      picture={picture}
    />
  );
  const image = new ImageResponse(body, { width: SHARE_CARD.width, height: SHARE_CARD.height });
  // Drawn in full before answering, so a drawing failure is an error status, not a broken picture.
  const png = await image.arrayBuffer();
  return new Response(png, {
    headers: {
      'Content-Type': SHARE_CARD.type,
      'Cache-Control': `public, max-age=${maxAgeSeconds}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
