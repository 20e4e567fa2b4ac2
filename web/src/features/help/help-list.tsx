// A list of help questions: the question (search terms marked), a line of its answer, category and date.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, HStack, Highlight, Link, Stack, Text } from '@chakra-ui/react';
import type { HelpItem } from '@portal/contracts/http/help';
import { paths } from '@/shared/paths.ts';
import { helpTestIds } from './test-ids.ts';
import { marketDate } from '@/shared/market-time.ts';

const MARK_STYLES = { px: '0.5', bg: 'brand.muted', color: 'brand.fg', borderRadius: 'sm' } as const;

export interface HelpListProps {
  items: HelpItem[];
  /** Terms to mark in the questions and summaries. */
  terms?: string[];
  showCategory?: boolean;
}

export function HelpList({ items, terms = [], showCategory = false }: HelpListProps) {
  const { t } = useTranslation('help');
  return (
    <Stack as="ul" listStyleType="none" gap={0} divideY="1px" data-testid={helpTestIds.centre.list}>
      {items.map((item) => (
        <Flex as="li" key={item.id} gap={3} py={3.5} align="flex-start" data-testid={helpTestIds.centre.item}>
          <Flex
            aria-hidden="true"
            boxSize={6}
            flexShrink={0}
            borderRadius="md"
            bg="brand.subtle"
            color="brand.fg"
            fontWeight="bold"
            fontSize="sm"
            align="center"
            justify="center"
            mt={0.5}
          >
            {t('question.q')}
          </Flex>
          <Stack gap={1} flex="1" minW={0}>
            <Link
              asChild
              fontWeight="medium"
              lineHeight="1.6"
              _hover={{ color: 'brand.fg' }}
              data-testid={helpTestIds.centre.itemLink}
            >
              <RouterLink to={paths.question(item.id)}>
                <Highlight query={terms} ignoreCase styles={MARK_STYLES}>
                  {item.title}
                </Highlight>
              </RouterLink>
            </Link>
            {item.summary && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                <Highlight query={terms} ignoreCase styles={MARK_STYLES}>
                  {item.summary}
                </Highlight>
              </Text>
            )}
            <HStack gap={3} fontSize="xs" color="fg.muted" wrap="wrap">
              {showCategory && (
                <Badge size="sm" colorPalette="gray">
                  {t(`categories.${item.category}`)}
                </Badge>
              )}
              <Text as="span">{t('list.updated', { date: marketDate(item.updatedAt) })}</Text>
              <Text as="span">{t('list.views', { count: item.views })}</Text>
            </HStack>
          </Stack>
        </Flex>
      ))}
    </Stack>
  );
}
