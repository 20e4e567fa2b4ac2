// The provider's side of a received service request: accept or decline (with a reason the requester reads) a
// submitted one, mark an accepted one done. The list refetches through the 'Service' tag; a refusal from the
// server (someone acted first, a reason too short) shows in the user's language (the baseQuery's toast, or
// under the reason field).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HStack } from '@chakra-ui/react';
import type { ServiceRequest } from '@portal/contracts/http/order';
import { ReasonDialog } from '@/shared/forms/reason-dialog.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useAcceptRequestMutation, useCompleteRequestMutation, useDeclineRequestMutation } from './services-api.ts';
import { servicesTestIds } from './test-ids.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = servicesTestIds.requests;

function DeclineDialog({ request, onClose }: { request: ServiceRequest; onClose(): void }) {
  const { t } = useTranslation('services');
  const [decline, { isLoading }] = useDeclineRequestMutation();
  return (
    <ReasonDialog
      title={t('requests.declineTitle', { number: request.requestNo })}
      label={t('requests.declineReason')}
      ruleLabel={labelKey('services:ruleLabels.reason')}
      placeholder={t('requests.declinePlaceholder')}
      submitLabel={t('requests.decline')}
      cancelLabel={t('requests.keep')}
      closeLabel={t('requests.close')}
      formId={ids.declineForm}
      submitTestId={ids.declineSubmit}
      fieldTestId={ids.declineReason}
      submitting={isLoading}
      send={async (reason) => {
        await decline({ id: request.id, reason }).unwrap();
        showSuccess(t('requests.declined', { number: request.requestNo }));
      }}
      onClose={onClose}
    />
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
