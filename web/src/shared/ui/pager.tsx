// The table pager of docs/requirements.md section 9: total, previous, pages, next, jumper; 15 rows a page by default.
// Its texts are the `pager.*` keys of the common namespace, so any page can use it as is.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonGroup, Flex, IconButton, Input, Pagination, Text, chakra } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { ChevronRightIcon } from './icons.tsx';
import { pagerTestIds } from './pager-test-ids.ts';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  /** How many rows there are in all. */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
}

/** The number of pages of `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number = TABLE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The page a jumper entry means: a whole number clamped to 1..pages, or null for anything else. */
export function parseJumpTarget(text: string, pages: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return Math.min(Math.max(1, Number(trimmed)), pages);
}

export function Pager({ page, total, pageSize = TABLE_PAGE_SIZE, onPageChange }: PagerProps) {
  const { t } = useTranslation('common');
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const [jump, setJump] = useState('');
  const jumperId = useId();

  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };
  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const target = parseJumpTarget(jump, pages);
    setJump('');
    if (target !== null) go(target);
  };

  return (
    <Flex
      as="nav"
      aria-label={t('pager.label')}
      align="center"
      justify={{ base: 'center', md: 'flex-end' }}
      wrap="wrap"
      gap={{ base: 2, md: 3 }}
      py={4}
      fontSize="sm"
      data-testid={pagerTestIds.root}
    >
      <Text color="fg.muted" data-testid={pagerTestIds.total}>
        {t('pager.total', { count: total })}
      </Text>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={current}
        siblingCount={1}
        onPageChange={(details) => go(details.page)}
        translations={{
          rootLabel: t('pager.label'),
          prevTriggerLabel: t('pager.prev'),
          nextTriggerLabel: t('pager.next'),
          itemLabel: ({ page: value }) => t('pager.page', { page: value }),
        }}
      >
        <ButtonGroup size="sm" variant="outline" attached={false} gap={1}>
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={t('pager.prev')} data-testid={pagerTestIds.prev}>
              <ChevronRightIcon transform="rotate(180deg)" />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton
                variant={{ base: 'outline', _selected: 'solid' }}
                colorPalette={item.value === current ? 'brand' : 'gray'}
                minW="8"
                data-testid={pagerTestIds.page(item.value)}
              >
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={t('pager.next')} data-testid={pagerTestIds.next}>
              <ChevronRightIcon />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
      <chakra.form onSubmit={submitJump} display="flex" alignItems="center" gap={1.5}>
        <chakra.label htmlFor={jumperId} color="fg.muted">
          {t('pager.goTo')}
        </chakra.label>
        <Input
          id={jumperId}
          size="sm"
          w="14"
          textAlign="center"
          inputMode="numeric"
          value={jump}
          onChange={(event) => setJump(event.target.value)}
          onBlur={() => {
            const target = parseJumpTarget(jump, pages);
            setJump('');
            if (target !== null) go(target);
          }}
          aria-label={t('pager.jumpLabel', { pages })}
          data-testid={pagerTestIds.jumper}
        />
        <Text color="fg.muted">{t('pager.pageUnit')}</Text>
      </chakra.form>
    </Flex>
  );
}

export { pagerTestIds };
