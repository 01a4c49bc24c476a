// On an order page inside an embed's frame: tells the host page that the purchase completed (embed.js passes each order on once).
'use client';

import { useEffect } from 'react';
import { EMBED_MESSAGE, type OrderCompletedDetail } from '@/lib/embed/messages';

export function OrderCompleted({ parentOrigin, detail }: { parentOrigin: string; detail: OrderCompletedDetail }) {
  const { merchantReference, amount, currency } = detail;
  useEffect(() => {
    if (window.parent === window) return;
    window.parent.postMessage({ type: EMBED_MESSAGE.orderCompleted, merchantReference, amount, currency }, parentOrigin);
  }, [parentOrigin, merchantReference, amount, currency]);
  return null;
}
