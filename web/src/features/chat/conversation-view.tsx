// One conversation: who it is with, its messages (older pages on demand, live ones as they come), the
// delivery state of the caller's last message, marking read what the caller sees, and the composer (text,
// a picture under the upload rules of requirements section 5, the goods card the user came from).
import {
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Flex, IconButton, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { CHAT_TEXT_MAX, type ChatConversation, type ChatMessage, type SendBody } from '@portal/contracts/http/chat';
import { checkAttachments, ruleMessage } from '@portal/contracts/rules/validation';
import { paths } from '@/shared/paths.ts';
import { ConnectionStatus } from '@/shared/realtime/realtime-status.tsx';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { useChatReadMutation, useChatSendMutation, useLazyChatHistoryQuery } from './chat-api.ts';
import {
  deliveryOf,
  messageReceived,
  messagesOf,
  olderLoaded,
  selectConversationState,
  type ConversationState,
} from './chat-slice.ts';
import { PeerAvatar } from './conversation-list.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { useChatRoom } from './use-chat-room.ts';
import { useUploadFileMutation } from '@/shared/api/upload-api.ts';
import { chatTestIds as ids } from './test-ids.ts';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const GROWS_WITH_TEXT = { fieldSizing: 'content', minHeight: '4.5rem' } as const;
const newKey = () => globalThis.crypto.randomUUID();

/** Sends one message with a client key kept until it is stored, so a retry never stores it twice. */
function useSender(conversationId: number) {
  const dispatch = useAppDispatch();
  const [send, state] = useChatSendMutation();
  return {
    sending: state.isLoading,
    async send(body: Omit<SendBody, 'conversationId' | 'clientKey'>, clientKey: string): Promise<boolean> {
      const answer = await send({ ...body, conversationId, clientKey });
      if ('data' in answer && answer.data) {
        dispatch(messageReceived(answer.data));
        return true;
      }
      return false; // the baseQuery has shown why; what the user typed stays
    },
  };
}

/** What the composer shows about the text: only these re-render it, never a key press itself (the textarea
 * keeps the text; a render per key of the composer's parts cost a slow phone a frame, R10.4). */
interface Draft {
  empty: boolean;
  /** Characters left, once the text is near the limit. */
  remaining: number | null;
}

const draftOf = (text: string): Draft => ({
  empty: text.trim() === '',
  remaining: text.length > CHAT_TEXT_MAX - 200 ? CHAT_TEXT_MAX - text.length : null,
});

/** The composer: memoised, so a message arriving renders the list, not the composer. */
const Composer = memo(function Composer({
  conversationId,
  goodsId,
  goodsSent,
}: {
  conversationId: number;
  goodsId: number | null;
  goodsSent: boolean;
}) {
  const { t } = useTranslation('chat');
  const lang = useAppSelector(selectLanguage);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(''));
  const onText = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = draftOf(event.target.value);
    setDraft((old) => (old.empty === next.empty && old.remaining === next.remaining ? old : next));
  };
  const [pictureError, setPictureError] = useState<string | null>(null);
  const keyRef = useRef(newKey());
  const sender = useSender(conversationId);
  const [uploadPicture, uploadState] = useUploadFileMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = sender.sending || uploadState.isLoading;

  const sendText = async () => {
    const text = textArea.current?.value ?? '';
    if (text.trim() === '' || busy) return;
    if (await sender.send({ kind: 'text', text }, keyRef.current)) {
      if (textArea.current) textArea.current.value = '';
      setDraft(draftOf(''));
      keyRef.current = newKey();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line; never while an input method is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendText();
    }
  };
  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const failure = checkAttachments([{ name: file.name, size: file.size, type: file.type }], { max: 1 });
    if (failure) return setPictureError(ruleMessage(failure, lang));
    if (!PICTURE_TYPES.includes(file.type)) return setPictureError(t('composer.pictureOnly'));
    setPictureError(null);
    const uploaded = await uploadPicture({ file, purpose: 'chat' });
    if (!('data' in uploaded) || !uploaded.data) return;
    await sender.send({ kind: 'picture', fileId: uploaded.data.fileId }, newKey());
  };

  return (
    <Box borderTopWidth="1px" bg="bg" p={{ base: 2, md: 3 }}>
      {goodsId !== null && !goodsSent && (
        <Flex
          data-testid={ids.goodsOffer}
          align="center"
          justify="space-between"
          gap={3}
          mb={2}
          px={3}
          py={2}
          bg="brand.subtle"
          borderRadius="md"
          wrap="wrap"
        >
          <Text fontSize="sm">{t('composer.goodsOffer')}</Text>
          <Button
            size="xs"
            colorPalette="brand"
            data-testid={ids.sendGoods}
            loading={sender.sending}
            onClick={() => void sender.send({ kind: 'goods', goodsId }, `goods-${conversationId}-${goodsId}`)}
          >
            {t('composer.sendGoods')}
          </Button>
        </Flex>
      )}
      {pictureError && (
        <Alert.Root status="error" size="sm" mb={2} data-testid={ids.pictureError}>
          <Alert.Indicator />
          <Alert.Title>{pictureError}</Alert.Title>
        </Alert.Root>
      )}
      <Flex gap={2} align="flex-end">
        <input
          ref={fileInput}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          data-testid={ids.pictureInput}
          onChange={(event) => void onPicture(event)}
        />
        <IconButton
          aria-label={t('composer.picture')}
          title={t('composer.picture')}
          variant="outline"
          size="md"
          loading={uploadState.isLoading}
          onClick={() => fileInput.current?.click()}
        >
          <PictureIcon />
        </IconButton>
        <Textarea
          ref={textArea}
          defaultValue=""
          onChange={onText}
          onKeyDown={onKeyDown}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.placeholder')}
          maxLength={CHAT_TEXT_MAX}
          rows={2}
          resize="none"
          // Grows with its text up to 8rem by CSS alone (field-sizing): no script measures the page per key
          // press. A browser without field-sizing keeps two rows and scrolls.
          css={GROWS_WITH_TEXT}
          maxH="8rem"
          data-testid={ids.input}
        />
        <Button
          colorPalette="brand"
          onClick={() => void sendText()}
          disabled={draft.empty}
          // No fade between enabled and disabled: the recipe's opacity transition runs on the compositor, and
          // the key press that emptied the box was not presented until it ended (~150-200 ms on a slow phone).
          transition="none"
          loading={sender.sending}
          data-testid={ids.send}
        >
          {t('composer.send')}
        </Button>
      </Flex>
      {draft.remaining !== null && (
        <Text fontSize="xs" color="fg.muted" textAlign="end" mt={1}>
          {t('composer.remaining', { count: draft.remaining })}
        </Text>
      )}
    </Box>
  );
});

/** A 20 px line icon in the text's colour (the composer's picture button, the header's back link). */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

function PictureIcon() {
  return (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </LineIcon>
  );
}

/** A busy conversation marks read at most this often (the last message seen is always marked, at the end of
 * the gap): a read per message of a storm cost a request and a header update each. */
export const MARK_READ_GAP_MS = 500;

/** Marks read what the other side sent, once the caller sees it (the tab visible). */
function useMarkRead(
  conversationId: number,
  messages: readonly ChatMessage[],
  side: string | undefined,
  readId: number,
) {
  const [markRead] = useChatReadMutation();
  const asked = useRef(0);
  const lastAt = useRef(0);
  const lastTheirs = lastOf(messages, (message) => message.side !== side)?.id ?? 0;
  useEffect(() => {
    if (!side || lastTheirs <= readId || lastTheirs <= asked.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastTheirs <= asked.current) return;
      asked.current = lastTheirs;
      lastAt.current = Date.now();
      void markRead({ conversationId, upTo: lastTheirs });
    };
    const timer = setTimeout(mark, Math.max(0, lastAt.current + MARK_READ_GAP_MS - Date.now()));
    document.addEventListener('visibilitychange', mark);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', mark);
    };
  }, [conversationId, lastTheirs, readId, side, markRead]);
}

/** The newest message that passes `test` (from the end: a storm's render looks at a few, not all). */
function lastOf(messages: readonly ChatMessage[], test: (message: ChatMessage) => boolean) {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message && test(message)) return message;
  }
  return undefined;
}

/** Messages on screen before "show earlier": the newest of them (a conversation may hold thousands). */
export const CHAT_SHOWN = 60;

/** Who the conversation is with and the live state: memoised, so a message arriving does not render it. */
const ConversationHeader = memo(function ConversationHeader({
  conversation,
}: {
  conversation: ChatConversation | null;
}) {
  const { t } = useTranslation('chat');
  return (
    <Flex align="center" gap={3} px={{ base: 2, md: 4 }} py={2} borderBottomWidth="1px" bg="bg">
      <IconButton
        asChild
        variant="ghost"
        size="sm"
        display={{ base: 'inline-flex', md: 'none' }}
        aria-label={t('back')}
        data-testid={ids.back}
      >
        <RouterLink to={paths.chat()}>
          <LineIcon>
            <path d="M15 18l-6-6 6-6" />
          </LineIcon>
        </RouterLink>
      </IconButton>
      {conversation ? (
        <>
          <PeerAvatar conversation={conversation} size={9} />
          <Box minW={0} flex="1" data-testid={ids.peer}>
            <Text fontWeight="semibold" truncate>
              {conversation.peerName}
            </Text>
            {conversation.peerCompany && conversation.peerCompany !== conversation.peerName && (
              <Text fontSize="xs" color="fg.muted" truncate>
                {conversation.peerCompany}
              </Text>
            )}
          </Box>
        </>
      ) : (
        <Box flex="1" />
      )}
      <ConnectionStatus hideWhenLive />
    </Flex>
  );
});

/** The messages to render: the newest `size`, or from `anchorId` on while the user reads older ones (new
 * messages arriving then do not slide what they are reading off the screen). */
function windowOf(messages: readonly ChatMessage[], size: number, anchorId: number | null) {
  let start = Math.max(0, messages.length - size);
  if (anchorId !== null) {
    const anchor = messages.findIndex((message) => message.id === anchorId);
    if (anchor >= 0) start = Math.min(start, anchor);
  }
  return { shown: start === 0 ? messages : messages.slice(start), hidden: start };
}

export function ConversationView({ conversationId, goodsId }: { conversationId: number; goodsId: number | null }) {
  useChatRoom(conversationId);
  const entry = useAppSelector((state) => selectConversationState(state, conversationId));
  // What arrives is drawn at transition priority: a key press or a click in a busy conversation is answered
  // first, and the messages' render gives way to it (the body is memoised, so the urgent pass stops here).
  const shownEntry = useDeferredValue(entry);
  return <ConversationBody conversationId={conversationId} goodsId={goodsId} entry={shownEntry} />;
}

const ConversationBody = memo(function ConversationBody({
  conversationId,
  goodsId,
  entry,
}: {
  conversationId: number;
  goodsId: number | null;
  entry: ConversationState | undefined;
}) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const [loadOlder, older] = useLazyChatHistoryQuery();
  const scroller = useRef<HTMLDivElement>(null);
  const conversation = entry?.conversation ?? null;
  const messages = messagesOf(entry);
  const side = conversation?.side;
  const receipts = entry?.receipts;
  const readId = receipts ? (side === 'buyer' ? receipts.buyerReadId : receipts.sellerReadId) : 0;
  useMarkRead(conversationId, messages, side, readId);

  // Follow the newest message unless the user has scrolled up to read older ones.
  const lastId = messages.at(-1)?.id ?? 0;
  const [pinned, setPinned] = useState(true);
  const [size, setSize] = useState(CHAT_SHOWN);
  const [anchorId, setAnchorId] = useState<number | null>(null);
  const { shown, hidden } = windowOf(messages, size, anchorId);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && pinned) box.scrollTop = box.scrollHeight;
  }, [lastId, conversation, pinned]);
  // The messages grow after they are drawn (a bubble skipped off screen takes its real height once it is near the
  // view, a picture once it has loaded): while pinned, the newest stays in view.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const list = content.current;
    if (!pinned || !box || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      box.scrollTop = box.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [pinned, conversation]);

  /** After the next render, puts the message the user was looking at back where it was. */
  const keepPosition = () => {
    const box = scroller.current;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    requestAnimationFrame(() => {
      if (box) box.scrollTop = box.scrollHeight - fromBottom;
    });
  };
  const showEarlier = () => {
    keepPosition();
    setSize((value) => value + CHAT_SHOWN);
  };

  const showOlder = async () => {
    const box = scroller.current;
    const before = messages[0]?.id;
    if (before === undefined) return;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    const page = await loadOlder({ conversationId, before }).unwrap();
    setSize((value) => Math.max(value, messages.length) + page.messages.length);
    dispatch(olderLoaded({ conversationId, messages: page.messages, hasMore: page.hasMore }));
    // Keep the message the user was looking at where it was.
    requestAnimationFrame(() => {
      if (box) box.scrollTop = box.scrollHeight - fromBottom;
    });
  };

  if (entry?.refusal) {
    return (
      <Alert.Root status="error" m={4} data-testid={ids.openError}>
        <Alert.Indicator />
        <Alert.Title>{entry.refusal}</Alert.Title>
      </Alert.Root>
    );
  }
  const lastMine = lastOf(messages, (message) => message.side === side);
  const goodsSent = goodsId !== null && messages.some((m) => m.kind === 'goods' && m.goods?.id === goodsId);

  return (
    <Flex direction="column" h="full" minH={0} data-testid={ids.view}>
      <ConversationHeader conversation={conversation} />

      <Box
        ref={scroller}
        flex="1"
        minH={0}
        overflowY="auto"
        bg="bg.subtle"
        px={{ base: 2, md: 4 }}
        py={3}
        data-testid={ids.messages}
        role="log"
        aria-live="polite"
        aria-label={t('messages')}
        onScroll={(event) => {
          const box = event.currentTarget;
          const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
          if (atBottom === pinned) return;
          setPinned(atBottom);
          setAnchorId(atBottom ? null : (shown[0]?.id ?? null));
        }}
      >
        {!conversation ? (
          <Flex justify="center" py={10}>
            <Spinner color="brand.solid" aria-label={t('loading')} />
          </Flex>
        ) : (
          <Stack gap={3} ref={content}>
            {hidden > 0 && (
              <Flex justify="center">
                <Button size="xs" variant="outline" onClick={showEarlier} data-testid={ids.showEarlier}>
                  {t('showEarlier', { count: hidden })}
                </Button>
              </Flex>
            )}
            {hidden === 0 && entry?.hasMore && (
              <Flex justify="center">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => void showOlder()}
                  loading={older.isFetching}
                  data-testid={ids.loadOlder}
                >
                  {t('loadOlder')}
                </Button>
              </Flex>
            )}
            {messages.length === 0 && (
              <Text textAlign="center" color="fg.muted" fontSize="sm" py={6}>
                {t('firstMessage', { name: conversation.peerName })}
              </Text>
            )}
            {shown.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.side === side}
                delivery={message === lastMine && receipts ? deliveryOf(message, receipts) : undefined}
              />
            ))}
          </Stack>
        )}
      </Box>
      <Composer conversationId={conversationId} goodsId={goodsId} goodsSent={goodsSent} />
    </Flex>
  );
});
