// Visitor registration (docs/requirements.md section 2): name, mobile number, enterprise name and intentional demand, open to
// anyone; the same mobile registers once per exhibition (the server answers the same registration).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CloseButton, Dialog, EmptyState, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { VISIT_LIMITS } from '@portal/contracts/http/show-room';
import type { ShowRoomCard } from '@portal/contracts/entities/exhibition';
import { checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useSaveVisitMutation } from './exhibitions-api.ts';
import { nameIn, useLang } from './parts.tsx';
import { exhibitionsTestIds } from './test-ids.ts';
import { usePhoneFullDialogSize } from '@/shared/ui/dialog-size.ts';
import { marketDate } from '@/shared/market-time.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = exhibitionsTestIds.visit;
const LIMITS = VISIT_LIMITS;
const LABELS = {
  name: labelKey('exhibitions:ruleLabels.name'),
  enterpriseName: labelKey('exhibitions:ruleLabels.enterpriseName'),
} as const;

export function VisitDialog({ room, onClose }: { room: ShowRoomCard; onClose(): void }) {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [save, { isLoading }] = useSaveVisitMutation();
  const [done, setDone] = useState(false);
  const form = useFieldForm(
    { name: '', mobile: '', enterpriseName: '', demand: '' },
    {
      name: (v) => checkRequired(v.name, LABELS.name),
      mobile: (v) => checkMobile(v.mobile),
      enterpriseName: (v) => checkRequired(v.enterpriseName, LABELS.enterpriseName),
    },
  );
  const bind = (name: keyof typeof form.values) => ({
    name,
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.blur(name),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) {
      const first = form.firstInvalid();
      if (first) focusField(formRef.current, String(first));
      return;
    }
    const v = form.values;
    try {
      await save({
        showRoomId: room.id,
        name: v.name.trim(),
        mobile: v.mobile.trim(),
        enterpriseName: v.enterpriseName.trim(),
        ...(v.demand.trim() ? { demand: v.demand.trim() } : {}),
      }).unwrap();
      setDone(true);
    } catch (failure) {
      const field = form.showFailure(failure);
      if (field) focusField(formRef.current, field);
    }
  };
  const close = () => onClose();
  const dialogSize = usePhoneFullDialogSize(done ? 'sm' : 'lg');
  // One dialog from the form to its confirmation: swapping dialogs would close the first one's way out.
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && close()} size={dialogSize} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {done ? (
              <Dialog.Body pt={6} data-testid={ids.done}>
                <EmptyState.Root>
                  <EmptyState.Content>
                    <EmptyState.Indicator color="green.solid">✓</EmptyState.Indicator>
                    <EmptyState.Title>{t('visit.doneTitle')}</EmptyState.Title>
                    <EmptyState.Description>{t('visit.done', { name: nameIn(lang, room) })}</EmptyState.Description>
                    <Button colorPalette="brand" size="sm" onClick={close}>
                      {t('actions.close')}
                    </Button>
                  </EmptyState.Content>
                </EmptyState.Root>
              </Dialog.Body>
            ) : (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('visit.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <form
                    ref={formRef}
                    id={ids.form}
                    data-testid={ids.form}
                    onSubmit={(event) => void submit(event)}
                    noValidate
                  >
                    <Stack gap={4}>
                      <Text fontSize="sm" color="fg.muted">
                        {nameIn(lang, room)} · {marketDate(room.startTime)} – {marketDate(room.endTime)}
                      </Text>
                      <FormField label={t('visit.name')} required error={form.errorOf('name')}>
                        <Input {...bind('name')} maxLength={LIMITS.name} autoComplete="name" />
                      </FormField>
                      <FormField label={t('visit.mobile')} required error={form.errorOf('mobile')}>
                        <Input {...bind('mobile')} inputMode="tel" maxLength={11} autoComplete="tel" />
                      </FormField>
                      <FormField label={t('visit.enterpriseName')} required error={form.errorOf('enterpriseName')}>
                        <Input
                          {...bind('enterpriseName')}
                          maxLength={LIMITS.enterpriseName}
                          autoComplete="organization"
                        />
                      </FormField>
                      <FormField
                        label={t('visit.demand')}
                        helperText={t('visit.demandHint')}
                        error={form.errorOf('demand')}
                      >
                        <Textarea {...bind('demand')} maxLength={LIMITS.demand} rows={3} />
                      </FormField>
                      <Text fontSize="xs" color="fg.muted">
                        {t('visit.once')}
                      </Text>
                    </Stack>
                  </form>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close}>
                    {t('actions.cancel')}
                  </Button>
                  <Button
                    type="submit"
                    form={ids.form}
                    colorPalette="brand"
                    loading={isLoading}
                    data-testid={ids.submit}
                  >
                    {t('visit.submit')}
                  </Button>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
