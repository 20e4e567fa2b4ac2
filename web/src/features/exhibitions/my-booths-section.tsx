// Seller centre, "my booth applications" (`/sellerCenter/myBooths`): the caller's company's applications,
// newest first, with the exhibition, area, exhibits, times, review status and booth number; one still waiting
// for review can be changed. Loaded lazily by the centre (app/centre/centre-sections.ts).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Stack, Table, Text } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import type { SignUp } from '@portal/contracts/entities/exhibition';
import { paths } from '@/shared/paths.ts';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useMySignUpsQuery } from './exhibitions-api.ts';
import { exhibitionsTestIds } from './test-ids.ts';
import { marketDate, marketDateTime } from '@/shared/market-time.ts';

const ids = exhibitionsTestIds.mine;
const AUDIT_PALETTE: Record<SignUp['auditStatus'], string> = {
  notAdd: 'gray',
  waitAudit: 'orange',
  auditing: 'blue',
  auditPass: 'green',
  notPass: 'red',
};

export default function MyBoothsSection() {
  const { t } = useTranslation(['exhibitions', 'display']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = useMySignUpsQuery({ pageNum: page, pageSize: TABLE_PAGE_SIZE });
  return (
    <Box data-testid={ids.root}>
      <QueryState
        query={query}
        empty={t('mine.empty')}
        emptyDetail={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.exhibitionDisplay({ status: 'upcoming' })}>{t('mine.browse')}</RouterLink>
          </Button>
        }
        errorTitle={t('mine.loadError')}
        skeleton={{ rows: 4, rowHeight: '3.5rem' }}
      >
        {(found) => (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" minW="48rem">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('mine.exhibition')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('mine.area')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('mine.exhibits')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('mine.times')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('mine.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {found.records.map((signup) => {
                  const pending = signup.auditStatus === 'waitAudit' || signup.auditStatus === 'auditing';
                  return (
                    <Table.Row key={signup.id} data-testid={ids.row(signup.id)}>
                      <Table.Cell maxW="18rem">
                        <Text truncate fontWeight="medium">
                          {signup.showRoomName}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {t('mine.appliedAt', { date: marketDate(signup.createdAt) })}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>
                        <Text>{signup.locationName}</Text>
                        {signup.boothNo && (
                          <Text fontSize="xs" color="brand.fg">
                            {t('exhibits.booth', { booth: signup.boothNo })}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{signup.exhibitCount}</Table.Cell>
                      <Table.Cell fontSize="xs" whiteSpace="nowrap">
                        <Stack gap={0}>
                          <Text>{t('mine.entry', { at: marketDateTime(signup.entryTime) })}</Text>
                          <Text color="fg.muted">
                            {marketDate(signup.exhibitionStartTime)} – {marketDate(signup.exhibitionEndTime)}
                          </Text>
                        </Stack>
                      </Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={AUDIT_PALETTE[signup.auditStatus]} variant="subtle">
                          {t(`display:auditStatus.${signup.auditStatus}`)}
                        </Badge>
                        {signup.auditRemark && (
                          <Text fontSize="xs" color="fg.muted" maxW="14rem">
                            {signup.auditRemark}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {pending && signup.showRoomStatus === 'upcoming' && (
                          <Button asChild size="xs" variant="outline">
                            <RouterLink to={paths.exhibitionApply(signup.showRoomId)}>{t('mine.change')}</RouterLink>
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </QueryState>
      {query.data && query.data.total > TABLE_PAGE_SIZE && (
        <Pager
          page={page}
          total={query.data.total}
          pageSize={TABLE_PAGE_SIZE}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </Box>
  );
}
