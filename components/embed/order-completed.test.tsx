// Tests that a framed order page tells the host page of the purchase with an opaque order id, never the reference.
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { embedOrderId } from '@/server/embed/order-id';
import { TEST_ENV } from '@/server/ticketing/test-support/fake-service';
import { OrderCompleted } from './order-completed';

vi.mock('@/server/env', async () => {
  const { TEST_ENV } = await import('@/server/ticketing/test-support/fake-service');
  return { storefrontEnv: () => TEST_ENV };
});

const REF = 'emb-AAAAAAAAAAAAAAAAAAAAAA';

describe('OrderCompleted', () => {
  it('hands the frame an opaque order id, the amount and currency, and not the reference', () => {
    const element = OrderCompleted({
      parentOrigin: 'https://blog.example',
      detail: { merchantReference: REF, amount: 21000, currency: 'NGN' },
    }) as ReactElement;
    expect(isValidElement(element)).toBe(true);
    expect(element.props).toEqual({
      parentOrigin: 'https://blog.example',
      detail: {
        orderId: embedOrderId(REF, TEST_ENV.SESSION_SECRET),
        amount: 21000,
        currency: 'NGN',
      },
    });
    expect(JSON.stringify(element.props)).not.toContain(REF);
  });
});
