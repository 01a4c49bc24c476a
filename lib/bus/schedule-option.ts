// A departure as one line of the shared quantity picker: what a flexible trip's travellers choose from, and what
// is left of a departure (a timed one's free seats on its seat map).
import type { TicketOption } from '@/lib/catalogue/ticket-option';
import type { BusSchedule, ScheduleDetail } from './types';

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

/** The departure as one line, its seats left counted on the seat map where it has one (held and sold seats are not free). */
export function departureOption({
  schedule,
  seatMap,
}: Pick<ScheduleDetail, 'schedule' | 'seatMap'>): TicketOption {
  const option = scheduleOption(schedule);
  if (schedule.type !== 'timed' || !seatMap || option.remaining <= 0) return option;
  return {
    ...option,
    remaining: seatMap.seats.filter((seat) => seat.state === 'available').length,
  };
}
