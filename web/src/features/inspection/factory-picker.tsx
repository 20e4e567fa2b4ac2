// Choosing the factory of an inspection or a visit: a search over the market's factories (supplierManage/
// pageData by keyword) and a list to pick from; a factory given by the URL stays among the choices.
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { CompanyRef } from '@portal/contracts/entities/trade-request';
import { paths } from '@/shared/paths.ts';
import { useInspectionFactoriesQuery } from './inspection-api.ts';
import { inspectionTestIds as ids } from './test-ids.ts';

export interface FactoryPickerProps {
  /** The field's name (the server's 400 names `factoryId`). */
  name: string;
  value: string;
  /** The factory chosen before (from the URL), shown even when the search does not find it. */
  known?: CompanyRef | null;
  onChange(value: string): void;
  onBlur(): void;
}

export function FactoryPicker({ name, value, known, onChange, onBlur }: FactoryPickerProps) {
  const { t } = useTranslation('inspection');
  const [keyword, setKeyword] = useState('');
  const search = useDeferredValue(keyword.trim());
  const factories = useInspectionFactoriesQuery({ pageSize: 30, ...(search ? { keyword: search } : {}) });
  const options = (factories.data?.records ?? []).map((f) => ({ id: f.id, label: f.shopName || f.name }));
  if (known && !options.some((o) => o.id === known.id)) options.unshift({ id: known.id, label: known.shopName });
  return (
    <Stack gap={2} w="full" direction={{ base: 'column', md: 'row' }}>
      <Input
        size="sm"
        type="search"
        value={keyword}
        maxLength={50}
        placeholder={t('picker.search')}
        aria-label={t('picker.search')}
        onChange={(event) => setKeyword(event.currentTarget.value)}
        data-testid={ids.form.factorySearch}
      />
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          name={name}
          value={value}
          aria-label={t('picker.factory')}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          data-testid={ids.form.factory}
        >
          <option value="">{factories.isFetching && !factories.data ? t('picker.loading') : t('picker.choose')}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {value && (
        // The chosen factory's page (its capability and report), in a new tab so the form keeps its values.
        <Link asChild fontSize="sm" color="brand.fg" flexShrink={0} alignSelf="center" whiteSpace="nowrap">
          <RouterLink to={paths.factory({ id: value })} target="_blank" rel="noopener">
            {t('picker.view')}
          </RouterLink>
        </Link>
      )}
      {factories.data && options.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('picker.none')}
        </Text>
      )}
    </Stack>
  );
}
