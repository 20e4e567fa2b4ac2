// Buyer centre, "my auctions": the lots I signed up for or bid on (lazily loaded section).
import { MyAuctionsTable } from './my-auctions-table.tsx';

export default function MyAuctionsSection() {
  return <MyAuctionsTable view="auctions" />;
}
