// The 404 page of a hotel link that names no hotel.
import { MissingPage } from '@/components/shop/missing-page';

export default function HotelNotFound() {
  return <MissingPage kind="hotel" />;
}
