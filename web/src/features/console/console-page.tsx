// /console: the operator's console (the seeded `operator`): the review queue of every application a person
// decides, and the parts the app composes in from other features (the agent purchases of every provider, the
// operator's notifications), one tab each, the tab in the URL (`?tab=agentPurchases`). Anonymous users are
// asked to log in; other users are told the page is the operator's.
import { Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { ReviewQueue } from './review-queue.tsx';
import { CONSOLE_TABS, consoleTestIds as ids, type ConsoleTab } from './test-ids.ts';

/** The tabs besides the review queue, as the app composes them (app/console-route.tsx). */
export type ConsoleSections = Partial<Record<Exclude<ConsoleTab, 'review'>, ReactNode>>;

function isTab(value: string | null, sections: ConsoleSections): value is ConsoleTab {
  return value === 'review' || (value !== null && value in sections);
}

function Loading() {
  return (
    <Stack gap={2}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h="6rem" borderRadius="md" />
      ))}
    </Stack>
  );
}

function ConsoleTabs({ sections }: { sections: ConsoleSections }) {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ConsoleTab = isTab(asked, sections) ? asked : 'review';
  const shown = CONSOLE_TABS.filter((key) => key === 'review' || sections[key] !== undefined);
  if (shown.length === 1) return <ReviewQueue />;
  return (
    <Tabs.Root
      value={tab}
      // Another tab starts without the queue's filters; the queue keeps them in its own parameters.
      onValueChange={(details) => setParams(details.value === 'review' ? {} : { tab: details.value })}
      variant="line"
      colorPalette="brand"
      lazyMount
      unmountOnExit
    >
      <Tabs.List mb={4} overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
        {shown.map((key) => (
          <Tabs.Trigger key={key} value={key} flexShrink={0} data-testid={ids.tab(key)}>
            {t(`tabs.${key}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((key) => (
        <Tabs.Content key={key} value={key} pt={0}>
          {key === 'review' ? <ReviewQueue /> : <Suspense fallback={<Loading />}>{sections[key]}</Suspense>}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

export function ConsolePage({ sections = {} }: { sections?: ConsoleSections }) {
  const { t } = useTranslation('console');
  const user = useSelector(selectUserInfo);
  return (
    <PageFrame title={t('title')}>
      <RequireLogin>
        {user?.role === 'operator' ? (
          <ConsoleTabs sections={sections} />
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

export default ConsolePage;
