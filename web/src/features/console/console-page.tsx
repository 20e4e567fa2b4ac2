// /console: the operator's console (the seeded `operator`): one review queue of every application a person
// decides. Anonymous users are asked to log in; other users are told the page is the operator's.
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Alert } from '@chakra-ui/react';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { consoleTestIds as ids } from './test-ids.ts';

export default function ConsolePage() {
  const { t } = useTranslation('console');
  const user = useSelector(selectUserInfo);
  return (
    <PageFrame title={t('title')}>
      <RequireLogin>
        {user?.role === 'operator' ? (
          <ReviewQueue />
        ) : (
          <Alert.Root status="warning" data-testid={ids.notOperator}>
            <Alert.Indicator />
            <Alert.Title>{t('notOperator')}</Alert.Title>
          </Alert.Root>
        )}
      </RequireLogin>
    </PageFrame>
  );
}
