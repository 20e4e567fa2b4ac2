// /videoCenter: the video portal. Category tabs and keyword search over a paged grid of cards; above them the
// stage plays the video opened by `?id=` (same route, so Back closes it) or, before one is picked, the
// newest of the list as the featured video.
import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, SimpleGrid, Stack } from '@chakra-ui/react';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { useVideoDetailQuery, useVideoListQuery } from './video-api.ts';
import { VideoCard } from './video-card.tsx';
import { VideoStage } from './video-stage.tsx';
import {
  VIDEO_CATEGORY_VALUES,
  VIDEO_KEYWORD_MAX,
  VIDEO_PAGE_SIZE,
  isVideoCategory,
  openedVideoId,
  videoListQuery,
} from './video-query.ts';
import { mediaTestIds as ids } from './test-ids.ts';

const ALL = 'all';
const CATEGORY_TABS = [ALL, ...VIDEO_CATEGORY_VALUES] as const;

export default function VideoCenterPage() {
  const { t } = useTranslation('media');
  const [params, setParams] = useSearchParams();
  const list = useUrlListState(videoListQuery);
  const read = list.state;
  const keyword = read.keyword ?? '';
  const page = read.pageNum ?? 1;
  const query = useVideoListQuery({ ...read, pageSize: VIDEO_PAGE_SIZE });
  const opened = openedVideoId(params);
  const stageId = opened ?? query.data?.records[0]?.id ?? null;
  const stage = useVideoDetailQuery(stageId === null ? skipToken : { id: stageId });

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  const open = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    setParams(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <PageFrame
      title={t('title')}
      breadcrumb={[{ label: t('title') }]}
      actions={
        <SearchBox
          key={keyword}
          keyword={keyword}
          onSearch={(next) => list.show({ keyword: next, pageNum: 1 })}
          placeholder={t('search.placeholder')}
          buttonLabel={t('search.button')}
          maxLength={VIDEO_KEYWORD_MAX}
          testIds={{ input: ids.searchInput, button: ids.searchButton }}
        />
      }
    >
      <Stack gap={5} data-testid={ids.root}>
        {stageId !== null && (
          <QueryState
            query={stage}
            skeleton={{ rows: 1, rowHeight: '20rem' }}
            errorTitle={t('stage.loadError')}
            empty={t('stage.missing')}
          >
            {(video) => <VideoStage video={video} featured={opened === null} onOpen={open} />}
          </QueryState>
        )}
        <Box bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
          <ListTabs
            value={read.category ?? ALL}
            tabs={CATEGORY_TABS.map((value) => ({
              value,
              label: value === ALL ? t('all') : t(`categories.${value}`),
              testId: ids.category(value),
            }))}
            onChange={(value) => list.show({ category: isVideoCategory(value) ? value : undefined, pageNum: 1 })}
            panelPadding={0}
          >
            <QueryState
              query={query}
              skeleton={{ rows: 2, rowHeight: '12rem' }}
              errorTitle={t('list.loadError')}
              empty={t('list.empty')}
              emptyDetail={
                keyword && (
                  <>
                    <EmptyState.Description>{t('list.emptyKeyword', { keyword })}</EmptyState.Description>
                    <Button size="sm" variant="outline" onClick={() => list.show({ keyword: '', pageNum: 1 })}>
                      {t('search.clear')}
                    </Button>
                  </>
                )
              }
              testIds={{ loading: ids.loading, error: ids.loadError, empty: ids.empty }}
            >
              {(found) => (
                <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={4} pt={4} data-testid={ids.grid}>
                  {found.records.map((video) => (
                    <VideoCard key={video.id} video={video} onOpen={open} />
                  ))}
                </SimpleGrid>
              )}
            </QueryState>
            {query.data && query.data.total > 0 && (
              <Pager
                page={page}
                total={query.data.total}
                pageSize={VIDEO_PAGE_SIZE}
                onPageChange={(pageNum) => list.show({ pageNum })}
              />
            )}
          </ListTabs>
        </Box>
      </Stack>
    </PageFrame>
  );
}
