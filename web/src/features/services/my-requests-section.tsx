// Buyer centre, "my service requests" (`/buyerCenter/serviceRequests`): every request the user sent from the
// service zone (service orders and drafts, consultations, finance, logistics, YunCang, call-backs).
import { RequestsList } from './requests-list.tsx';

export default function MyRequestsSection() {
  return <RequestsList side="buyer" />;
}
