// The hidden-price application (productPriceApply/apply): contact, mobile, why, and whether it is for every
// goods of the seller. Checked on the form with the contract's rules; a server refusal shows under its field
// or as the section-8 message, and nothing typed is lost.
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CloseButton, Dialog, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { useApplyPriceMutation } from './catalogue-api.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePhoneFullDialogSize } from '@/shared/ui/dialog-size.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const CONTACT = labelKey('catalogue:ruleLabels.contact');
const REASON = labelKey('catalogue:ruleLabels.reason');

export function PriceApplyDialog({
  productId,
  open,
  onClose,
}: {
  productId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const user = useAppSelector(selectUserInfo);
  const [apply, { isLoading }] = useApplyPriceMutation();
  const form = useFieldForm(
    () => ({
      contactName: user?.nickname ?? '',
      // The stored mobile is masked (138****0001): only a full number is offered.
      contactPhone: user && /^\d{11}$/.test(user.mobile) ? user.mobile : '',
      reason: '',
      wholeShop: false as boolean,
    }),
    {
      contactName: (v) => checkRequired(v.contactName, CONTACT),
      contactPhone: (v) => checkMobile(v.contactPhone),
      reason: (v) => checkRequired(v.reason, REASON),
    },
  );
  const submit = async () => {
    if (!form.checkAll()) return;
    try {
      await apply({
        productId,
        wholeShop: form.values.wholeShop,
        contactName: form.values.contactName.trim(),
        contactPhone: form.values.contactPhone.trim(),
        reason: form.values.reason.trim(),
      }).unwrap();
      showSuccess(t('apply.sent'));
      onClose();
    } catch (error) {
      // A field the server names shows under it; any other failure was toasted by the base query.
      form.showFailure(error);
    }
  };
  const dialogSize = usePhoneFullDialogSize('md');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size={dialogSize}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('apply.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4}>
                <FormField label={t('apply.contactName')} required error={form.errorOf('contactName')}>
                  <Input
                    value={form.values.contactName}
                    maxLength={20}
                    onChange={(event) => form.setValue('contactName', event.target.value)}
                    onBlur={() => form.blur('contactName')}
                    data-testid={ids.goods.applyName}
                  />
                </FormField>
                <FormField label={t('apply.contactPhone')} required error={form.errorOf('contactPhone')}>
                  <Input
                    value={form.values.contactPhone}
                    inputMode="tel"
                    maxLength={11}
                    onChange={(event) => form.setValue('contactPhone', event.target.value)}
                    onBlur={() => form.blur('contactPhone')}
                    data-testid={ids.goods.applyPhone}
                  />
                </FormField>
                <FormField
                  label={t('apply.reason')}
                  required
                  error={form.errorOf('reason')}
                  helperText={t('apply.reasonHint')}
                >
                  <Textarea
                    value={form.values.reason}
                    maxLength={200}
                    rows={3}
                    onChange={(event) => form.setValue('reason', event.target.value)}
                    onBlur={() => form.blur('reason')}
                    data-testid={ids.goods.applyReason}
                  />
                </FormField>
                <Checkbox.Root
                  checked={form.values.wholeShop}
                  onCheckedChange={(details) => form.setValue('wholeShop', details.checked === true)}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('apply.wholeShop')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('apply.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                loading={isLoading}
                onClick={() => void submit()}
                data-testid={ids.goods.applySubmit}
              >
                {t('apply.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('apply.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
