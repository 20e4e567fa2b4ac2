// /creditDownload: the verification reports the user may download (own company, factories inspected or
// visited, any for the operator), each a PDF made by the server in the user's language. Anonymous visitors
// are asked to log in.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { factoryCreditDownloadable, type DownloadableReport } from '@portal/contracts/http/factory-credit';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showError } from '@/shared/ui/toast.ts';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';
import { useDownloadableReportsQuery, useLazyCreditPdfQuery } from './factories-api.ts';
import { factoriesTestIds } from './test-ids.ts';
import { useFactoryTexts } from './use-factory-texts.ts';
import { marketDate } from '@/shared/market-time.ts';

const ids = factoriesTestIds.download;
const downloadQuery = urlQuery(factoryCreditDownloadable, {
  fields: ['keyword', 'pageNum'],
  rename: { pageNum: 'page' },
});
const STATUS_COLOURS = { valid: 'green', expired: 'orange', none: 'gray' } as const;

/** Saves a Blob under a name through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the bytes to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DownloadButton({ report }: { report: DownloadableReport }) {
  const { t } = useTranslation('factories');
  const [fetchPdf] = useLazyCreditPdfQuery();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The download's response handler answers a Blob (shared/api/operation.ts), whatever the schema says.
      const blob = await fetchPdf({ factoryId: report.factory.id }, false).unwrap();
      saveBlob(blob as unknown as Blob, `${report.reportNo}.pdf`);
    } catch (error) {
      // Downloads are not toasted by the base query: say what went wrong here.
      showError(isApiError(error) ? error.message : t('download.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void download()} data-testid={ids.button}>
      {t('download.pdf')}
    </Button>
  );
}

function Row({ report }: { report: DownloadableReport }) {
  const { t } = useTranslation('factories');
  const date = marketDate(report.verifiedAt);
  return (
    <Flex
      gap={3}
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p={3}
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      data-testid={ids.row}
    >
      <HStack gap={3} flex="1" minW={0} align="start">
        <Image
          src={report.factory.logo}
          alt=""
          boxSize="3rem"
          borderRadius="md"
          borderWidth="1px"
          objectFit="cover"
          flexShrink={0}
        />
        <Stack gap={0.5} minW={0}>
          <RouterLink to={paths.factory({ id: report.factory.id })}>
            <Text fontWeight="semibold" lineClamp={1} _hover={{ color: 'brand.fg' }}>
              {report.factory.shopName}
            </Text>
          </RouterLink>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {report.factory.name} · {report.factory.regionName}
          </Text>
          <HStack gap={2} wrap="wrap" fontSize="xs" color="fg.muted">
            <Text>{t('credit.reportNo', { no: report.reportNo })}</Text>
            <Text>{t('credit.verifiedAt', { date })}</Text>
            <Text>{t('credit.validUntil', { date: report.validUntil })}</Text>
          </HStack>
        </Stack>
      </HStack>
      <HStack gap={2} flexShrink={0} wrap="wrap">
        <Badge variant="outline">{t('credit.gradeScore', { grade: report.grade, score: report.score })}</Badge>
        <Badge colorPalette={STATUS_COLOURS[report.status]}>{t(`status.${report.status}`)}</Badge>
        <Badge colorPalette="purple" variant="subtle">
          {t(`download.reason.${report.reason}`)}
        </Badge>
        <DownloadButton report={report} />
      </HStack>
    </Flex>
  );
}

function Reports() {
  const { t } = useTranslation('factories');
  const { state, show } = useUrlListState(downloadQuery);
  const list = useDownloadableReportsQuery(state);
  return (
    <Stack gap={3}>
      <SearchBox
        key={state.keyword ?? ''}
        keyword={state.keyword ?? ''}
        onSearch={(keyword) => show({ keyword: keyword || undefined, pageNum: 1 })}
        placeholder={t('download.keyword')}
        buttonLabel={t('zone.search')}
        maxLength={queryLimits(factoryCreditDownloadable, 'keyword').maxLength}
      />
      <QueryState
        query={list}
        empty={t('download.empty')}
        emptyDetail={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.inspection()}>{t('download.inspect')}</RouterLink>
          </Button>
        }
      >
        {(page) => (
          <Stack gap={2} data-testid={ids.list}>
            {page.records.map((report) => (
              <Row key={report.factory.id} report={report} />
            ))}
            <Pager
              page={page.pageNum}
              total={page.total}
              pageSize={page.pageSize}
              onPageChange={(pageNum) => show({ pageNum })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export default function CreditDownloadPage() {
  const { t } = useTranslation('factories');
  useFactoryTexts();
  return (
    <PageFrame
      title={t('download.title')}
      breadcrumb={[{ label: t('zone.title'), to: paths.factoryZone() }, { label: t('download.title') }]}
    >
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          {t('download.intro')}
        </Text>
        <RequireLogin>
          <Reports />
        </RequireLogin>
      </Stack>
    </PageFrame>
  );
}
