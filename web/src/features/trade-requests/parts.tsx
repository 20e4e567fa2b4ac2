// Small parts the trade-request pages share: the language of labels, status badges, the region and category
// pickers.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import type { Lang } from '@portal/contracts/envelope';
import {
  DEPOSIT_STATUS_LABELS,
  GROUP_BUY_STATUS_LABELS,
  INQUIRY_STATUS_LABELS,
  OFFER_THREAD_STATUS_LABELS,
  type DepositStatusValue,
  type GroupBuyStatusValue,
  type InquiryStatusValue,
  type OfferThreadStatusValue,
} from '@portal/contracts/entities/trade-request';
import { UNIT_LABELS, type Unit } from '@portal/contracts/rules/constants';
import { formatQuantity } from '@portal/contracts/money';
import { useBilingual, useLang } from '@/shared/i18n/lang.ts';
import { useCategoriesQuery, useRegionsQuery } from './group-buy-api.ts';
import { marketDateTime } from '@/shared/market-time.ts';

export { useBilingual, useLang };

export function unitText(lang: Lang, unit: Unit): string {
  return UNIT_LABELS[unit][lang];
}

/** The unit after a count other than one: "items" in English, the same word in Chinese. */
export function unitPlural(lang: Lang, unit: Unit): string {
  return lang === 'en' ? `${UNIT_LABELS[unit].en}s` : UNIT_LABELS[unit].zh;
}

/** "3,000 个" / "3,000 items" (English units take the plural unless the quantity is exactly 1). */
/** A quantity for an input: trailing zeros of the decimals dropped ("500.0000" -> "500", "2.50" -> "2.5"),
 * never those of a whole number ("500" stays "500"). */
export function plainQuantity(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/0+$/, '').replace(/\.$/, '') : quantity;
}

export function quantityWithUnit(lang: Lang, quantity: string, unit: Unit): string {
  const label = UNIT_LABELS[unit][lang];
  const one = /^0*1(\.0*)?$/.test(quantity.trim());
  return `${formatQuantity(quantity)} ${lang === 'en' && !one ? `${label}s` : label}`;
}

const INQUIRY_COLORS: Record<InquiryStatusValue, string> = {
  inquiring: 'green',
  underReview: 'orange',
  ended: 'gray',
  expired: 'red',
};
export function InquiryStatusBadge({ status, testId }: { status: InquiryStatusValue; testId?: string }) {
  const label = useBilingual();
  return (
    <Badge colorPalette={INQUIRY_COLORS[status]} variant="subtle" data-testid={testId} data-status={status}>
      {label(INQUIRY_STATUS_LABELS[status])}
    </Badge>
  );
}

const THREAD_COLORS: Record<OfferThreadStatusValue, string> = {
  negotiating: 'blue',
  accepted: 'green',
  declined: 'gray',
};
export function ThreadStatusBadge({ status }: { status: OfferThreadStatusValue }) {
  const label = useBilingual();
  return (
    <Badge colorPalette={THREAD_COLORS[status]} variant="subtle">
      {label(OFFER_THREAD_STATUS_LABELS[status])}
    </Badge>
  );
}

const DEPOSIT_COLORS: Record<DepositStatusValue, string> = {
  unregistered: 'gray',
  pendingReview: 'orange',
  approved: 'green',
  rejected: 'red',
  unpaid: 'yellow',
};
export function DepositBadge({ status, testId }: { status: DepositStatusValue; testId?: string }) {
  const label = useBilingual();
  return (
    <Badge colorPalette={DEPOSIT_COLORS[status]} variant="subtle" data-testid={testId} data-status={status}>
      {label(DEPOSIT_STATUS_LABELS[status])}
    </Badge>
  );
}

const GROUP_COLORS: Record<GroupBuyStatusValue, string> = { notStarted: 'purple', inProgress: 'green', ended: 'gray' };
export function GroupBuyStatusBadge({ status }: { status: GroupBuyStatusValue }) {
  const label = useBilingual();
  return (
    // The 700 shade: white on the palette's default solid (green 600) reads at 3.3:1, under WCAG's 4.5:1.
    <Badge colorPalette={GROUP_COLORS[status]} variant="solid" bg={`${GROUP_COLORS[status]}.700`}>
      {label(GROUP_BUY_STATUS_LABELS[status])}
    </Badge>
  );
}

/** A label and its value in a detail grid. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box minW={0}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm" fontWeight="medium" wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

export function Select({
  value,
  onChange,
  placeholder,
  options,
  label,
  disabled,
  name,
}: {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  label: string;
  disabled?: boolean;
  name?: string;
}) {
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field
        name={name}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
}

/** Province / city / county from region/regionTree. */
export function RegionPicker({ value, onChange }: { value: RegionValue; onChange(value: RegionValue): void }) {
  const { t } = useTranslation('requests');
  const tree = useRegionsQuery();
  const provinces = tree.data ?? [];
  const province = provinces.find((p) => p.code === value.provinceCode);
  const city = province?.childList.find((c) => c.code === value.cityCode);
  const toOptions = (nodes: readonly { code: string; name: string }[]) =>
    nodes.map((node) => ({ value: node.code, label: node.name }));
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap={2}>
      <Select
        name="provinceCode"
        label={t('region.province')}
        placeholder={t('region.province')}
        value={value.provinceCode}
        options={toOptions(provinces)}
        onChange={(provinceCode) => onChange({ provinceCode, cityCode: '', countyCode: '' })}
      />
      <Select
        name="cityCode"
        label={t('region.city')}
        placeholder={t('region.city')}
        value={value.cityCode}
        disabled={!province}
        options={toOptions(province?.childList ?? [])}
        onChange={(cityCode) => onChange({ ...value, cityCode, countyCode: '' })}
      />
      <Select
        name="countyCode"
        label={t('region.county')}
        placeholder={t('region.county')}
        value={value.countyCode}
        disabled={!city}
        options={toOptions(city?.childList ?? [])}
        onChange={(countyCode) => onChange({ ...value, countyCode })}
      />
    </SimpleGrid>
  );
}

/** Level-2 categories of the catalogue (a level-3 one when prefilled from goods). */
export function CategoryPicker({
  value,
  onChange,
  extra,
}: {
  value: string;
  onChange(value: string): void;
  extra?: { value: string; label: string } | undefined;
}) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const list = useCategoriesQuery({ level: 2 });
  const options = useMemo(() => {
    const base = (list.data ?? []).map((c) => ({ value: String(c.id), label: lang === 'en' ? c.nameEn : c.name }));
    return extra && !base.some((o) => o.value === extra.value) ? [extra, ...base] : base;
  }, [list.data, lang, extra]);
  return (
    <Select
      name="categoryId"
      label={t('fields.category')}
      placeholder={t('placeholders.category')}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

/** Date and time in the market's time, through the formatter made once (rows format many). */
export function formatDateTime(epochMs: number, _lang: Lang): string {
  return marketDateTime(epochMs);
}
