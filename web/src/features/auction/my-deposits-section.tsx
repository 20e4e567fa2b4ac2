// Buyer centre, "my deposits": my auction deposits and their review status (lazily loaded section).
import { MyAuctionsTable } from './my-auctions-table.tsx';

export default function MyDepositsSection() {
  return <MyAuctionsTable view="deposits" />;
}
