// Taking a place in a waiting room: the join form's post (server/waiting-room/join-request.ts). On the production
// server the front door answers this path first; this handler is the same answer wherever Next serves it alone.
import { CHECKOUT_MESSAGES } from '@/lib/checkout/messages';
import { guardedRoute } from '@/server/security/action-policy';
import { proxyTrust } from '@/server/security/proxy-trust';
import { isSameOrigin } from '@/server/security/same-origin';
import { storefrontDatabase } from '@/server/store-db/storefront-database';
import { answerJoin } from '@/server/waiting-room/join-request';

type Params = { params: Promise<{ room: string }> };

export const POST = guardedRoute<null, Params>(
  {
    who: 'any visitor of the shop’s pages (a post from another site is refused, here as in proxy.ts)',
    needs:
      'a room that is on and open; at most WAITING_ROOM_PLACES_PER_ADDRESS live places for this address; one place per browser',
    checks:
      'the room id in the path, against the zod schema; the place id comes only from this browser’s httpOnly cookie; the body is not read',
    caller: (request) =>
      isSameOrigin(request.headers, proxyTrust())
        ? null
        : new Response(CHECKOUT_MESSAGES.crossSite, {
            status: 403,
            headers: { 'Content-Type': 'text/plain' },
          }),
  },
  async (request, _caller, { params }) => {
    const answer = await answerJoin(
      await storefrontDatabase(),
      (await params).room,
      request.headers,
    );
    if (answer.status === 404)
      return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
    const sent = new Headers({ Location: answer.location!, 'Cache-Control': 'no-store' });
    if (answer.setCookie) sent.append('Set-Cookie', answer.setCookie);
    return new Response(null, { status: 303, headers: sent });
  },
);
