// The address manager (order confirmation, points exchanges): the caller's shipping addresses to choose the
// consignee from (the default first and chosen at the start), with add, edit, set default and delete. The form checks the
// the product's rules ('Please select province/city/region.', 'Please enter the detailed address.') before saving.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import { checkAddress, checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm, type FormRules } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import {
  useAddressesQuery,
  useDeleteAddressMutation,
  useSaveAddressMutation,
  useSetDefaultAddressMutation,
} from './address-api.ts';
import { RegionPicker } from './region-picker.tsx';
import { addressTestIds } from './test-ids.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = addressTestIds;
const CONSIGNEE_LABEL = labelKey('address:ruleLabels.consignee');

type AddressValues = {
  consigneeName: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detailAddress: string;
  isDefault: boolean;
};

const rules: FormRules<AddressValues> = {
  consigneeName: (v) => checkRequired(v.consigneeName, CONSIGNEE_LABEL),
  mobile: (v) => checkMobile(v.mobile),
  // The region's message stands on the county, the last level to choose.
  countyCode: (v) => checkAddress({ regionCodes: [v.provinceCode, v.cityCode, v.countyCode], detail: '-' }),
  detailAddress: (v) => checkAddress({ regionCodes: ['-', '-', '-'], detail: v.detailAddress }),
};

function initialValues(address: ReceiveInfo | null): AddressValues {
  return {
    consigneeName: address?.consigneeName ?? '',
    mobile: address?.mobile ?? '',
    provinceCode: address?.provinceCode ?? '',
    cityCode: address?.cityCode ?? '',
    countyCode: address?.countyCode ?? '',
    detailAddress: address?.detailAddress ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: ReceiveInfo | null;
  onSaved(id: number): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('address');
  const form = useFieldForm<AddressValues>(() => initialValues(address), rules);
  const [save, saving] = useSaveAddressMutation();
  const { values } = form;

  const submit = async () => {
    if (!form.checkAll()) return;
    try {
      const saved = await save({
        ...(address ? { id: address.id } : {}),
        consigneeName: values.consigneeName.trim(),
        mobile: values.mobile.trim(),
        provinceCode: values.provinceCode,
        cityCode: values.cityCode,
        countyCode: values.countyCode,
        detailAddress: values.detailAddress.trim(),
        isDefault: values.isDefault,
      }).unwrap();
      showSuccess(t('saved'));
      onSaved(saved.id);
    } catch (error) {
      // A 400 naming a field lands under it; one naming the province or city lands on the region picker.
      if (form.showFailure(error) === null && isApiError(error) && 'field' in error) {
        if (error.field === 'provinceCode' || error.field === 'cityCode') {
          form.showMessage('countyCode', { text: error.message });
        }
      }
    }
  };

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap={4}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <FormField label={t('consignee')} required error={form.errorOf('consigneeName')}>
          <Input
            value={values.consigneeName}
            maxLength={20}
            onChange={(event) => form.setValue('consigneeName', event.target.value)}
            onBlur={() => form.blur('consigneeName')}
            autoComplete="name"
            data-testid={ids.name}
          />
        </FormField>
        <FormField label={t('mobile')} required error={form.errorOf('mobile')}>
          <Input
            value={values.mobile}
            maxLength={11}
            inputMode="tel"
            onChange={(event) => form.setValue('mobile', event.target.value)}
            onBlur={() => form.blur('mobile')}
            autoComplete="tel"
            data-testid={ids.mobile}
          />
        </FormField>
      </SimpleGrid>
      <RegionPicker
        value={{ provinceCode: values.provinceCode, cityCode: values.cityCode, countyCode: values.countyCode }}
        onChange={(next) => {
          form.setValue('provinceCode', next.provinceCode);
          form.setValue('cityCode', next.cityCode);
          form.setValue('countyCode', next.countyCode);
        }}
        error={form.errorOf('countyCode')}
      />
      <FormField label={t('detail')} required error={form.errorOf('detailAddress')}>
        <Input
          value={values.detailAddress}
          maxLength={100}
          placeholder={t('detailPlaceholder')}
          onChange={(event) => form.setValue('detailAddress', event.target.value)}
          onBlur={() => form.blur('detailAddress')}
          autoComplete="street-address"
          data-testid={ids.detail}
        />
      </FormField>
      <Checkbox.Root
        checked={values.isDefault}
        onCheckedChange={(details) => form.setValue('isDefault', details.checked === true)}
        colorPalette="brand"
        data-testid={ids.isDefault}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('makeDefault')}</Checkbox.Label>
      </Checkbox.Root>
      <HStack justify="end">
        <Button variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" colorPalette="brand" loading={saving.isLoading} data-testid={ids.save}>
          {t('save')}
        </Button>
      </HStack>
    </chakra.form>
  );
}

export function AddressDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: ReceiveInfo | null;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation('address');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: 2, md: 0 }}>
          <Dialog.Content maxW={{ base: '100%', md: '40rem' }} w="full" data-testid={ids.dialog}>
            <Dialog.Header>
              <Dialog.Title>{address ? t('editTitle') : t('addTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {/* A new form per opening: the values start from the address edited (or empty). */}
              {open && (
                <AddressForm key={address?.id ?? 'new'} address={address} onSaved={onSaved} onCancel={onClose} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The addresses as cards to choose from; the choice follows the default until the user picks one. */
export function AddressManager({
  selectedId,
  onSelect,
  invalid,
}: {
  selectedId: number | null;
  onSelect(id: number | null): void;
  invalid: boolean;
}) {
  const { t } = useTranslation('address');
  const query = useAddressesQuery();
  const [editing, setEditing] = useState<{ address: ReceiveInfo | null } | null>(null);
  const [removing, setRemoving] = useState<ReceiveInfo | null>(null);
  const [justSaved, setJustSaved] = useState<number | null>(null);
  const [setDefault] = useSetDefaultAddressMutation();
  const [remove, removal] = useDeleteAddressMutation();
  const list = query.data;

  // Keep the choice on an address that exists: the one just saved (once the list has it), else the chosen one,
  // else the default (the first address is always the default).
  useEffect(() => {
    if (!list) return;
    if (justSaved !== null) {
      if (list.some((address) => address.id === justSaved)) {
        onSelect(justSaved);
        setJustSaved(null);
      }
      return;
    }
    if (list.some((address) => address.id === selectedId)) return;
    onSelect((list.find((address) => address.isDefault) ?? list[0])?.id ?? null);
  }, [list, selectedId, justSaved, onSelect]);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ id: removing.id }).unwrap();
      showSuccess(t('deleted'));
    } catch {
      // The failed call's toast says why.
    }
    setRemoving(null);
  };

  return (
    <Box>
      <QueryState
        query={query}
        skeleton={{ rows: 2, rowHeight: '5rem' }}
        errorTitle={t('loadError')}
        empty={t('empty')}
        testIds={{ empty: ids.empty }}
      >
        {(addresses) => (
          <SimpleGrid
            columns={{ base: 1, md: 2 }}
            gap={3}
            role="radiogroup"
            aria-label={t('title')}
            data-testid={ids.list}
          >
            {addresses.map((address) => {
              const chosen = address.id === selectedId;
              return (
                <Box
                  key={address.id}
                  role="radio"
                  aria-checked={chosen}
                  tabIndex={0}
                  cursor="pointer"
                  onClick={() => onSelect(address.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      onSelect(address.id);
                    }
                  }}
                  borderWidth={chosen ? '2px' : '1px'}
                  borderColor={chosen ? 'brand.solid' : 'border'}
                  bg={chosen ? 'brand.subtle' : 'bg'}
                  borderRadius="md"
                  p={3}
                  data-testid={ids.card(address.id)}
                >
                  <Flex justify="space-between" gap={2} align="start">
                    <Text fontWeight="semibold">
                      {address.consigneeName}{' '}
                      <Text as="span" fontWeight="normal" color="fg.muted">
                        {address.mobile}
                      </Text>
                    </Text>
                    {address.isDefault && (
                      <Badge colorPalette="brand" flexShrink={0}>
                        {t('default')}
                      </Badge>
                    )}
                  </Flex>
                  <Text fontSize="sm" mt={1} lineClamp={2}>
                    {address.fullAddress}
                  </Text>
                  <HStack gap={1} mt={2} onClick={(event) => event.stopPropagation()}>
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setEditing({ address })}
                      data-testid={ids.edit(address.id)}
                    >
                      {t('edit')}
                    </Button>
                    {!address.isDefault && (
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => void setDefault({ id: address.id })}
                        data-testid={ids.setDefault(address.id)}
                      >
                        {t('setDefault')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setRemoving(address)}
                      data-testid={ids.remove(address.id)}
                    >
                      {t('delete')}
                    </Button>
                  </HStack>
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
      <Button
        mt={3}
        size="sm"
        variant="outline"
        colorPalette={invalid ? 'red' : 'brand'}
        onClick={() => setEditing({ address: null })}
        data-testid={ids.add}
      >
        + {t('add')}
      </Button>

      <AddressDialog
        open={editing !== null}
        address={editing?.address ?? null}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          setEditing(null);
          setJustSaved(id);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteTitle')}
        body={removing?.fullAddress}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
        testIds={{ root: 'address-delete-dialog', confirm: ids.confirmRemove }}
      />
    </Box>
  );
}
