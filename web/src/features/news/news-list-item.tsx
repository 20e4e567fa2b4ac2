// One article in the news list: cover, title (the search terms marked), summary, date, source and views.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, HStack, Highlight, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { NewsItem } from '@portal/contracts/http/news';
import { paths } from '@/shared/paths.ts';
import { newsTestIds } from './test-ids.ts';

const MARK_STYLES = { px: '0.5', bg: 'brand.muted', color: 'brand.fg', borderRadius: 'sm' } as const;

export function NewsListItem({ item, terms }: { item: NewsItem; terms: string[] }) {
  const { t } = useTranslation('news');
  const to = paths.newsDetail(item.id);
  return (
    <Flex
      as="li"
      gap={{ base: 3, md: 5 }}
      py={{ base: 3, md: 4 }}
      align="flex-start"
      data-testid={newsTestIds.list.item}
      data-id={item.id}
    >
      <Box
        asChild
        flexShrink={0}
        display={{ base: 'none', sm: 'block' }}
        w={{ sm: '8rem', md: '11rem' }}
        borderRadius="md"
        overflow="hidden"
        bg="bg.muted"
      >
        <RouterLink to={to} tabIndex={-1} aria-hidden="true">
          <Image src={item.cover} alt="" w="full" aspectRatio={16 / 9} objectFit="cover" loading="lazy" />
        </RouterLink>
      </Box>
      <Stack gap={1.5} flex="1" minW={0}>
        <HStack gap={2} wrap="wrap">
          {item.top && (
            <Badge colorPalette="red" variant="solid" size="sm">
              {t('list.pinned')}
            </Badge>
          )}
          <Badge colorPalette={item.category === 'announcement' ? 'brand' : 'gray'} size="sm">
            {t(`categories.${item.category}`)}
          </Badge>
        </HStack>
        <Link
          asChild
          fontSize={{ base: 'md', md: 'lg' }}
          fontWeight="semibold"
          lineHeight="1.5"
          _hover={{ color: 'brand.fg' }}
          data-testid={newsTestIds.list.itemLink}
        >
          <RouterLink to={to}>
            <Highlight query={terms} ignoreCase styles={MARK_STYLES}>
              {item.title}
            </Highlight>
          </RouterLink>
        </Link>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          <Highlight query={terms} ignoreCase styles={MARK_STYLES}>
            {item.summary}
          </Highlight>
        </Text>
        <HStack gap={4} fontSize="xs" color="fg.muted" wrap="wrap">
          <Text as="span">{item.publishDate}</Text>
          <Text as="span">{t('list.source', { source: item.source })}</Text>
          <Text as="span">{t('list.views', { count: item.views })}</Text>
        </HStack>
      </Stack>
    </Flex>
  );
}
