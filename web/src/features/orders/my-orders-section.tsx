// Buyer centre, "my orders" (`/buyerCenter/orders`): the orders the caller placed, by status, with detail and
// cancel. Loaded lazily by the centre (app/centre/centre-sections.ts).
import { OrdersList } from './orders-list.tsx';

export default function MyOrdersSection() {
  return <OrdersList side="buyer" />;
}
