// The caller's conversations, latest first: who, the last message, when, and how many wait unread. It is
// refetched when the unread total of the header moves (a `chat:inbox` of any conversation), at most once a
// second while it keeps moving.
import { memo, useEffect, useEffectEvent, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import type { Lang } from '@portal/contracts/envelope';
import type { ChatConversation, ChatMessage } from '@portal/contracts/http/chat';
import { paths } from '@/shared/paths.ts';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectChatUnread } from '@/shared/session/chat-unread.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { useChatConversationsQuery } from './chat-api.ts';
import { chatTime } from './chat-time.ts';
import { chatTestIds as ids } from './test-ids.ts';

/** One line about a message for the list: its text, or what it carries. */
export function usePreview() {
  const { t } = useTranslation('chat');
  const lang = useAppSelector(selectLanguage);
  return (message: ChatMessage | null): string => {
    if (!message) return t('list.noMessages');
    if (message.kind === 'picture') return t('message.picturePreview');
    if (message.kind === 'goods') {
      const title = message.goods ? (lang === 'en' ? message.goods.titleEn : message.goods.title) : '';
      return t('message.goodsPreview', { title });
    }
    return message.text;
  };
}

export function PeerAvatar({ conversation, size = 10 }: { conversation: ChatConversation; size?: number }) {
  const initial = [...conversation.peerName][0]?.toUpperCase() ?? '?';
  return conversation.peerAvatar ? (
    <Image
      src={conversation.peerAvatar}
      alt=""
      boxSize={size}
      borderRadius="full"
      flexShrink={0}
      bg="bg.muted"
      objectFit="cover"
    />
  ) : (
    <Flex
      boxSize={size}
      borderRadius="full"
      flexShrink={0}
      bg="brand.subtle"
      color="brand.fg"
      align="center"
      justify="center"
      fontWeight="bold"
      aria-hidden="true"
    >
      {initial}
    </Flex>
  );
}

/** The list asks again at most this often while the unread total keeps moving (a busy conversation moves it
 * with each message and each read: one request a second, not one per message). */
export const LIST_REFRESH_MS = 1000;

/** Refetches after `value` changes (not on mount: the query fetches then), at most once per `gapMs`; the
 * last change always ends in a refetch. */
function useRefetchOnChange(value: number, refetch: () => unknown, gapMs: number) {
  const seen = useRef(value);
  const lastAt = useRef(0);
  const refetchNow = useEffectEvent(() => {
    lastAt.current = Date.now();
    void refetch();
  });
  useEffect(() => {
    if (value === seen.current) return;
    seen.current = value;
    const timer = setTimeout(refetchNow, Math.max(0, lastAt.current + gapMs - Date.now()));
    return () => clearTimeout(timer);
  }, [value, gapMs]);
}

/** One conversation of the list: renders when its own record (kept by RTK Query's structural sharing), its
 * selection or the language changes, not when another conversation moves. */
const ConversationRow = memo(function ConversationRow({
  conversation,
  selected,
  lang,
}: {
  conversation: ChatConversation;
  selected: boolean;
  lang: Lang;
}) {
  const { t } = useTranslation('chat');
  const preview = usePreview();
  return (
    <li>
      <RouterLink
        to={paths.chat({ conversationId: conversation.id })}
        data-testid={ids.listItem}
        aria-current={selected ? 'page' : undefined}
      >
        <Flex
          gap={3}
          px={3}
          py={3}
          align="center"
          bg={selected ? 'brand.subtle' : undefined}
          _hover={{ bg: selected ? 'brand.subtle' : 'bg.muted' }}
          borderStartWidth="3px"
          borderStartColor={selected ? 'brand.solid' : 'transparent'}
        >
          <PeerAvatar conversation={conversation} />
          <Box flex="1" minW={0}>
            <Flex justify="space-between" gap={2} align="baseline">
              <Text fontWeight="semibold" truncate>
                {conversation.peerName}
              </Text>
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                {chatTime(conversation.lastAt, lang)}
              </Text>
            </Flex>
            <Flex justify="space-between" gap={2} align="center">
              <Text fontSize="sm" color="fg.muted" truncate>
                {preview(conversation.lastMessage)}
              </Text>
              {conversation.unread > 0 && (
                <Badge
                  colorPalette="red"
                  variant="solid"
                  borderRadius="full"
                  flexShrink={0}
                  data-testid={ids.listItemUnread}
                  aria-label={t('list.unread', { count: conversation.unread })}
                >
                  {conversation.unread > 99 ? '99+' : conversation.unread}
                </Badge>
              )}
            </Flex>
          </Box>
        </Flex>
      </RouterLink>
    </li>
  );
});

export function ConversationList({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation('chat');
  // A list kept from an earlier visit is asked again on coming back (what moved meanwhile is not in it).
  const query = useChatConversationsQuery(undefined, { refetchOnMountOrArgChange: true });
  const total = useAppSelector(selectChatUnread);
  const lang = useAppSelector(selectLanguage);
  useRefetchOnChange(total, query.refetch, LIST_REFRESH_MS);

  return (
    <Box data-testid={ids.list} overflowY="auto" h="full" aria-label={t('list.title')} as="nav">
      <QueryState
        query={query}
        isEmpty={(data) => data.records.length === 0}
        empty={t('list.empty')}
        emptyDetail={<Text color="fg.muted">{t('list.emptyHint')}</Text>}
        errorTitle={t('list.loadError')}
        skeleton={{ rows: 5, rowHeight: '4rem', gap: 2 }}
      >
        {(data) => (
          <Stack as="ul" listStyleType="none" gap={0} divideY="1px">
            {data.records.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                selected={conversation.id === selectedId}
                lang={lang}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
