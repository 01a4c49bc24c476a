// The event page's only client island: live availability (react-query) around the reserve form.
'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { ReserveForm, type ReserveFormProps } from './reserve-form';

export function TicketPicker(props: ReserveFormProps) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  return (
    <QueryClientProvider client={client}>
      <ReserveForm {...props} />
    </QueryClientProvider>
  );
}
