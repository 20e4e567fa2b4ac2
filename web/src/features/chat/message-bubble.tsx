// One message as a bubble: text always as text (React escapes it, never HTML), a picture fetched with the
// login (chat pictures are private), or a goods card; the time, and for the sender its delivery state.
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Image, Skeleton, Text } from '@chakra-ui/react';
import type { ChatMessage } from '@portal/contracts/http/chat';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { useChatPictureQuery } from './chat-api.ts';
import type { DeliveryState } from './chat-slice.ts';
import { chatTime } from './chat-time.ts';
import { chatTestIds as ids } from './test-ids.ts';

function ChatPicture({ fileId, name }: { fileId: string; name: string }) {
  const { t } = useTranslation('chat');
  const query = useChatPictureQuery({ fileId });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!(query.data instanceof Blob)) return;
    const url = URL.createObjectURL(query.data);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [query.data]);
  if (query.isError) return <Text fontSize="sm">{t('message.pictureError')}</Text>;
  if (!src) return <Skeleton w="12rem" h="9rem" borderRadius="md" />;
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <Image src={src} alt={name || t('message.picture')} maxW="min(15rem, 100%)" maxH="15rem" borderRadius="md" />
    </a>
  );
}

function GoodsCard({ goods }: { goods: NonNullable<ChatMessage['goods']> }) {
  const { t } = useTranslation('chat');
  const lang = useAppSelector(selectLanguage);
  return (
    <Flex
      asChild
      gap={3}
      bg="bg"
      color="fg"
      borderRadius="md"
      borderWidth="1px"
      p={2}
      w="min(18rem, 100%)"
      boxShadow="xs"
      _hover={{ borderColor: 'brand.solid' }}
      data-testid={ids.goodsCard}
    >
      {/* The card opens the goods it shows. */}
      <RouterLink to={paths.goodsDetail(goods.id)}>
        <Image
          src={goods.image}
          alt=""
          boxSize="4.5rem"
          borderRadius="sm"
          objectFit="cover"
          flexShrink={0}
          bg="bg.muted"
        />
        <Box minW={0}>
          <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
            {lang === 'en' ? goods.titleEn : goods.title}
          </Text>
          <Text fontSize="sm" color="red.600" fontWeight="bold" mt={1}>
            {goods.price === null
              ? t('message.priceOnApplication')
              : t('message.pricePerUnit', { price: formatMoney(goods.price), unit: t(`units.${goods.unit}`) })}
          </Text>
        </Box>
      </RouterLink>
    </Flex>
  );
}

/** Bubbles the browser skips while off screen (their last size, or about one line's, kept in the scroll). */
const OFFSCREEN_SKIPPED = { contentVisibility: 'auto', containIntrinsicSize: 'auto 3.5rem' } as const;

/** A bubble renders when its own message or delivery state changes, not when another message arrives. */
export const MessageBubble = memo(function MessageBubble({
  message,
  mine,
  delivery,
}: {
  message: ChatMessage;
  mine: boolean;
  /** Shown under the sender's last message. */
  delivery?: DeliveryState | undefined;
}) {
  const { t } = useTranslation('chat');
  const lang = useAppSelector(selectLanguage);
  return (
    <Flex
      direction="column"
      align={mine ? 'flex-end' : 'flex-start'}
      data-testid={ids.message}
      data-side={mine ? 'mine' : 'theirs'}
      data-message-id={message.id}
      // A bubble out of the view is neither styled, laid out nor painted (a conversation shows up to a few
      // hundred); the size it last had holds its place. A message arriving then lays out the new bubble only.
      css={OFFSCREEN_SKIPPED}
    >
      {/* Text sits in a bubble; a picture or a goods card is its own frame. */}
      <Box
        maxW={{ base: '85%', md: '70%' }}
        {...(message.kind === 'text'
          ? {
              px: 3,
              py: 2,
              borderRadius: 'lg',
              borderEndEndRadius: mine ? 'sm' : 'lg',
              borderEndStartRadius: mine ? 'lg' : 'sm',
              bg: mine ? 'brand.solid' : 'bg',
              color: mine ? 'brand.contrast' : 'fg',
              borderWidth: mine ? 0 : '1px',
              boxShadow: 'xs',
            }
          : {})}
      >
        {message.kind === 'text' && (
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {message.text}
          </Text>
        )}
        {message.kind === 'picture' && message.picture && (
          <ChatPicture fileId={message.picture.fileId} name={message.picture.name} />
        )}
        {message.kind === 'goods' && message.goods && <GoodsCard goods={message.goods} />}
      </Box>
      <Text fontSize="xs" color="fg.muted" mt={0.5}>
        {chatTime(message.sentAt, lang)}
        {delivery && (
          <Box as="span" ms={2} data-testid={ids.delivery} data-state={delivery}>
            {t(`delivery.${delivery}`)}
          </Box>
        )}
      </Text>
    </Flex>
  );
});
