// A departure as one line of the shared quantity picker: what a flexible trip's travellers choose from.
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import type { BusSchedule } from './types';

export function scheduleOption(schedule: BusSchedule): TicketOption {
  return {
    id: String(schedule.id),
    title: schedule.type === 'timed' ? 'Seat' : 'Traveller (seat assigned at boarding)',
    price: schedule.price,
    free: schedule.price === 0,
    breakdown: schedule.breakdown,
    remaining: schedule.bookable ? schedule.seatsAvailable : 0,
  };
}
