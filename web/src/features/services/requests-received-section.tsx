// Seller centre of a service provider, "service requests received" (`/sellerCenter/serviceRequestsReceived`):
// the requests sent to the provider's company from the service zone.
import { RequestsList } from './requests-list.tsx';

export default function RequestsReceivedSection() {
  return <RequestsList side="provider" />;
}
