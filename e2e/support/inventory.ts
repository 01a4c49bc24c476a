// Direct calls to the real inventory service, for test set-up and for checking what it recorded.
/** The service's own address: the storefront never hands it to a browser. */
export const INVENTORY_BASE_URL =
  process.env.E2E_INVENTORY_URL ?? `http://127.0.0.1:${process.env.E2E_INVENTORY_PORT ?? 4100}`;
// The local demo key of the embedded service; the test runner uses it, the browser never sees it.
export const LOCAL_STAGING_KEY = 'local-staging-key';

async function call<T>(
  path: string,
  init: RequestInit = {},
  key = LOCAL_STAGING_KEY,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${INVENTORY_BASE_URL}${path}`, {
    ...init,
    headers: {
      'X-API-KEY': key,
      TransactionMedium: 'Web',
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
  });
  const body = (await response.json()) as { data: T };
  return { status: response.status, data: body.data };
}

export async function ticketSlots(eventId: string): Promise<Record<string, number>> {
  const { data } = await call<{ tickets: { title: string; slots_remaining: number }[] }>(
    `/api/v1/svc/experience/tickets/${eventId}`,
  );
  return Object.fromEntries(data.tickets.map((ticket) => [ticket.title, ticket.slots_remaining]));
}

export async function eventIdByTitle(title: string): Promise<string> {
  const { data } = await call<{ experiences: { id: string; title: string }[] }>(
    `/api/v1/svc/experience?search=${encodeURIComponent(title)}`,
  );
  const event = data.experiences.find((e) => e.title === title);
  if (!event) throw new Error(`no event titled ${title}`);
  return event.id;
}

type Holds = { reservations: { reservation_id: string; seconds_remaining: number }[] };

/** Holds tickets as another customer would (of this merchant unless a key is given); the hold's id and time left. */
export async function holdAsSomeoneElse(
  eventId: string,
  ticketTitle: string,
  quantity: number,
  key?: string,
) {
  const { data } = await call<{ tickets: { id: string; title: string }[] }>(
    `/api/v1/svc/experience/tickets/${eventId}`,
    {},
    key,
  );
  const category = data.tickets.find((t) => t.title === ticketTitle);
  if (!category) throw new Error(`no ticket ${ticketTitle}`);
  const customer = { email: `other-${Date.now()}@example.com` };
  const { status, data: holds } = await call<Holds>(
    '/api/v1/svc/validate',
    {
      method: 'POST',
      body: JSON.stringify({
        tickets: [{ ticket_type: 'entertainment', resource_id: category.id, quantity }],
        customer_info: customer,
      }),
    },
    key,
  );
  if (status !== 201) throw new Error(`hold as someone else answered ${status}`);
  const [hold] = holds.reservations;
  return {
    secondsRemaining: hold!.seconds_remaining,
    release: () =>
      call(
        `/api/v1/svc/validate/${hold!.reservation_id}`,
        { method: 'DELETE', body: JSON.stringify({ customer_info: customer }) },
        key,
      ),
  };
}

/** Holds rooms of a type for a stay as another guest would; releases them on `release()`. */
export async function holdStayAsSomeoneElse(
  roomId: number,
  checkin: string,
  checkout: string,
  quantity = 1,
) {
  const customer = { email: `other-${Date.now()}@example.com` };
  const metadata = { checkin_date: checkin, checkout_date: checkout, number_of_guests: 1 };
  const { status, data } = await call<Holds>('/api/v1/svc/validate', {
    method: 'POST',
    body: JSON.stringify({
      tickets: [{ ticket_type: 'hotel', resource_id: roomId, quantity, metadata }],
      customer_info: customer,
    }),
  });
  if (status !== 201) throw new Error(`hold of rooms as someone else answered ${status}`);
  const id = data.reservations[0]!.reservation_id;
  return {
    release: () =>
      call(`/api/v1/svc/validate/${id}`, {
        method: 'DELETE',
        body: JSON.stringify({ customer_info: customer }),
      }),
  };
}

/** Buys tickets as another customer would (hold, then buy), so they are gone for good. */
export async function buyAsSomeoneElse(
  eventId: string,
  ticketTitle: string,
  quantity: number,
): Promise<void> {
  const { data } = await call<{ tickets: { id: string; title: string }[] }>(
    `/api/v1/svc/experience/tickets/${eventId}`,
  );
  const category = data.tickets.find((t) => t.title === ticketTitle);
  if (!category) throw new Error(`no ticket ${ticketTitle}`);
  const customer = {
    name: 'Someone Else',
    email: `buyer-${Date.now()}@example.com`,
    phone_number: '08030000000',
  };
  const hold = await call<{ reservations: { reservation_id: string }[] }>('/api/v1/svc/validate', {
    method: 'POST',
    body: JSON.stringify({
      tickets: [{ ticket_type: 'entertainment', resource_id: category.id, quantity }],
      customer_info: customer,
    }),
  });
  if (hold.status !== 201) throw new Error(`hold as someone else answered ${hold.status}`);
  const bought = await call('/api/v1/svc/experience/buy/tickets', {
    method: 'POST',
    body: JSON.stringify({
      reservation_ids: hold.data.reservations.map((r) => r.reservation_id),
      tickets: [{ id: category.id, count: quantity }],
      experience_id: eventId,
      customer_info: customer,
    }),
  });
  if (bought.status !== 201) throw new Error(`buy as someone else answered ${bought.status}`);
}

export async function transactionByMerchantReference(reference: string) {
  return call<{
    reference: string;
    items: { code: string }[];
    amount: number;
    medium: string;
    status: string;
    merchant_reference: string;
  }>(`/api/v1/svc/transaction?merchant_reference=${encodeURIComponent(reference)}`);
}
