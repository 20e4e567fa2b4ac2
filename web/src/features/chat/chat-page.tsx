// /chat: the caller's conversations beside the open one (on a phone: the list, then the conversation as its
// own screen). `?companyId=` (the 'contact the seller' link of goods, shops and factories) opens or starts
// the conversation with that seller, `&goodsId=` offers to send that goods card; `?conversationId=` opens one.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, EmptyState, Flex, Spinner } from '@chakra-ui/react';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { ChatIcon } from '@/shared/ui/icons.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { useChatOpenMutation } from './chat-api.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { chatTestIds as ids } from './test-ids.ts';

/** A positive integer from the URL, else null (a hand-edited URL is not an error page). */
function idParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/** Opens (or starts) the conversation with a seller's company, then shows it in the URL. */
function useOpenFromLink(companyId: number | null, goodsId: number | null) {
  const [, setParams] = useSearchParams();
  const [open, state] = useChatOpenMutation();
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (companyId === null || asked.current === companyId) return;
    asked.current = companyId;
    void open({ companyId })
      .unwrap()
      .then(
        (conversation) => {
          const next = paths.chat({ conversationId: conversation.id, ...(goodsId !== null ? { goodsId } : {}) });
          setParams(new URLSearchParams(next.slice(next.indexOf('?') + 1)), { replace: true });
        },
        () => undefined,
      );
  }, [companyId, goodsId, open, setParams]);
  return state;
}

function ChatWorkspace() {
  const { t } = useTranslation('chat');
  const [params] = useSearchParams();
  const companyId = idParam(params.get('companyId'));
  const goodsId = idParam(params.get('goodsId'));
  const conversationId = idParam(params.get('conversationId'));
  const opening = useOpenFromLink(conversationId === null ? companyId : null, goodsId);
  const showing = conversationId !== null || companyId !== null;

  return (
    <Box
      data-testid={ids.root}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '20rem 1fr', lg: '22rem 1fr' }}
      h={{ base: 'calc(100dvh - 18.5rem)', md: 'min(46rem, calc(100dvh - 19rem))' }}
      minH="26rem"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg="bg"
    >
      <Box
        display={{ base: showing ? 'none' : 'block', md: 'block' }}
        borderEndWidth={{ md: '1px' }}
        minH={0}
        overflow="hidden"
      >
        <ConversationList selectedId={conversationId} />
      </Box>
      <Box display={{ base: showing ? 'block' : 'none', md: 'block' }} minH={0} overflow="hidden">
        {conversationId !== null ? (
          <ConversationView key={conversationId} conversationId={conversationId} goodsId={goodsId} />
        ) : opening.isError ? (
          <Alert.Root status="error" m={4} data-testid={ids.openError}>
            <Alert.Indicator />
            <Alert.Title>
              {isApiError(opening.error) && opening.error.message ? opening.error.message : t('openError')}
            </Alert.Title>
          </Alert.Root>
        ) : companyId !== null ? (
          <Flex justify="center" align="center" h="full">
            <Spinner color="brand.solid" aria-label={t('loading')} />
          </Flex>
        ) : (
          <EmptyState.Root h="full" data-testid={ids.pickHint}>
            <EmptyState.Content>
              <EmptyState.Indicator>
                <ChatIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>{t('pick.title')}</EmptyState.Title>
              <EmptyState.Description>{t('pick.detail')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Box>
    </Box>
  );
}

export default function ChatPage() {
  const { t } = useTranslation('chat');
  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('title') }]}>
      <RequireLogin>
        <ChatWorkspace />
      </RequireLogin>
    </PageFrame>
  );
}
