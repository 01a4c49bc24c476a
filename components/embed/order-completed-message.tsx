// In an embed's frame: posts the completed purchase to the host page (embed.js passes each order on once).
'use client';

import { useEffect } from 'react';
import { EMBED_MESSAGE, type OrderCompletedDetail } from '@/lib/embed/messages';

export function OrderCompletedMessage({
  parentOrigin,
  detail,
}: {
  parentOrigin: string;
  detail: OrderCompletedDetail;
}) {
  const { orderId, amount, currency } = detail;
  useEffect(() => {
    if (window.parent === window) return;
    window.parent.postMessage(
      { type: EMBED_MESSAGE.orderCompleted, orderId, amount, currency },
      parentOrigin,
    );
  }, [parentOrigin, orderId, amount, currency]);
  return null;
}
