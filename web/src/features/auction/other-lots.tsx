// The lot page's other lots (four cards of lots on now), at the foot of the page: a chunk of its own, loaded
// after the lot itself (the live pages' first-screen budget, docs/benchmarks.md).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { ServerClock } from '@/shared/realtime/server-clock.ts';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useOtherAuctionsQuery } from './auction-api.ts';
import { AuctionCard } from './auction-card.tsx';
import { auctionTestIds } from './test-ids.ts';

const ids = auctionTestIds.detail;

export default memo(function OtherLots({ id, clock }: { id: number; clock: ServerClock }) {
  const { t } = useTranslation('auction');
  const others = useOtherAuctionsQuery({ id, limit: 4 });
  if (others.data?.length === 0) return null;
  return (
    <Box as="section" data-testid={ids.others}>
      <Heading as="h2" size="md" mb={3}>
        {t('detail.others')}
      </Heading>
      <QueryState
        query={others}
        empty={t('hall.liveEmpty')}
        errorTitle={t('loadError')}
        skeleton={{ rows: 1, rowHeight: '14rem' }}
      >
        {(cards) => (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: 2, md: 4 }}>
            {cards.map((card) => (
              <AuctionCard key={card.id} card={card} clock={clock} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Box>
  );
});
