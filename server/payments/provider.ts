// What the storefront needs of a payment provider; Paystack and the built-in test provider implement it.
import 'server-only';
import type { PaymentProviderName } from '@/server/env';

export interface InitializeRequest {
  reference: string;
  amountKobo: number;
  currency: 'NGN';
  email: string;
  callbackUrl: string;
  /** What is being bought, in a line (the event and its tickets): shown to the payer by the provider. */
  description: string;
  metadata: Record<string, string>;
}

/** What the provider says of a payment when asked by reference: the only word trusted before buying. */
export interface Verification {
  status: 'success' | 'failed' | 'abandoned' | 'pending' | 'reversed';
  amountKobo: number;
  currency: string;
}

/** A webhook, reduced to what the storefront acts on. */
export type WebhookEvent =
  | { type: 'charge.success'; reference: string; deliveryId: string }
  | {
      type: 'refund';
      reference: string;
      status: 'pending' | 'processed' | 'failed';
      deliveryId: string;
    }
  | { type: 'other'; name: string; deliveryId: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a payment; the customer is sent to `authorizationUrl`. */
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<Verification>;
  /**
   * Refunds the whole payment, or `amountKobo` of it (a basket's part that could not be bought); `processed` when
   * done at once, `pending` when the provider confirms later.
   */
  refund(reference: string, amountKobo?: number): Promise<{ status: 'pending' | 'processed' }>;
  /** True when the raw body carries the provider's valid signature, in the header the provider signs with. */
  verifyWebhook(rawBody: string, headers: Headers): boolean;
  parseWebhook(rawBody: string): WebhookEvent | null;
  /** The payment the provider names in the address it sends the customer back to, in its own parameters. */
  returnedReference(params: URLSearchParams): string | null;
}

/** A provider call that failed (network, 5xx, a refusal): the payment's state is unchanged. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
