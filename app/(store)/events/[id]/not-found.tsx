// The 404 page of an event link that names no event.
import { MissingPage } from '@/components/shop/missing-page';

export default function EventNotFound() {
  return <MissingPage kind="event" />;
}
