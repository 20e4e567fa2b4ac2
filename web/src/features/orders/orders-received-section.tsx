// Seller centre, "orders received" (`/sellerCenter/ordersReceived`): the orders buyers placed with the caller's
// company, by status, with detail. Loaded lazily by the centre (app/centre/centre-sections.ts).
import { OrdersList } from './orders-list.tsx';

export default function OrdersReceivedSection() {
  return <OrdersList side="seller" />;
}
