// Small pieces the exhibition pages share: the page language, an exhibition's name in it, dates in China
// time, the status badge and a label-value line.
import type { ReactNode } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { SHOW_ROOM_STATUS_LABELS, type ShowRoomStatusValue } from '@portal/contracts/entities/exhibition';

import { nameIn, useLang } from '@/shared/i18n/lang.ts';

export { nameIn, useLang };

const CHINA = 'Asia/Shanghai';

/** YYYY-MM-DD in China time (spec section 9's date format). */
export function formatDate(epochMs: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CHINA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(epochMs);
}

/** YYYY-MM-DD HH:mm in China time. */
export function formatDateTime(epochMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CHINA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(epochMs);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** The value of a datetime-local input (China time) for an instant, and back. */
export function toInputValue(epochMs: number): string {
  return formatDateTime(epochMs).replace(' ', 'T');
}
export function fromInputValue(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}:00+08:00`);
  return Number.isNaN(at) ? null : at;
}

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
