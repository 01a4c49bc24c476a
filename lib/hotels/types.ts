// The storefront's own shapes of hotels, room types and offers for a stay (browser-safe).

export interface HotelSummary {
  id: number;
  name: string;
  kind: 'hotel' | 'apartment';
  city: string;
  address: string;
  /** Address and city in one line, as bookings name it. */
  location: string;
  description: string;
  /** Null for apartments, which are not rated. */
  stars: number | null;
  images: string[];
  /** The cheapest room type per night, whatever the dates. */
  priceFrom: number | null;
}

export interface RoomType {
  id: number;
  name: string;
  description: string;
  pricePerNight: number;
  /** Guests one room sleeps. */
  maxOccupancy: number;
  /** Rooms free on every night of the stay. */
  left: number;
  amenities: string[];
}

export interface HotelStay {
  hotel: HotelSummary;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: RoomType[];
}

/** A hotel in the search results, measured against the stay searched for. */
export interface HotelOffer {
  hotel: HotelSummary;
  nights: number;
  /** Cheapest price per night among room types free for the whole stay that sleep the party; null when none. */
  cheapestFree: number | null;
  /** Null when the stay could not be read (the hotel is shown without prices for the dates). */
  freeForStay: boolean | null;
}
