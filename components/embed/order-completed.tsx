// On an order page inside an embed's frame: tells the host page, once per order and frame, that the purchase completed.
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
