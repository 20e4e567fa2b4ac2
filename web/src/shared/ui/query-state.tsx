// The three states every list or detail goes through before its content, in one place: a skeleton that
// reserves the content's final size (nothing shifts when it arrives), the error with the section-8 message
// and a retry, and the empty state in the product's wording (e.g. 'no exhibitions'). Pages pass the RTK Query
// result and render only the content.
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import { isApiError } from '../api/api-error.ts';
import { FirstScreenDrawn } from '../first-screen.ts';
import { SearchIcon } from './icons.tsx';

/** The parts of an RTK Query hook result QueryState reads. */
export interface QueryLike<T> {
  data?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateIds {
  loading?: string;
  error?: string;
  empty?: string;
}

export const queryStateTestIds = {
  loading: 'query-state-loading',
  error: 'query-state-error',
  empty: 'query-state-empty',
  retry: 'query-state-retry',
} as const;

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The content, once there is data that is not empty. */
  children: (data: T) => ReactNode;
  /** Whether the data counts as empty; by default a page of no records or an empty array. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's title in the product's wording, already translated ('No exhibitions yet'). */
  empty: ReactNode;
  /** More under the empty title: a hint, a way back, a button. */
  emptyDetail?: ReactNode;
  /** What failed, already translated ('The news could not be loaded'); the server's message follows it. */
  errorTitle?: ReactNode;
  /** The skeleton: `rows` blocks of `rowHeight`, so the space the content takes is held while it loads. */
  skeleton?: { rows: number; rowHeight: string; gap?: number };
  /** data-testid values, when the page's tests already name these states. */
  testIds?: QueryStateIds;
  /** This is the part index.html's first screen stands in for (a live page's first cards): once it draws its
   * content, error or empty state, the first screen goes. */
  firstScreen?: boolean;
}

/** A page of records (`{ records }`) or a list with nothing in it. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { records?: unknown }).records)) {
    return (data as { records: unknown[] }).records.length === 0;
  }
  return data === null || data === undefined;
}

export function QueryState<T>({
  query,
  children,
  isEmpty = isEmptyData,
  empty,
  emptyDetail,
  errorTitle,
  skeleton = { rows: 4, rowHeight: '5rem' },
  testIds = {},
  firstScreen = false,
}: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  // The content is drawn from the answer in a transition: an answer comes in through the store's subscription,
  // whose renders React does in one go, and a page of cards drawn that way was one long task on a phone (a
  // 400-500 ms task at 4x CPU, counted whole by Lighthouse's TBT). Deferred, React draws it in 5 ms slices while
  // the skeleton (or the previous page) stays; nothing else waits (docs/benchmarks.md, "bench:web").
  const data = useDeferredValue(query.data);
  const drawing = data !== query.data;

  if (data === undefined && (query.isLoading || (query.isFetching && !query.isError) || drawing)) {
    return (
      <Stack
        gap={skeleton.gap ?? 4}
        py={4}
        role="status"
        aria-busy="true"
        aria-label={t('loading')}
        data-testid={testIds.loading ?? queryStateTestIds.loading}
      >
        {Array.from({ length: skeleton.rows }, (_, index) => (
          <Skeleton key={index} h={skeleton.rowHeight} borderRadius="md" />
        ))}
      </Stack>
    );
  }

  if (data === undefined) {
    if (!query.isError) return null;
    // The baseQuery gives every failure its section-8 message in the user's language.
    const message = isApiError(query.error) ? query.error.message : t('queryState.errorText');
    return (
      <Alert.Root status="error" my={4} data-testid={testIds.error ?? queryStateTestIds.error}>
        {firstScreen && <FirstScreenDrawn />}
        <Alert.Indicator />
        <Alert.Content flex="1">
          <Alert.Title>{errorTitle ?? t('queryState.errorTitle')}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          alignSelf="center"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid={queryStateTestIds.retry}
        >
          {t('retry')}
        </Button>
      </Alert.Root>
    );
  }

  if (isEmpty(data)) {
    return (
      <EmptyState.Root data-testid={testIds.empty ?? queryStateTestIds.empty}>
        {firstScreen && <FirstScreenDrawn />}
        <EmptyState.Content>
          <EmptyState.Indicator>
            <SearchIcon />
          </EmptyState.Indicator>
          <EmptyState.Title>{empty}</EmptyState.Title>
          {emptyDetail}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  // A refetch (another page, another filter) keeps the content on screen, dimmed, instead of a skeleton.
  return (
    <Box
      opacity={query.isFetching || drawing ? 0.6 : 1}
      transition="opacity 0.2s"
      aria-busy={query.isFetching || drawing}
    >
      {children(data)}
      {firstScreen && <FirstScreenDrawn />}
    </Box>
  );
}
