// The contracts' bilingual tables (auction and deposit status, units, sorts) in the chosen language, and the
// Chinese or English variant of a server text: the contract stays the one source of these labels.
import { useCallback, useMemo } from 'react';
import {
  AUCTION_SORT_LABELS,
  AUCTION_STATUS_LABELS,
  DEPOSIT_STATUS_LABELS,
  type AuctionSortValue,
  type AuctionStatusValue,
  type DepositStatusValue,
} from '@portal/contracts/entities/auction';
import { UNIT_LABELS, type Unit } from '@portal/contracts/rules/constants';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export function useAuctionLabels() {
  const lang = useAppSelector(selectLanguage);
  const pick = useCallback((zh: string, en: string) => (lang === 'en' && en ? en : zh), [lang]);
  return useMemo(
    () => ({
      lang,
      pick,
      status: (value: AuctionStatusValue) => AUCTION_STATUS_LABELS[value][lang],
      deposit: (value: DepositStatusValue) => DEPOSIT_STATUS_LABELS[value][lang],
      unit: (value: Unit) => UNIT_LABELS[value][lang],
      sort: (value: AuctionSortValue) => AUCTION_SORT_LABELS[value][lang],
    }),
    [lang, pick],
  );
}

export const STATUS_PALETTE: Record<AuctionStatusValue, string> = {
  notStarted: 'blue',
  inProgress: 'red',
  ended: 'gray',
};

export const DEPOSIT_PALETTE: Record<DepositStatusValue, string> = {
  unregistered: 'gray',
  unpaid: 'orange',
  pendingReview: 'blue',
  approved: 'green',
  rejected: 'red',
};
