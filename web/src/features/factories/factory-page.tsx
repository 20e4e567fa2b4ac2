// /factory?id=: a factory's page as the sourcing portals show one: the header (logo, name, verified marks,
// region, years, industries) with the ways on (chat, inquire, book an inspection or a visit, leave a message),
// its capability, its goods (paged), the verification report ('No Factory Inspection Report' when it has none)
// and the message form.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { CompanyDetail } from '@portal/contracts/entities/catalogue';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { supplierManageDetail } from '@portal/contracts/http/supplier-manage';
import { compactMoney } from '@/shared/compact-money.ts';
import { GoodsGrid, GoodsGridSkeleton } from '@/shared/goods/goods-grid.tsx';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { urlQuery } from '@/shared/url-query.ts';
import { CreditReportView, GradeBadge } from './credit-report-view.tsx';
import {
  useCreditLookupQuery,
  useCreditReportQuery,
  useFactoryDetailQuery,
  useFactoryGoodsQuery,
} from './factories-api.ts';
import { MessageForm } from './message-form.tsx';
import { factoriesTestIds } from './test-ids.ts';
import { useFactoryTexts, yearsSince } from './use-factory-texts.ts';

const ids = factoriesTestIds.page;
const GOODS_PAGE_SIZE = 10;
const MESSAGE_ANCHOR = 'leave-message';
const factoryQuery = urlQuery(supplierManageDetail, { fields: ['id'] });

function Header({ factory, verified }: { factory: CompanyDetail; verified: boolean }) {
  const { t } = useTranslation('factories');
  const { pick } = useFactoryTexts();
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap={4}
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p={{ base: 4, md: 5 }}
      bgGradient="to-r"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      data-testid={ids.header}
    >
      <Image
        src={factory.logo}
        alt=""
        boxSize={{ base: '4rem', md: '5.5rem' }}
        borderRadius="md"
        borderWidth="1px"
        bg="white"
        objectFit="cover"
        flexShrink={0}
      />
      <Stack gap={1.5} flex="1" minW={0}>
        <HStack gap={2} wrap="wrap">
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }} data-testid={ids.name}>
            {factory.shopName}
          </Heading>
          {verified && (
            <Badge colorPalette="teal" variant="solid">
              {t('page.verified')}
            </Badge>
          )}
          {factory.highQuality && <Badge colorPalette="orange">{t('card.highQuality')}</Badge>}
          <Badge variant="outline">{t('card.years', { count: yearsSince(factory.foundedYear) })}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {factory.name} · {factory.regionName}
        </Text>
        <Text fontSize="sm" lineClamp={2}>
          {t('card.mainProducts', { products: factory.mainProducts })}
        </Text>
        {factory.industries.length > 0 && (
          <Wrap gap={1}>
            {factory.industries.map((industry) => (
              <Badge key={industry.id} size="sm" variant="subtle" colorPalette="brand">
                {pick(industry.name, industry.nameEn)}
              </Badge>
            ))}
          </Wrap>
        )}
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 1 }} gap={2} flexShrink={0} w={{ md: '11rem' }}>
        <Button asChild size="sm" colorPalette="brand" data-testid={ids.chat}>
          <RouterLink to={paths.chat({ companyId: factory.id })}>{t('actions.chat')}</RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline" colorPalette="brand" data-testid={ids.inquire}>
          <RouterLink
            to={paths.InquiryCounterofferList({
              publish: 1,
              title: t('actions.inquiryTitle', { name: factory.shopName }),
            })}
          >
            {t('actions.inquire')}
          </RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline" data-testid={ids.inspect}>
          <RouterLink to={paths.inspection({ factoryId: factory.id })}>{t('actions.inspect')}</RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline" data-testid={ids.visit}>
          <RouterLink to={paths.inspection({ factoryId: factory.id, tab: 'visit' })}>{t('actions.visit')}</RouterLink>
        </Button>
        <Button asChild size="sm" variant="ghost" gridColumn={{ base: 'span 2', md: 'auto' }} data-testid={ids.message}>
          <a href={`#${MESSAGE_ANCHOR}`}>{t('actions.message')}</a>
        </Button>
      </SimpleGrid>
    </Flex>
  );
}

function Panel({
  title,
  children,
  testId,
  id,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
  id?: string;
}) {
  return (
    <Stack
      as="section"
      gap={3}
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p={{ base: 3, md: 5 }}
      data-testid={testId}
      id={id}
    >
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Capability({ factory }: { factory: CompanyDetail }) {
  const { t } = useTranslation('factories');
  const { lang } = useFactoryTexts();
  const figures: [string, string][] = [
    [t('card.staff'), t('card.people', { count: factory.employees })],
    [t('card.area'), t('card.squareMetres', { count: factory.plantArea })],
    [t('card.output'), `¥${compactMoney(factory.annualOutput, lang).replace(/^¥/, '')}`],
    [t('page.lines'), t('page.categories', { count: factory.categories.length })],
  ];
  const facts: [string, string][] = [
    [t('page.founded'), String(factory.foundedYear)],
    [t('page.mainMarket'), factory.mainMarket],
    // People's names are kept in Chinese only (no English form on record): an English page shows the phone.
    [t('page.legalPerson'), lang === 'en' ? '' : factory.legalPerson],
    [t('page.registeredCapital'), `¥${compactMoney(factory.registeredCapital, lang).replace(/^¥/, '')}`],
    [t('page.creditCode'), factory.creditCode],
    [t('page.address'), factory.address],
    [t('page.contact'), lang === 'en' ? factory.phone : `${factory.contact} ${factory.phone}`],
  ];
  return (
    <Panel title={t('page.capability')} testId={ids.capability}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
        {figures.map(([label, value]) => (
          <Box key={label} bg="bg.muted" borderRadius="md" p={3} textAlign="center">
            <Text fontSize="lg" fontWeight="bold" color="brand.fg">
              {value}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {factory.intro && (
        <Text fontSize="sm" color="fg.muted">
          {factory.intro}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} columnGap={6} fontSize="sm">
        {facts
          .filter(([, value]) => value.trim())
          .map(([label, value]) => (
            <Flex key={label} gap={2} py={1} borderBottomWidth="1px" borderColor="border.muted">
              <Text color="fg.muted" flexShrink={0} w="7.5rem">
                {label}
              </Text>
              <Text minW={0} wordBreak="break-word">
                {value}
              </Text>
            </Flex>
          ))}
      </SimpleGrid>
      {factory.certifications.length > 0 && (
        <HStack gap={2} wrap="wrap" fontSize="sm">
          <Text color="fg.muted">{t('page.certifications')}</Text>
          {factory.certifications.map((certification) => (
            <Badge key={certification} colorPalette="teal" variant="subtle">
              {certification}
            </Badge>
          ))}
        </HStack>
      )}
    </Panel>
  );
}

function Goods({ factoryId }: { factoryId: number }) {
  const { t } = useTranslation('factories');
  const [page, setPage] = useState(1);
  const goods = useFactoryGoodsQuery({ companyId: factoryId, pageNum: page, pageSize: GOODS_PAGE_SIZE });
  return (
    <Panel title={t('page.goods')} testId={ids.goods}>
      {goods.data === undefined && goods.isFetching ? (
        <GoodsGridSkeleton count={GOODS_PAGE_SIZE} />
      ) : (
        <QueryState query={goods} empty={t('page.noGoods')}>
          {(data) => (
            <Stack gap={3}>
              <GoodsGrid products={data.records} />
              <Pager page={data.pageNum} total={data.total} pageSize={GOODS_PAGE_SIZE} onPageChange={setPage} />
            </Stack>
          )}
        </QueryState>
      )}
    </Panel>
  );
}

function Credit({ factory }: { factory: CompanyDetail }) {
  const { t } = useTranslation('factories');
  const { lang } = useFactoryTexts();
  const lookup = useCreditLookupQuery({ code: factory.creditCode });
  const status = lookup.data?.report.status;
  const hasReport = status === 'valid' || status === 'expired';
  // The full report is read only when there is one: a factory without one answers B011, a toast for nothing.
  const report = useCreditReportQuery({ factoryId: factory.id }, { skip: !hasReport });
  return (
    <Panel title={t('page.credit')} testId={ids.credit}>
      <QueryState
        query={lookup}
        empty={t('page.noCreditRecord')}
        isEmpty={(data) => data === null}
        skeleton={{ rows: 1, rowHeight: '4rem' }}
      >
        {() =>
          !hasReport ? (
            <EmptyState.Root size="sm" data-testid={ids.noReport}>
              <EmptyState.Content>
                <EmptyState.Title>{BusinessMessages.noInspectionReport[lang]}</EmptyState.Title>
                <EmptyState.Description>{t('page.noReportHint')}</EmptyState.Description>
                <Button asChild size="sm" colorPalette="teal">
                  <RouterLink to={paths.inspection({ factoryId: factory.id, type: 'platform' })}>
                    {t('page.askVerification')}
                  </RouterLink>
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <QueryState
              query={report}
              empty={BusinessMessages.noInspectionReport[lang]}
              skeleton={{ rows: 2, rowHeight: '4rem' }}
            >
              {(data) => <ReportSummary report={data} expired={status === 'expired'} />}
            </QueryState>
          )
        }
      </QueryState>
    </Panel>
  );
}

function ReportSummary({
  report,
  expired,
}: {
  report: Parameters<typeof CreditReportView>[0]['report'];
  expired: boolean;
}) {
  const { t } = useTranslation('factories');
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4}>
      <Flex gap={3} align="center" wrap="wrap">
        <GradeBadge grade={report.grade} score={report.score} />
        <Text fontSize="sm" flex="1" minW="12rem">
          {report.conclusion}
        </Text>
        {expired && <Badge colorPalette="red">{t('status.expired')}</Badge>}
        <Button asChild size="sm" variant="ghost" colorPalette="teal">
          <RouterLink to={paths.creditDownload({ keyword: report.factory.shopName })}>
            {t('lookup.download')}
          </RouterLink>
        </Button>
        <Button size="sm" variant="outline" colorPalette="teal" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('page.hideReport') : t('page.showReport')}
        </Button>
      </Flex>
      {open && <CreditReportView report={report} />}
    </Stack>
  );
}

export default function FactoryPage() {
  const { t } = useTranslation('factories');
  useFactoryTexts();
  const [params] = useSearchParams();
  const { id } = factoryQuery.read(params);
  const detail = useFactoryDetailQuery({ id: id ?? 0 }, { skip: !id });
  const verified = useCreditLookupQuery({ code: detail.data?.creditCode ?? '' }, { skip: !detail.data });
  const title = detail.data?.shopName ?? t('page.title');
  return (
    <PageFrame title={title} breadcrumb={[{ label: t('zone.title'), to: paths.factoryZone() }, { label: title }]}>
      {!id ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title>{t('page.missing')}</EmptyState.Title>
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={paths.factoryZone()}>{t('zone.title')}</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <QueryState query={detail} empty={t('page.missing')} skeleton={{ rows: 3, rowHeight: '8rem' }}>
          {(factory) => (
            <Stack gap={4}>
              <Header factory={factory} verified={verified.data?.report.status === 'valid'} />
              <Capability factory={factory} />
              <Goods factoryId={factory.id} />
              <Credit factory={factory} />
              <Panel title={t('message.title')} id={MESSAGE_ANCHOR}>
                <MessageForm factoryId={factory.id} factoryName={factory.shopName} />
              </Panel>
            </Stack>
          )}
        </QueryState>
      )}
    </PageFrame>
  );
}
