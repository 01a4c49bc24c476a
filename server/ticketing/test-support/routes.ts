// The service's routes as the fake service keys them (`METHOD /path`), for the recorded event.
import { EVENT_ID } from './recorded-replies';

export const ROUTES = {
  detail: `GET /api/v1/svc/experience/v/${EVENT_ID}`,
  tickets: `GET /api/v1/svc/experience/tickets/${EVENT_ID}`,
  holds: 'POST /api/v1/svc/validate',
  buy: 'POST /api/v1/svc/experience/buy/tickets',
  lookup: 'GET /api/v1/svc/transaction',
  release: (reservationId: string) => `DELETE /api/v1/svc/validate/${reservationId}`,
} as const;

/** The spec's reply to a release: `success` and `message`, no `data`. */
export const releasedReply = { success: true, status: 200, message: 'Reservation released' };
