// Replies in the shapes the spec and docs/api-extensions.md document, including the provider's variants.
export const EVENT_ID = '0b7f3a52-6c1e-4d8a-9f3b-2a1c5e7d9b10';
export const VIP_ID = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const REGULAR_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
export const RESERVATION_VIP = '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b';
export const RESERVATION_REGULAR = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';

export const experience = {
  id: EVENT_ID,
  title: 'Lagos Jazz Night',
  start_date: 'Sat, 21 Nov 2026 19:00:00',
  end_date: 'Sat, 21 Nov 2026 23:30:00',
  created_on: 'Mon, 02 Feb 2026 10:15:00',
  description: 'An evening of live jazz by the lagoon.',
  featured: true,
  cinema: false,
  address: {
    street: '12 Ozumba Mbadiwe Ave',
    town: 'Victoria Island',
    city: 'Lagos',
    country: 'Nigeria',
  },
  image: [
    { image: 'http://127.0.0.1:4000/images/jazz-1.jpg' },
    { image: 'http://127.0.0.1:4000/images/jazz-2.jpg' },
  ],
  business: {
    id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    name: 'Lagoon Live',
    photo: null,
    slug: 'lagoon-live',
    type: 'entertainment',
  },
  category: { id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b', slug: 'music', name: 'Music' },
};

export const experienceList = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  status: 200,
  message: 'Experiences retrieved',
  data: { experiences: [experience], next_page: null, count: 1, per_page: 20, ...overrides },
});

export const experienceDetail = {
  success: true,
  status: 200,
  message: 'Experience retrieved',
  data: experience,
};

export const ticketCategories = {
  success: true,
  status: 200,
  message: 'Tickets retrieved',
  data: {
    experience: { id: EVENT_ID, title: 'Lagos Jazz Night' },
    tickets: [
      {
        id: VIP_ID,
        title: 'VIP',
        price: 10500,
        slots_remaining: 2,
        free: false,
        price_breakdown: { ticket_price: 10000, convenience_fee: 300, merchant_commission: 200 },
      },
      // The cinema-oriented example of the spec leaves `free` out, and PHP providers send numeric strings.
      {
        id: REGULAR_ID,
        title: 'Regular',
        price: '5250.00',
        slots_remaining: '40',
        price_breakdown: {
          ticket_price: '5000',
          convenience_fee: '150',
          merchant_commission: '100',
        },
      },
    ],
  },
};

export const createdHolds = {
  success: true,
  status: 201,
  message: 'Reservations created',
  data: {
    reservations: [
      {
        reservation_id: RESERVATION_VIP,
        ticket_type: 'entertainment',
        resource_id: VIP_ID,
        quantity: 2,
        status: 'active',
        expires_at: '2026-11-21T12:03:00.000Z',
        seconds_remaining: 180,
        metadata: {},
      },
      {
        reservation_id: RESERVATION_REGULAR,
        ticket_type: 'entertainment',
        resource_id: REGULAR_ID,
        quantity: 1,
        status: 'active',
        // Bus-style offset timestamp: both forms are ISO 8601 and must be accepted.
        expires_at: '2026-11-21T13:03:00+01:00',
        seconds_remaining: 180,
        metadata: {},
      },
    ],
  },
};

export const insufficientInventory = {
  success: false,
  status: 409,
  message: 'Insufficient inventory',
  errors: { tickets: ['Only 2 VIP tickets are available'] },
};

export const holdValidationError = {
  success: false,
  status: 422,
  message: 'The given data was invalid.',
  errors: { 'customer_info.phone_number': ['The phone number must be 11 to 13 digits.'] },
};

export const purchase = (merchantReference: string) => ({
  success: true,
  status: 201,
  message: 'Tickets purchased',
  data: {
    reference: 'TXN-8F3K2M',
    invoice_id: 1042,
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone_number: '08031234567',
    merchant_reference: merchantReference,
    tickets: [{ id: 'TKT-AAAA1111', title: 'VIP', price: 10500, ticket_category_id: VIP_ID }],
  },
});

export const transaction = (merchantReference: string) => ({
  success: true,
  status: 200,
  message: 'Transaction retrieved',
  data: {
    reference: 'TXN-8F3K2M',
    merchant_reference: merchantReference,
    invoice_id: 1042,
    status: 'successful',
    kind: 'entertainment',
    environment: 'staging',
    medium: 'Web',
    currency: 'NGN',
    amount: 21000,
    breakdown: { ticket_price: 20000, convenience_fee: 600, merchant_commission: 400 },
    customer: {
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone_number: '08031234567',
      dob: null,
      username: null,
    },
    experience: {
      id: EVENT_ID,
      title: 'Lagos Jazz Night',
      start_date: 'Sat, 21 Nov 2026 19:00:00',
      end_date: 'Sat, 21 Nov 2026 23:30:00',
      address: experience.address,
    },
    items: [
      {
        code: 'TKT-AAAA1111',
        type: 'ticket',
        title: 'VIP',
        price: 10500,
        ticket_category_id: VIP_ID,
        reservation_id: RESERVATION_VIP,
      },
      {
        code: 'TKT-BBBB2222',
        type: 'ticket',
        title: 'VIP',
        price: 10500,
        ticket_category_id: VIP_ID,
        reservation_id: RESERVATION_VIP,
      },
    ],
    reservation_ids: [RESERVATION_VIP],
    created_at: '2026-11-21T12:01:00.000Z',
  },
});

export const notFound = (message = 'Not found') => ({ success: false, status: 404, message });

export const reservationsGone = notFound(
  'One or more reservations were not found or have already been used',
);

export const duplicateReference = {
  success: false,
  status: 409,
  message: 'This merchant_reference has already been used',
  errors: { merchant_reference: ['This merchant_reference has already been used.'] },
  data: { reference: 'TXN-8F3K2M' },
};

export const walletShort = {
  success: false,
  status: 402,
  message: 'Insufficient wallet balance',
  reason:
    'The staging wallet cannot cover this purchase. Top up the wallet and try again; the reservations are still held.',
};
