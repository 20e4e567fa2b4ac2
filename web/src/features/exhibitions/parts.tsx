// Small pieces the exhibition pages share: the page language, an exhibition's name in it, the status badge
// and a label-value line (dates: shared/market-time.ts).
import type { ReactNode } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { SHOW_ROOM_STATUS_LABELS, type ShowRoomStatusValue } from '@portal/contracts/entities/exhibition';

import { nameIn, useLang } from '@/shared/i18n/lang.ts';

export { nameIn, useLang };

const STATUS_PALETTE: Record<ShowRoomStatusValue, string> = { ongoing: 'green', upcoming: 'blue', ended: 'gray' };

export function StatusBadge({ status }: { status: ShowRoomStatusValue }) {
  const lang = useLang();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" flexShrink={0}>
      {SHOW_ROOM_STATUS_LABELS[status][lang]}
    </Badge>
  );
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <HStack gap={2} align="flex-start" fontSize="sm" minW={0}>
      <Text as="span" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Text as="span" minW={0}>
        {children}
      </Text>
    </HStack>
  );
}
