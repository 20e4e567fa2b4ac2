// /informationDetails?id=: one industry-information article: category, date, source, views, tags, the body
// paragraph by paragraph, and related articles; the breadcrumb leads back to its category.
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, EmptyState, HStack, Heading, Link, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { InformationDetail } from '@portal/contracts/http/information';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { paths } from '@/shared/paths.ts';
import { useInformationArticleQuery } from './exhibitions-api.ts';
import { readId } from './exhibitions-query.ts';
import { useCategoryLabel } from './information-page.tsx';
import { exhibitionsTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';

const ids = exhibitionsTestIds.information;

function Article({ article }: { article: InformationDetail }) {
  const { t } = useTranslation('exhibitions');
  const categoryLabel = useCategoryLabel();
  return (
    <Stack gap={5} data-testid={ids.article}>
      <HStack gap={{ base: 2, md: 5 }} wrap="wrap" fontSize="sm" color="fg.muted" pb={4} borderBottomWidth="1px">
        <Badge colorPalette="brand">{categoryLabel(article.category)}</Badge>
        <Text>{t('information.published', { date: article.publishDate })}</Text>
        <Text>{t('information.source', { source: article.source })}</Text>
        <Text>{t('information.views', { count: article.views })}</Text>
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
        <Picture src={article.cover} alt={article.title} maxH="22rem" w="full" objectFit="cover" borderRadius="md" />
      )}
      <Stack gap={4} fontSize={{ base: 'md', md: 'lg' }} lineHeight="2">
        {article.paragraphs.map((paragraph, index) => (
          <Text key={index} textIndent="2em">
            {paragraph}
          </Text>
        ))}
      </Stack>
      {article.tags.length > 0 && (
        <Wrap gap={2}>
          {article.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              #{tag}
            </Badge>
          ))}
        </Wrap>
      )}
      {article.related.length > 0 && (
        <>
          <Separator />
          <Stack gap={2}>
            <Heading as="h2" size="sm">
              {t('information.related')}
            </Heading>
            {article.related.map((item) => (
              <HStack key={item.id} justify="space-between" gap={3} fontSize="sm">
                <Link asChild color="brand.fg" minW={0}>
                  <RouterLink to={paths.informationDetails(item.id)}>
                    <Text as="span" truncate>
                      {item.title}
                    </Text>
                  </RouterLink>
                </Link>
                <Text color="fg.muted" flexShrink={0}>
                  {item.publishDate}
                </Text>
              </HStack>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

export default function InformationDetailPage() {
  const { t } = useTranslation('exhibitions');
  const categoryLabel = useCategoryLabel();
  const [params] = useSearchParams();
  const id = readId(params);
  const query = useInformationArticleQuery(id === undefined ? skipToken : { id });
  const article = query.data && query.data.id === id ? query.data : undefined;
  const back = (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={paths.information()}>{t('information.back')}</RouterLink>
    </Button>
  );
  return (
    <PageFrame
      title={article?.title ?? t('information.detailTitle')}
      breadcrumb={[
        { label: t('information.title'), to: paths.information() },
        ...(article
          ? [{ label: categoryLabel(article.category), to: paths.information({ category: article.category }) }]
          : []),
        { label: t('information.current') },
      ]}
    >
      <Box bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 4, md: 10 }} py={{ base: 4, md: 8 }}>
        {id === undefined ? (
          <EmptyState.Root data-testid={ids.notFound}>
            <EmptyState.Content>
              <EmptyState.Title>{t('information.notFound')}</EmptyState.Title>
              {back}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <QueryState
            query={query}
            skeleton={{ rows: 5, rowHeight: '3rem' }}
            errorTitle={t('information.notFound')}
            empty={t('information.notFound')}
          >
            {(found) => (
              <Stack gap={6}>
                <Article article={found} />
                <Box>{back}</Box>
              </Stack>
            )}
          </QueryState>
        )}
      </Box>
    </PageFrame>
  );
}
