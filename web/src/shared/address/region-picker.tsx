// The province / city / county picker of the address form: three native selects (good on a phone), each
// loading its list from the region operations once the level above is chosen; choosing a level clears those
// below it.
import { useTranslation } from 'react-i18next';
import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { RegionNode } from '@portal/contracts/http/region';
import { useCitiesQuery, useCountiesQuery, useProvincesQuery } from './address-api.ts';
import { addressTestIds } from './test-ids.ts';

export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
}

function Level({
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  value: string;
  options: readonly RegionNode[] | undefined;
  onChange(code: string): void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation('address');
  return (
    <NativeSelect.Root size="sm" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <option value="">{t('choose', { level: label })}</option>
        {(options ?? []).map((node) => (
          <option key={node.code} value={node.code}>
            {node.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function RegionPicker({
  value,
  onChange,
  error,
}: {
  value: RegionValue;
  onChange(next: RegionValue): void;
  error: string | undefined;
}) {
  const { t } = useTranslation('address');
  const provinces = useProvincesQuery();
  const cities = useCitiesQuery({ name: value.provinceCode }, { skip: !value.provinceCode });
  const counties = useCountiesQuery({ name: value.cityCode }, { skip: !value.cityCode });
  const ids = addressTestIds;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {t('region')}
        <Field.RequiredIndicator />
      </Field.Label>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={2} w="full">
        <Level
          label={t('province')}
          value={value.provinceCode}
          options={provinces.data}
          onChange={(provinceCode) => onChange({ provinceCode, cityCode: '', countyCode: '' })}
          disabled={false}
          testId={ids.province}
        />
        <Level
          label={t('city')}
          value={value.cityCode}
          options={value.provinceCode ? cities.data : []}
          onChange={(cityCode) => onChange({ ...value, cityCode, countyCode: '' })}
          disabled={!value.provinceCode}
          testId={ids.city}
        />
        <Level
          label={t('county')}
          value={value.countyCode}
          options={value.cityCode ? counties.data : []}
          onChange={(countyCode) => onChange({ ...value, countyCode })}
          disabled={!value.cityCode}
          testId={ids.county}
        />
      </SimpleGrid>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
