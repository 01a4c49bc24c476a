// The page's chrome: the site header, or inside an embed's frame no header at all, only the bridge to the host page.
import 'server-only';
import { SiteHeader } from '@/components/ui/site-header';
import { embedParent } from '@/server/embed/embed-parent';
import { FrameBridge } from './frame-bridge';

export async function SiteChrome() {
  const parent = await embedParent();
  return parent ? <FrameBridge parentOrigin={parent} /> : <SiteHeader />;
}
