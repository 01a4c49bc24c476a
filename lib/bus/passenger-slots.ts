// A coach order's passenger slots and their form fields: what the checkout's passenger fields need in the
// browser, without the name's schema (passengers.ts), which brings zod.

/** A seat (or place) of the checkout that needs a passenger's name. */
export interface PassengerSlot {
  /** The seat's id for a timed departure, the place's number (1, 2, …) for a flexible trip. */
  key: string;
  /** `Seat 4`, or `Passenger 1`. */
  label: string;
  seatNumber: string | null;
}

export interface Passenger {
  seatNumber: string | null;
  name: string;
}

export const PASSENGER_NAME_MAX = 100;

export const FIELD_PREFIX = 'passenger.';

/** The checkout form's field of a slot's name. */
export const passengerField = (key: string) => `${FIELD_PREFIX}${key}`;
