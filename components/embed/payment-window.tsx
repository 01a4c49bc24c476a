// Inside an embed's frame, payment happens in a window of its own: a provider's page refuses to be framed. The
// window is opened on the Pay press itself (a window opened later, once the server answered, is blocked as a
// pop-up), then sent to the provider's page; the frame says where to pay, offers to open it again, and looks
// for the payment's end, when the checkout page takes it to the order.
'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { TEXT_LINK } from '@/components/ui/styles';

/** The payment window's name: opening it again reuses the same window. */
export const PAYMENT_WINDOW = 'tickets-payment';

/** How often the frame looks whether the payment ended, besides whenever the customer comes back to it. */
const LOOK_EVERY_MS = 3000;

/** Whether this page is in a frame of another page (an embed), where payment opens in its own window. */
export const isFramed = () => typeof window !== 'undefined' && window.parent !== window;

/** Opens the (empty) payment window on the customer's press; null when the browser blocked it. */
export function openPaymentWindow(): Window | null {
  const opened = window.open('', PAYMENT_WINDOW);
  if (!opened) return null;
  // The provider's page gets no hold on the frame that opened it.
  opened.opener = null;
  opened.document.title = 'Payment';
  opened.document.body.textContent = 'Opening the payment page…';
  return opened;
}

export function PaymentWindow({ url }: { url: string }) {
  const router = useRouter();
  useEffect(() => {
    const look = () => router.refresh();
    const timer = window.setInterval(look, LOOK_EVERY_MS);
    window.addEventListener('focus', look);
    document.addEventListener('visibilitychange', look);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', look);
      document.removeEventListener('visibilitychange', look);
    };
  }, [router]);
  return (
    <div className="space-y-2 rounded-lg border border-brand-600/40 bg-brand-600/5 p-3">
      <p role="status" className="font-semibold">
        Complete payment in the new window
      </p>
      <p className="text-sm">
        The payment page opened in a new window or tab. When you have paid, your order shows here.
      </p>
      <a href={url} target={PAYMENT_WINDOW} rel="noopener" className={`block text-sm ${TEXT_LINK}`}>
        Open the payment window again
      </a>
    </div>
  );
}
