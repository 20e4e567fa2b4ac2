// /exhibitionDisplay: the exhibitions of the market city, running first, then upcoming, then ended (tabs by
// status, a keyword, 15 to a page; all in the URL), each with its dates, venue, areas and booths left, and
// its actions: apply for a booth, register as a visitor, download the materials, see the exhibits.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, EmptyState, Flex, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import type { ShowRoomCard } from '@portal/contracts/entities/exhibition';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { paths } from '@/shared/paths.ts';
import { useShowRoomsQuery } from './exhibitions-api.ts';
import { KEYWORD_MAX, STATUS_VALUES, exhibitionListQuery } from './exhibitions-query.ts';
import { Fact, StatusBadge, nameIn, useLang } from './parts.tsx';
import { VisitDialog } from './visit-dialog.tsx';
import { MaterialsDialog } from './materials-dialog.tsx';
import { exhibitionsTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';
import { marketDate } from '@/shared/market-time.ts';

const ids = exhibitionsTestIds.list;
const ALL = 'all';
// Running ones first, as the list sorts them.
const TABS = [ALL, 'ongoing', 'upcoming', 'ended'] as const;

type Opened = { kind: 'visit' | 'materials'; room: ShowRoomCard } | null;

function ExhibitionCard({ room, onOpen }: { room: ShowRoomCard; onOpen(kind: 'visit' | 'materials'): void }) {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  const ended = room.status === 'ended';
  const signupOpen = room.signupOpen;
  return (
    <Flex
      as="li"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: 3, md: 5 }}
      py={4}
      data-testid={ids.card(room.id)}
    >
      <Box flexShrink={0} w={{ base: 'full', md: '16rem' }} position="relative">
        <Picture
          src={room.cover}
          alt={nameIn(lang, room)}
          w="full"
          aspectRatio={{ base: 2.4, md: 16 / 10 }}
          objectFit="cover"
          borderRadius="md"
          bg="bg.muted"
          loading="lazy"
        />
        {room.isMain && (
          <Badge position="absolute" top={2} left={2} colorPalette="orange" variant="solid">
            {t('list.featured')}
          </Badge>
        )}
      </Box>
      <Stack gap={2} flex="1" minW={0}>
        <HStack gap={2} align="flex-start">
          <StatusBadge status={room.status} />
          <Heading as="h2" size="md" lineHeight="short">
            {nameIn(lang, room)}
          </Heading>
        </HStack>
        {room.theme && (
          <Text color="brand.fg" fontSize="sm">
            {room.theme}
          </Text>
        )}
        <Stack gap={1}>
          <Fact label={t('list.dates')}>
            {marketDate(room.startTime)} – {marketDate(room.endTime)}
          </Fact>
          <Fact label={t('list.venue')}>
            {room.hallName}
            {room.address && (
              <Text as="span" color="fg.muted">
                {' '}
                · {room.address}
              </Text>
            )}
          </Fact>
          <Fact label={t('list.organizer')}>{room.organizer}</Fact>
          {room.categories.length > 0 && (
            <Fact label={t('list.areas')}>
              <Wrap as="span" gap={1} display="inline-flex">
                {room.categories.map((category) => (
                  <Badge key={category.id} variant="outline" fontWeight="normal">
                    {lang === 'en' ? category.nameEn : category.name}
                  </Badge>
                ))}
              </Wrap>
            </Fact>
          )}
          <HStack gap={4} fontSize="sm" color="fg.muted" wrap="wrap">
            <Text>{t('list.booths', { left: room.boothRemaining, total: room.boothTotal })}</Text>
            <Text>{t('list.exhibitors', { count: room.exhibitorCount })}</Text>
            <Text>{t('list.visitors', { count: room.visitorCount })}</Text>
            {signupOpen && <Text>{t('list.deadline', { date: marketDate(room.signupDeadline) })}</Text>}
          </HStack>
        </Stack>
        <Wrap gap={2} pt={1}>
          {signupOpen && (
            <Button asChild size="sm" colorPalette="brand" data-testid={ids.apply(room.id)}>
              <RouterLink to={paths.exhibitionApply(room.id)}>{t('list.apply')}</RouterLink>
            </Button>
          )}
          {!ended && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={() => onOpen('visit')}
              data-testid={ids.visit(room.id)}
            >
              {t('list.visit')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => onOpen('materials')} data-testid={ids.materials(room.id)}>
            {t('list.materials')}
          </Button>
          <Button asChild size="sm" variant="ghost" data-testid={ids.exhibits(room.id)}>
            <RouterLink to={paths.exhibitionExhibits({ showRoomId: room.id })}>{t('list.exhibits')}</RouterLink>
          </Button>
        </Wrap>
      </Stack>
    </Flex>
  );
}

export default function ExhibitionDisplayPage() {
  const { t } = useTranslation('exhibitions');
  const list = useUrlListState(exhibitionListQuery);
  const read = list.state;
  const keyword = read.keyword ?? '';
  const page = read.pageNum ?? 1;
  const query = useShowRoomsQuery({ ...read, pageSize: TABLE_PAGE_SIZE });
  const [opened, setOpened] = useState<Opened>(null);

  return (
    <PageFrame
      title={t('list.title')}
      breadcrumb={[{ label: t('list.title') }]}
      actions={
        <SearchBox
          key={keyword}
          keyword={keyword}
          onSearch={(next) => list.show({ keyword: next, pageNum: 1 })}
          placeholder={t('list.searchPlaceholder')}
          buttonLabel={t('list.search')}
          maxLength={KEYWORD_MAX}
          testIds={{ input: ids.searchInput, button: ids.searchButton }}
        />
      }
    >
      <Box data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
        <ListTabs
          value={read.status ?? ALL}
          tabs={TABS.map((value) => ({
            value,
            label: t(`status.${value}`),
            testId: ids.status(value),
          }))}
          onChange={(value) =>
            list.show({
              status: (STATUS_VALUES as readonly string[]).includes(value)
                ? (value as (typeof STATUS_VALUES)[number])
                : undefined,
              pageNum: 1,
            })
          }
          panelPadding={0}
        >
          <QueryState
            query={query}
            skeleton={{ rows: 3, rowHeight: '11rem' }}
            errorTitle={t('list.loadError')}
            empty={t('list.empty')}
            emptyDetail={
              (keyword || read.status) && (
                <>
                  <EmptyState.Description>{t('list.emptyHint')}</EmptyState.Description>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => list.show({ keyword: '', status: undefined, pageNum: 1 })}
                  >
                    {t('list.showAll')}
                  </Button>
                </>
              )
            }
            testIds={{ empty: ids.empty }}
          >
            {(found) => (
              <Stack as="ul" listStyleType="none" gap={0} divideY="1px">
                {found.records.map((room) => (
                  <ExhibitionCard key={room.id} room={room} onOpen={(kind) => setOpened({ kind, room })} />
                ))}
              </Stack>
            )}
          </QueryState>
          {query.data && query.data.total > 0 && (
            <Pager
              page={page}
              total={query.data.total}
              pageSize={TABLE_PAGE_SIZE}
              onPageChange={(pageNum) => {
                list.show({ pageNum });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
        </ListTabs>
      </Box>
      {opened?.kind === 'visit' && <VisitDialog room={opened.room} onClose={() => setOpened(null)} />}
      {opened?.kind === 'materials' && <MaterialsDialog room={opened.room} onClose={() => setOpened(null)} />}
    </PageFrame>
  );
}
