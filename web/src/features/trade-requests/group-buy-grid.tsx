// The group buys found, as cards whose progress follows their rooms (use-live.ts), and the list's pager: a chunk
// of its own, loaded by the group buys' page beside its list request, so its first screen carries neither the
// cards' parts nor the rooms' sagas (docs/benchmarks.md, "bench:web").
import { useMemo } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import type { GroupBuyCard as Card } from '@portal/contracts/entities/trade-request';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { AfterFirstPaint } from '@/shared/ui/after-first-paint.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { GroupBuyCard } from './group-buy-card.tsx';
import { useGroupBuyProgress } from './use-live.ts';

/** The cards of a row on the widest screen (xl: 4 columns). */
const FIRST_ROW = 4;

/** The cards of the group buys found; their rooms are followed while they show. */
export function GroupBuyGrid({ records }: { records: readonly Card[] }) {
  const shown = useMemo(() => records.map((g) => g.id), [records]);
  const live = useGroupBuyProgress(shown);
  const card = (groupBuy: Card, index: number) => (
    <GroupBuyCard
      key={groupBuy.id}
      groupBuy={groupBuy}
      joined={live[groupBuy.id]?.joinedQuantity ?? groupBuy.joinedQuantity}
      participants={live[groupBuy.id]?.participants ?? groupBuy.participants}
      first={index === 0}
    />
  );
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={4} pt={3}>
      {records.slice(0, FIRST_ROW).map(card)}
      {/* The rest (below the first row on the widest screen) is drawn after the first row has been painted. */}
      <AfterFirstPaint placeholder={null}>
        {records.slice(FIRST_ROW).map((groupBuy, index) => card(groupBuy, FIRST_ROW + index))}
      </AfterFirstPaint>
    </SimpleGrid>
  );
}

/** The list's pager. */
export function GroupBuyPager(props: { page: number; total: number; onPageChange(page: number): void }) {
  return <Pager pageSize={TABLE_PAGE_SIZE} {...props} />;
}
