// The event page's only client island: live availability (react-query) around the reserve form.
'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ReserveForm, type ReserveDraft } from './reserve-form';
import type { TicketOption } from '@/lib/catalogue/ticket-option';

interface Props {
  eventId: string;
  initialOptions: TicketOption[];
  fetchedAt: number;
  draft?: ReserveDraft;
}

export function TicketPicker(props: Props) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  return (
    <QueryClientProvider client={client}>
      <ReserveForm {...props} />
    </QueryClientProvider>
  );
}
