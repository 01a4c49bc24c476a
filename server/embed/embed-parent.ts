// The embedding site of the current request (checked by proxy.ts), or null outside an embed's frame.
import 'server-only';
import { headers } from 'next/headers';
import { EMBED_PARENT_HEADER } from '@/server/session/embed-parent-header';

export async function embedParent(): Promise<string | null> {
  return (await headers()).get(EMBED_PARENT_HEADER);
}
