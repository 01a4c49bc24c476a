// The 404 page of an order link that names no order.
import { MissingPage } from '@/components/shop/missing-page';

export default function OrderNotFound() {
  return <MissingPage kind="order" />;
}
