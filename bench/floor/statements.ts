// The floor servers' few statements, written once for both engines (`?` placeholders; the
// PostgreSQL floor numbers them): only what a hold, its release and a ticket-category read need.
export const FLOOR_SQL = {
  insertHold: `insert into holds (id, merchant_id, environment, ticket_type, resource_id, quantity,
      metadata, owner_email, owner_phone, status, fingerprint, medium, created_at, expires_at,
      updated_at, transaction_id)
    values (?, ?, 'staging', 'entertainment', ?, ?, '{}', ?, null, 'active', ?, 'Web', ?, ?, ?, null)`,
  insertAllocation: `insert into hold_allocations (hold_id, environment, pool_key, quantity, expires_at)
    values (?, 'staging', ?, ?, ?)`,
  claim: `update inventory_pools set used = used + ?
    where environment = 'staging' and pool_key = ? and used + ? <= capacity`,
  findHold: `select status, owner_email from holds where id = ? and merchant_id = ?`,
  endHold: `update holds set status = 'released', updated_at = ? where id = ? and status = 'active'`,
  freeAllocations: `delete from hold_allocations where hold_id = ? returning pool_key, quantity`,
  unclaim: `update inventory_pools set used = used - ? where environment = 'staging' and pool_key = ?`,
  ensurePool: `insert into inventory_pools (environment, pool_key, capacity, used)
    select 'staging', 'tc:' || id, capacity, 0 from ticket_categories where true
    on conflict do nothing`,
  tickets: `select tc.id, tc.title, tc.capacity, tc.ticket_price_kobo, tc.convenience_fee_kobo,
      tc.commission_kobo, p.used,
      (select sum(a.quantity) from hold_allocations a
        where a.environment = 'staging' and a.pool_key = p.pool_key and a.expires_at <= ?) as lapsed
    from ticket_categories tc
    left join inventory_pools p on p.environment = 'staging' and p.pool_key = 'tc:' || tc.id
    where tc.experience_id = ?
    order by tc.sort, tc.id`,
} as const;

/** `?` to `$1`, `$2`, … */
export function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${(n += 1)}`);
}

export const HOLD_TTL_MS = 180_000;

export interface TicketRow {
  id: string;
  title: string;
  capacity: number;
  ticket_price_kobo: number;
  convenience_fee_kobo: number;
  commission_kobo: number;
  used: number | null;
  lapsed: number | null;
}

/** The reply of a ticket-category read, shaped as the service's. */
export function ticketsReply(experienceId: string, rows: TicketRow[]) {
  const tickets = rows.map((r) => {
    const price = (r.ticket_price_kobo + r.convenience_fee_kobo + r.commission_kobo) / 100;
    return {
      id: r.id,
      title: r.title,
      price,
      slots_remaining: Math.max(0, r.capacity - Number(r.used ?? 0) + Number(r.lapsed ?? 0)),
      free: price === 0,
      price_breakdown: {
        ticket_price: r.ticket_price_kobo / 100,
        convenience_fee: r.convenience_fee_kobo / 100,
        merchant_commission: r.commission_kobo / 100,
      },
    };
  });
  return {
    success: true,
    status: 200,
    message: 'ok',
    data: { tickets, experience: { id: experienceId } },
  };
}

export interface HoldBody {
  tickets: { resource_id: string; quantity: number }[];
  customer_info: { email: string };
}

export function holdReply(id: string, resourceId: string, quantity: number, expiresAt: number) {
  return {
    success: true,
    status: 201,
    message: 'Reservations created successfully.',
    data: {
      reservations: [
        {
          reservation_id: id,
          ticket_type: 'entertainment',
          resource_id: resourceId,
          quantity,
          status: 'active',
          expires_at: new Date(expiresAt).toISOString(),
          seconds_remaining: HOLD_TTL_MS / 1000,
        },
      ],
    },
  };
}
