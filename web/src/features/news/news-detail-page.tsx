// /newsDetail?id=: one article: title, date (YYYY-MM-DD), source, the body paragraph by paragraph, and the
// previous and next articles; the breadcrumb leads back to the list.
import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  HStack,
  Image,
  Link,
  Separator,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { NewsDetail } from '@portal/contracts/http/news';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { ChevronRightIcon } from '@/shared/ui/icons.tsx';
import { useNewsArticleQuery } from './news-api.ts';
import { paths } from '@/shared/paths.ts';
import { newsArticleQuery } from './news-query.ts';
import { newsTestIds } from './test-ids.ts';

const ids = newsTestIds.detail;

type Neighbour = NewsDetail['prev'];

function NeighbourLink({ label, article, testId }: { label: string; article: Neighbour; testId: string }) {
  const { t } = useTranslation('news');
  return (
    <Flex gap={2} fontSize="sm" minW={0} data-testid={testId}>
      <Text as="span" color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      {article ? (
        <Link asChild color="brand.fg" minW={0}>
          <RouterLink to={paths.newsDetail(article.id)}>
            <Text as="span" truncate>
              {article.title}
            </Text>
          </RouterLink>
        </Link>
      ) : (
        <Text as="span" color="fg.muted">
          {t('detail.none')}
        </Text>
      )}
    </Flex>
  );
}

function Article({ article }: { article: NewsDetail }) {
  const { t } = useTranslation('news');
  return (
    <Stack gap={5}>
      <HStack
        gap={{ base: 2, md: 5 }}
        wrap="wrap"
        fontSize="sm"
        color="fg.muted"
        pb={4}
        borderBottomWidth="1px"
        borderStyle="dashed"
        data-testid={ids.meta}
      >
        <Badge colorPalette={article.category === 'announcement' ? 'brand' : 'gray'}>
          {t(`categories.${article.category}`)}
        </Badge>
        <Text as="span" data-testid={ids.date}>
          {t('detail.published', { date: article.publishDate })}
        </Text>
        <Text as="span" data-testid={ids.source}>
          {t('detail.source', { source: article.source })}
        </Text>
        {article.author && <Text as="span">{t('detail.author', { author: article.author })}</Text>}
        <Text as="span">{t('detail.views', { count: article.views })}</Text>
      </HStack>

      {article.summary && (
        <Box
          bg="bg.muted"
          borderStartWidth="4px"
          borderColor="brand.solid"
          px={4}
          py={3}
          color="fg.muted"
          fontSize="sm"
        >
          {article.summary}
        </Box>
      )}

      {article.cover && (
        <Image src={article.cover} alt={article.title} maxH="22rem" w="full" objectFit="cover" borderRadius="md" />
      )}

      <Stack gap={4} fontSize={{ base: 'md', md: 'lg' }} lineHeight="2" data-testid={ids.body}>
        {article.paragraphs.map((paragraph, index) => (
          <Text key={index} textIndent="2em">
            {paragraph}
          </Text>
        ))}
      </Stack>

      <Separator />
      <Stack gap={2}>
        <NeighbourLink label={t('detail.prev')} article={article.prev} testId={ids.prev} />
        <NeighbourLink label={t('detail.next')} article={article.next} testId={ids.next} />
      </Stack>
      <Box>
        <Button asChild variant="outline" size="sm" data-testid={ids.back}>
          <RouterLink to={paths.news()}>
            <ChevronRightIcon transform="rotate(180deg)" />
            {t('detail.back')}
          </RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}

export default function NewsDetailPage() {
  const { t } = useTranslation('news');
  const [params] = useSearchParams();
  const id = newsArticleQuery.read(params).id ?? null;
  const { data, isLoading, isError, isFetching } = useNewsArticleQuery(id === null ? skipToken : { id });
  // While another article loads, the previous one is not shown under the new id.
  const article = data && data.id === id ? data : undefined;

  useEffect(() => {
    document.title = article ? t('detail.documentTitle', { title: article.title }) : t('documentTitle');
  }, [article, t]);

  const breadcrumb = [
    { label: t('title'), to: paths.news() },
    ...(article
      ? [{ label: t(`categories.${article.category}`), to: paths.news({ category: article.category }) }]
      : []),
    { label: t('detail.current') },
  ];

  return (
    <PageFrame title={article?.title ?? t('detail.heading')} breadcrumb={breadcrumb}>
      <Box
        bg="bg"
        borderRadius="lg"
        borderWidth="1px"
        px={{ base: 4, md: 10 }}
        py={{ base: 4, md: 8 }}
        data-testid={ids.root}
      >
        {(isLoading || (isFetching && !article)) && (
          <Stack gap={4} data-testid={ids.loading}>
            <Skeleton h="5" w="60%" />
            <SkeletonText noOfLines={6} gap={3} />
          </Stack>
        )}
        {(id === null || (isError && !isFetching)) && (
          <EmptyState.Root data-testid={ids.notFound}>
            <EmptyState.Content>
              <EmptyState.Title>{t('detail.notFound')}</EmptyState.Title>
              <EmptyState.Description>{t('detail.notFoundHint')}</EmptyState.Description>
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={paths.news()}>{t('detail.back')}</RouterLink>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
        {article && <Article article={article} />}
      </Box>
    </PageFrame>
  );
}
