// News headlines of the home page with their dates (YYYY-MM-DD).
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { HomeData } from '@portal/contracts/http/home';

export function NewsList({ news }: { news: HomeData['news'] }) {
  const { t } = useTranslation('home');
  if (news.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap={0} divideY="1px">
      {news.map((item) => (
        <Flex as="li" key={item.id} py={2.5} gap={3} align="center" justify="space-between">
          <Flex gap={2} align="center" minW={0}>
            <Badge size="sm" colorPalette={item.category === 'announcement' ? 'brand' : 'gray'} flexShrink={0}>
              {t(`newsCategory.${item.category}`)}
            </Badge>
            <Link asChild minW={0} _hover={{ color: 'brand.fg' }}>
              <RouterLink to={paths.newsDetail(item.id)}>
                <Text truncate>{item.title}</Text>
              </RouterLink>
            </Link>
          </Flex>
          <Text fontSize="sm" color="fg.muted" flexShrink={0}>
            {item.publishDate}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
