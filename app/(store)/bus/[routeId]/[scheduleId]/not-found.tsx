// The 404 page of a trip link that names no trip.
import { MissingPage } from '@/components/shop/missing-page';

export default function TripNotFound() {
  return <MissingPage kind="trip" />;
}
