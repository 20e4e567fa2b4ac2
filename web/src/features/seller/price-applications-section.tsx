// Seller and factory centre, "price applications" (`/sellerCenter/priceApplications`): the applications buyers
// sent to see the company's hidden prices, pending first, by status tab; each pending one is granted, or
// refused with a reason the buyer reads on the goods page (told live). The tab and page live in the URL.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Dialog, Flex, HStack, Link, Portal, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import type { PriceApplication } from '@portal/contracts/http/product-price-apply';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PRICE_REFUSAL_MAX, checkRefusalReason, goodsMessage } from '@portal/contracts/rules/goods';
import { isApiError } from '@/shared/api/api-error.ts';
import { useLang } from '@/shared/i18n/lang.ts';
import { marketDateTime } from '@/shared/market-time.ts';
import { paths } from '@/shared/paths.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useDecidePriceApplyMutation, usePriceApplicationsQuery } from './seller-api.ts';
import { sellerTestIds } from './test-ids.ts';

const ids = sellerTestIds.applications;
const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const COLOURS: Record<Status, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

function isStatus(value: string | null): value is Status {
  return STATUSES.includes(value as Status);
}

export default function PriceApplicationsSection() {
  const { t } = useTranslation('seller');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: Status = isStatus(rawStatus) ? rawStatus : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = usePriceApplicationsQuery({ status, pageNum: page, pageSize: TABLE_PAGE_SIZE });
  const [decide, deciding] = useDecidePriceApplyMutation();
  const [refusing, setRefusing] = useState<PriceApplication | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const show = (next: { status?: Status; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') search.set('status', nextStatus);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const grant = async (application: PriceApplication) => {
    try {
      await decide({ id: application.id, approve: true }).unwrap();
      showSuccess(t('applications.granted'));
    } catch {
      // The failed call's toast says why (already decided...).
    }
  };

  const refuse = async () => {
    if (!refusing) return;
    if (checkRefusalReason(reason)) {
      setReasonError(goodsMessage('refusalReasonRequired', lang, { max: PRICE_REFUSAL_MAX }));
      return;
    }
    try {
      await decide({ id: refusing.id, approve: false, reason: reason.trim() }).unwrap();
      showSuccess(t('applications.refused'));
      setRefusing(null);
    } catch (error) {
      if (isApiError(error) && error.status === 400) setReasonError(error.message);
    }
  };

  return (
    <Stack gap={4} data-testid={ids.root}>
      <Tabs.Root
        value={status}
        onValueChange={(details) => isStatus(details.value) && show({ status: details.value })}
        variant="line"
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
          {STATUSES.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={ids.tab(value)}>
              {t(`applications.status.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <QueryState
        query={query}
        skeleton={{ rows: 3, rowHeight: '7rem' }}
        errorTitle={t('applications.loadError')}
        empty={t(`applications.empty.${status}`)}
        testIds={{ loading: ids.loading, error: ids.error, empty: ids.empty }}
      >
        {(found) => (
          <Stack gap={3}>
            {found.records.map((application) => (
              <Box
                as="article"
                key={application.id}
                bg="bg"
                borderWidth="1px"
                borderRadius="md"
                p={4}
                data-testid={ids.row(application.id)}
              >
                <Flex gap={3} direction={{ base: 'column', md: 'row' }} justify="space-between">
                  <Stack gap={1} minW={0} flex="1">
                    <HStack gap={2} wrap="wrap">
                      <Badge colorPalette={COLOURS[application.status]} data-testid={ids.status(application.id)}>
                        {t(`applications.status.${application.status}`)}
                      </Badge>
                      {application.productId !== null ? (
                        <Link asChild fontWeight="medium" minW={0}>
                          <RouterLink to={paths.goodsDetail(application.productId)}>
                            <Text as="span" lineClamp={1}>
                              {application.productTitle}
                            </Text>
                          </RouterLink>
                        </Link>
                      ) : (
                        <Text fontWeight="medium">{t('applications.wholeShop')}</Text>
                      )}
                    </HStack>
                    <Text fontSize="sm">
                      {t('applications.applicant', {
                        name: application.applicantName,
                        company: application.companyName ?? t('applications.individual'),
                      })}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('applications.contact', { name: application.contactName, phone: application.contactPhone })}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                      {t('applications.reason', { reason: application.reason })}
                    </Text>
                    {application.rejectReason && (
                      <Text fontSize="sm" color="fg.error" wordBreak="break-word">
                        {t('applications.rejectReason', { reason: application.rejectReason })}
                      </Text>
                    )}
                    <Text fontSize="xs" color="fg.subtle">
                      {t('applications.appliedAt', { at: marketDateTime(application.appliedAt) })}
                      {application.decidedAt !== null &&
                        ` · ${t('applications.decidedAt', { at: marketDateTime(application.decidedAt) })}`}
                    </Text>
                  </Stack>
                  {application.status === 'pending' && (
                    <HStack gap={2} alignSelf={{ base: 'end', md: 'center' }} flexShrink={0}>
                      <Button
                        size="sm"
                        colorPalette="brand"
                        loading={deciding.isLoading && deciding.originalArgs?.id === application.id}
                        onClick={() => void grant(application)}
                        data-testid={ids.grant(application.id)}
                      >
                        {t('applications.grant')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          setRefusing(application);
                          setReason('');
                          setReasonError(null);
                        }}
                        data-testid={ids.refuse(application.id)}
                      >
                        {t('applications.refuse')}
                      </Button>
                    </HStack>
                  )}
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager
          page={page}
          total={query.data.total}
          pageSize={TABLE_PAGE_SIZE}
          onPageChange={(next) => show({ page: next })}
        />
      )}
      <Dialog.Root
        open={refusing !== null}
        onOpenChange={(details) => !details.open && setRefusing(null)}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: 3, md: 0 }}>
            <Dialog.Content maxW="md" data-testid="price-application-refuse-dialog">
              <Dialog.Header>
                <Dialog.Title>{t('applications.refuseTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={3}>
                  <Text fontSize="sm" color="fg.muted">
                    {t('applications.refuseHint')}
                  </Text>
                  <FormField label={t('applications.refuseReason')} required error={reasonError}>
                    <Textarea
                      rows={3}
                      maxLength={PRICE_REFUSAL_MAX}
                      value={reason}
                      onChange={(event) => {
                        setReason(event.target.value);
                        setReasonError(null);
                      }}
                      data-testid={ids.reason}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setRefusing(null)}>
                  {t('editor.cancel')}
                </Button>
                <Button
                  colorPalette="red"
                  loading={deciding.isLoading}
                  onClick={() => void refuse()}
                  data-testid={ids.refuseConfirm}
                >
                  {t('applications.refuse')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
