// /question?id=: one help question with its answer (paragraph by paragraph, numbered steps apart), the
// other questions of its category, and the search box for anything else.
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
  Grid,
  HStack,
  Heading,
  Link,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { HelpDetail } from '@portal/contracts/http/help';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { useHelpQuestionQuery } from './help-api.ts';
import { paths } from '@/shared/paths.ts';
import { questionQuery } from './help-query.ts';
import { HelpSearchBox } from './help-search-box.tsx';
import { HotKeywords } from './hot-keywords.tsx';
import { helpTestIds } from './test-ids.ts';
import { marketDate } from '@/shared/market-time.ts';

const ids = helpTestIds.question;

function Mark({ children, solid = false }: { children: string; solid?: boolean }) {
  return (
    <Flex
      aria-hidden="true"
      boxSize={8}
      flexShrink={0}
      borderRadius="full"
      bg={solid ? 'brand.solid' : 'brand.subtle'}
      color={solid ? 'brand.contrast' : 'brand.fg'}
      fontWeight="bold"
      align="center"
      justify="center"
    >
      {children}
    </Flex>
  );
}

function QuestionAndAnswer({ question }: { question: HelpDetail }) {
  const { t } = useTranslation('help');
  return (
    <Stack gap={6}>
      <Flex gap={3} align="flex-start">
        <Mark solid>{t('question.q')}</Mark>
        <Stack gap={2} flex="1" minW={0}>
          <Heading as="h2" size={{ base: 'md', md: 'lg' }} lineHeight="1.5" data-testid={ids.title}>
            {question.title}
          </Heading>
          <HStack gap={3} fontSize="sm" color="fg.muted" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {t(`categories.${question.category}`)}
            </Badge>
            <Text as="span">{t('list.updated', { date: marketDate(question.updatedAt) })}</Text>
            <Text as="span">{t('list.views', { count: question.views })}</Text>
          </HStack>
        </Stack>
      </Flex>
      <Flex gap={3} align="flex-start" bg="bg.muted" borderRadius="lg" p={{ base: 3, md: 5 }}>
        <Mark>{t('question.a')}</Mark>
        <Stack gap={3} flex="1" minW={0} lineHeight="1.9" data-testid={ids.answer}>
          {question.paragraphs.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
      </Flex>
    </Stack>
  );
}

function Related({ question }: { question: HelpDetail }) {
  const { t } = useTranslation('help');
  if (question.related.length === 0) return null;
  return (
    <Box data-testid={ids.related}>
      <Heading as="h3" size="sm" mb={3}>
        {t('question.related')}
      </Heading>
      <Stack as="ul" listStyleType="disc" ps={5} gap={2} fontSize="sm">
        {question.related.map((item) => (
          <li key={item.id}>
            <Link asChild _hover={{ color: 'brand.fg' }}>
              <RouterLink to={paths.question(item.id)}>{item.title}</RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export default function QuestionPage() {
  const { t } = useTranslation('help');
  const [params] = useSearchParams();
  const id = questionQuery.read(params).id ?? null;
  const { data, isLoading, isFetching, isError } = useHelpQuestionQuery(id === null ? skipToken : { id });
  const question = data && data.id === id ? data : undefined;

  useEffect(() => {
    document.title = question ? t('question.documentTitle', { title: question.title }) : t('documentTitle');
  }, [question, t]);

  const breadcrumb = [
    { label: t('title'), to: paths.help() },
    ...(question
      ? [{ label: t(`categories.${question.category}`), to: paths.help({ category: question.category }) }]
      : []),
    { label: t('question.current') },
  ];

  return (
    <PageFrame title={t('question.heading')} breadcrumb={breadcrumb}>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 18rem' }} gap={{ base: 4, md: 6 }} alignItems="start">
        <Box bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: 4, md: 8 }} data-testid={ids.root}>
          {(isLoading || (isFetching && !question)) && (
            <Stack gap={4} data-testid={ids.loading}>
              <Skeleton h="6" w="70%" />
              <SkeletonText noOfLines={5} gap={3} />
            </Stack>
          )}
          {(id === null || (isError && !isFetching)) && (
            <EmptyState.Root data-testid={ids.notFound}>
              <EmptyState.Content>
                <EmptyState.Title>{t('question.notFound')}</EmptyState.Title>
                <EmptyState.Description>{t('question.notFoundHint')}</EmptyState.Description>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={paths.help()}>{t('backToCentre')}</RouterLink>
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          )}
          {question && (
            <Stack gap={8}>
              <QuestionAndAnswer question={question} />
              <Related question={question} />
            </Stack>
          )}
        </Box>
        <Stack gap={4} bg="bg" borderRadius="lg" borderWidth="1px" p={{ base: 4, md: 5 }}>
          <Heading as="h3" size="sm">
            {t('question.notSolved')}
          </Heading>
          <HelpSearchBox size="sm" />
          <HotKeywords />
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.help()}>{t('backToCentre')}</RouterLink>
          </Button>
        </Stack>
      </Grid>
    </PageFrame>
  );
}
