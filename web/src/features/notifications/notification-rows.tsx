// The notices as rows, each a link to the thing: title, text, how long ago on the server clock (the shared
// market-time module), unread ones marked. Shared by the header's bell and the buyer centre's page.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { NotificationItem } from '@portal/contracts/http/notification';
import type { Lang } from '@portal/contracts/envelope';
import { marketDateTime, marketRelative } from '@/shared/market-time.ts';
import { useServerClock, useServerNow } from '@/shared/realtime/use-server-clock.tsx';
import { notificationTestIds as ids } from './test-ids.ts';

export interface NotificationRowsProps {
  records: readonly NotificationItem[];
  /** Ids shown as unread: those unread when the list was opened (they are marked read at once). */
  unread: ReadonlySet<number>;
  /** Called when a row's link is followed (the bell closes). */
  onFollow?: () => void;
  compact?: boolean;
}

export function NotificationRows({ records, unread, onFollow, compact = false }: NotificationRowsProps) {
  const { t, i18n } = useTranslation('notifications');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const now = useServerNow(useServerClock()) ?? Date.now();
  return (
    <Stack as="ul" listStyleType="none" gap={0} divideY="1px" data-testid={ids.list}>
      {records.map((item) => {
        const isUnread = unread.has(item.id);
        return (
          <Box as="li" key={item.id} data-testid={ids.row} data-unread={isUnread || undefined}>
            <Link
              asChild
              display="block"
              px={3}
              py={compact ? 2 : 3}
              bg={isUnread ? 'brand.subtle' : undefined}
              _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              color="fg"
              onClick={onFollow}
            >
              <RouterLink to={item.link}>
                <HStack align="start" gap={2}>
                  <Box
                    mt="0.45rem"
                    boxSize={2}
                    flexShrink={0}
                    borderRadius="full"
                    bg={isUnread ? 'red.solid' : 'transparent'}
                    aria-hidden="true"
                  />
                  <Stack gap={0.5} minW={0} flex="1">
                    <Text fontWeight={isUnread ? 'semibold' : 'medium'} fontSize="sm">
                      {isUnread && (
                        <Box as="span" srOnly>
                          {t('unread')}{' '}
                        </Box>
                      )}
                      {item.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" lineClamp={compact ? 2 : undefined} wordBreak="break-word">
                      {item.text}
                    </Text>
                    <Text as="span" fontSize="xs" color="fg.subtle">
                      <time dateTime={new Date(item.createdAt).toISOString()} title={marketDateTime(item.createdAt)}>
                        {marketRelative(item.createdAt, lang, now)}
                      </time>
                    </Text>
                  </Stack>
                </HStack>
              </RouterLink>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
