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
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = servicesTestIds.requests;
export const DECLINE_REASON_MAX = 200;

function DeclineDialog({ request, onClose }: { request: ServiceRequest; onClose(): void }) {
  const { t } = useTranslation('services');
  const formRef = useRef<HTMLFormElement>(null);
  const [decline, { isLoading }] = useDeclineRequestMutation();
  const form = useFieldForm(
    { reason: '' },
    { reason: (v) => checkRequired(v.reason.trim(), labelKey('services:ruleLabels.reason')) },
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

/** One step the provider takes at a click (accept, complete): busy while it runs, a success toast after. */
function StepButton({
  request,
  step,
  colorPalette,
}: {
  request: ServiceRequest;
  step: 'accept' | 'complete';
  colorPalette: string;
}) {
  const { t } = useTranslation('services');
  const [accept, accepting] = useAcceptRequestMutation();
  const [complete, completing] = useCompleteRequestMutation();
  const [send, state, done] =
    step === 'accept' ? [accept, accepting, 'requests.accepted'] : [complete, completing, 'requests.completed'];
  const onClick = async () => {
    try {
      await send({ id: request.id }).unwrap();
      showSuccess(t(done, { number: request.requestNo }));
    } catch {
      // The baseQuery has shown the server's refusal (e.g. the request was declined meanwhile) already.
    }
  };
  return (
    <Button
      size="xs"
      colorPalette={colorPalette}
      loading={state.isLoading}
      onClick={() => void onClick()}
      data-testid={ids[step](request.id)}
    >
      {t(`requests.${step}`)}
    </Button>
  );
}

/** The buttons of one received request, by its status (none once it is declined or done). */
export function ProviderActions({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation('services');
  const [declining, setDeclining] = useState(false);
  if (request.status === 'submitted') {
    return (
      <HStack gap={2}>
        <StepButton request={request} step="accept" colorPalette="brand" />
        <Button size="xs" variant="outline" onClick={() => setDeclining(true)} data-testid={ids.decline(request.id)}>
          {t('requests.decline')}
        </Button>
        {declining && <DeclineDialog request={request} onClose={() => setDeclining(false)} />}
      </HStack>
    );
  }
  if (request.status === 'accepted') return <StepButton request={request} step="complete" colorPalette="green" />;
  return null;
}
