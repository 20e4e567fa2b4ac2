// A long live list kept short: the first `step` items on screen, a "show more" button that adds `step` more,
// and "show less" once everything shows. A list that grows while open keeps what is shown (a storm of new rows
// does not push the page down past the cap): the rows on screen stay at most the number asked for.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@chakra-ui/react';

export const showMoreTestId = 'show-more';

export interface Capped<T> {
  /** The items to render. */
  shown: readonly T[];
  /** Items left off. */
  hidden: number;
  more(): void;
  less(): void;
  /** Whether more than one step shows (so "show less" makes sense). */
  expanded: boolean;
}

/** The first `limit` items of `items` (from the start: a newest-first list keeps its newest). */
export function useCapped<T>(items: readonly T[], step: number): Capped<T> {
  const [limit, setLimit] = useState(step);
  const shown = items.length > limit ? items.slice(0, limit) : items;
  return {
    shown,
    hidden: items.length - shown.length,
    more: () => setLimit((value) => value + step),
    less: () => setLimit(step),
    expanded: limit > step,
  };
}

/** The list's "show more (n)" / "show less" button; nothing when the list fits. */
export function ShowMore<T>({ capped, testId = showMoreTestId }: { capped: Capped<T>; testId?: string }) {
  const { t } = useTranslation('common');
  if (capped.hidden === 0 && !capped.expanded) return null;
  return (
    <Flex justify="center" pt={2}>
      {capped.hidden > 0 ? (
        <Button size="xs" variant="ghost" onClick={capped.more} data-testid={testId}>
          {t('showMore.more', { count: capped.hidden })}
        </Button>
      ) : (
        <Button size="xs" variant="ghost" onClick={capped.less} data-testid={testId}>
          {t('showMore.less')}
        </Button>
      )}
    </Flex>
  );
}
