// Asked by embed.js before it makes a frame: may the page's site frame the shop's embeds? A site the shop does not
// list gets a "Buy on …" link instead of a frame the browser would refuse. Public facts only (the same list is in
// the embeds' frame-ancestors), readable from any site.
import { framingAnswerOf } from '@/server/embed/framing-answer';

const headers = {
  'Access-Control-Allow-Origin': '*',
  // The answer follows the parameter alone; a changed allow-list is heard within minutes.
  'Cache-Control': 'public, max-age=300',
};

export function GET(request: Request) {
  const url = new URL(request.url);
  return Response.json(framingAnswerOf(url.searchParams.get('parent'), url.origin), { headers });
}
