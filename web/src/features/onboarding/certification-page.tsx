// /certification, the Merchant Center's entry: the onboarding wizard for a user who may apply, the status of a
// submitted application (live: the decision arrives on the user's room). The operator reviews applications in
// the console's queue (/console, merchant entries), where this page sends it. Anonymous users log in first.
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Stack, Text } from '@chakra-ui/react';
import type { MerchantEntry, StoreTypeValue } from '@portal/contracts/http/merchant-entry';
import { ONBOARDING_REVIEW_DAYS } from '@portal/contracts/rules/constants';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { EntryStatusView } from './entry-status.tsx';
import { EntryWizard } from './entry-wizard.tsx';
import { useMyMerchantEntryQuery } from './onboarding-api.ts';
import { onboardingTestIds as ids } from './test-ids.ts';
import { useMerchantEntryLive } from './use-entry-live.ts';

function fixedTypeOf(role: string | undefined): StoreTypeValue | null {
  return role === 'shop' || role === 'factory' || role === 'provider' ? role : null;
}

function ApplicantView() {
  const { t } = useTranslation('onboarding');
  const user = useSelector(selectUserInfo);
  const query = useMyMerchantEntryQuery();
  const [editing, setEditing] = useState<number | null>(null);
  useMerchantEntryLive();
  return (
    <QueryState query={query} empty={null} isEmpty={() => false}>
      {(mine) => {
        const entry: MerchantEntry | null = mine.entry;
        if (entry && entry.status !== 'draft' && editing !== entry.id) {
          return <EntryStatusView entry={entry} onEdit={() => setEditing(entry.id)} />;
        }
        if (!mine.applyable) {
          return (
            <Alert.Root status="warning" data-testid={ids.refusal}>
              <Alert.Indicator />
              <Alert.Title>{mine.message}</Alert.Title>
            </Alert.Root>
          );
        }
        return (
          <Stack gap={4}>
            <Text color="fg.muted">{t('intro')}</Text>
            <Text fontSize="sm">{t('flow', ONBOARDING_REVIEW_DAYS)}</Text>
            <EntryWizard
              key={entry?.id ?? 0}
              entry={entry}
              fixedType={fixedTypeOf(user?.role)}
              startStep={entry?.status === 'rejected' ? 1 : 0}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}

export default function CertificationPage() {
  const { t } = useTranslation('onboarding');
  const user = useSelector(selectUserInfo);
  if (user?.role === 'operator') return <Navigate to={paths.console({ kind: 'merchantEntry' })} replace />;
  return (
    <PageFrame title={t('title')}>
      <RequireLogin>
        <ApplicantView />
      </RequireLogin>
    </PageFrame>
  );
}
