// The provider's side of a received service request: accept or decline (with a reason the requester reads) a
// submitted one, mark an accepted one done. The list refetches through the 'Service' tag; a refusal from the
// server (someone acted first, a reason too short) shows in the user's language (the baseQuery's toast, or
// under the reason field).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Textarea } from '@chakra-ui/react';
import type { ServiceRequest } from '@portal/contracts/http/order';
import { checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { FormDialog } from '@/shared/forms/form-dialog.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useAcceptRequestMutation, useCompleteRequestMutation, useDeclineRequestMutation } from './services-api.ts';
import { servicesTestIds } from './test-ids.ts';

const ids = servicesTestIds.requests;
export const DECLINE_REASON_MAX = 200;

function DeclineDialog({ request, onClose }: { request: ServiceRequest; onClose(): void }) {
  const { t } = useTranslation('services');
  const formRef = useRef<HTMLFormElement>(null);
  const [decline, { isLoading }] = useDeclineRequestMutation();
  const form = useFieldForm(
    { reason: '' },
    { reason: (v) => checkRequired(v.reason.trim(), { zh: '拒绝原因', en: 'Reason' }) },
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!form.checkAll()) {
      focusField(formRef.current, 'reason');
      return;
    }
    try {
      await decline({ id: request.id, reason: form.values.reason.trim() }).unwrap();
      showSuccess(t('requests.declined', { number: request.requestNo }));
      onClose();
    } catch (failure) {
      // A 400 on the reason stays under the field (what was written is kept); anything else is a toast.
      if (form.showFailure(failure) === 'reason') focusField(formRef.current, 'reason');
    }
  };
  return (
    <FormDialog
      title={t('requests.declineTitle', { number: request.requestNo })}
      onClose={onClose}
      formId={ids.declineForm}
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('requests.decline')}
      cancelLabel={t('requests.keep')}
      closeLabel={t('requests.close')}
      submitting={isLoading}
      submitTestId={ids.declineSubmit}
    >
      <FormField label={t('requests.declineReason')} required error={form.errorOf('reason')}>
        <Textarea
          name="reason"
          rows={3}
          maxLength={DECLINE_REASON_MAX}
          placeholder={t('requests.declinePlaceholder')}
          value={form.values.reason}
          onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          onBlur={() => form.blur('reason')}
          data-testid={ids.declineReason}
        />
      </FormField>
    </FormDialog>
  );
}

/** The buttons of one received request, by its status (none once it is declined or done). */
export function ProviderActions({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation('services');
  const [declining, setDeclining] = useState(false);
  const [accept, accepting] = useAcceptRequestMutation();
  const [complete, completing] = useCompleteRequestMutation();
  const run = async (step: () => Promise<unknown>, done: string) => {
    try {
      await step();
      showSuccess(done);
    } catch {
      // The baseQuery has shown the server's refusal (e.g. the request was declined meanwhile) already.
    }
  };
  if (request.status === 'submitted') {
    return (
      <HStack gap={2}>
        <Button
          size="xs"
          colorPalette="brand"
          loading={accepting.isLoading}
          onClick={() =>
            void run(() => accept({ id: request.id }).unwrap(), t('requests.accepted', { number: request.requestNo }))
          }
          data-testid={ids.accept(request.id)}
        >
          {t('requests.accept')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => setDeclining(true)} data-testid={ids.decline(request.id)}>
          {t('requests.decline')}
        </Button>
        {declining && <DeclineDialog request={request} onClose={() => setDeclining(false)} />}
      </HStack>
    );
  }
  if (request.status === 'accepted') {
    return (
      <Button
        size="xs"
        colorPalette="green"
        loading={completing.isLoading}
        onClick={() =>
          void run(() => complete({ id: request.id }).unwrap(), t('requests.completed', { number: request.requestNo }))
        }
        data-testid={ids.complete(request.id)}
      >
        {t('requests.complete')}
      </Button>
    );
  }
  return null;
}
