// The operator's review of store applications, on /certification (the operator has no centre; the page of
// onboarding is where applications live): by status, oldest submitted first, with the documents to check,
// approve (the store goes online) or reject with a reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  ENTRY_STATUSES,
  REJECT_REASON_MAX,
  STORE_TYPE_LABELS,
  type EntryStatusValue,
  type MerchantEntryRow,
} from '@portal/contracts/http/merchant-entry';
import { ENTRY_FIELD_LABELS } from '@portal/contracts/rules/onboarding';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useAuditMerchantEntryMutation, useMerchantEntriesQuery } from './onboarding-api.ts';
import { EntryStatusBadge, useBilingual } from './parts.tsx';
import { onboardingTestIds as ids } from './test-ids.ts';
import { marketDate } from '@/shared/market-time.ts';

const PAGE_SIZE = 10;

function ReviewCard({ row }: { row: MerchantEntryRow }) {
  const { t } = useTranslation('onboarding');
  const label = useBilingual();
  const [audit, auditing] = useAuditMerchantEntryMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = async (pass: boolean) => {
    try {
      await audit(pass ? { id: row.id, pass } : { id: row.id, pass, reason }).unwrap();
      showSuccess(t('operator.done'));
    } catch {
      // The toast says why (a 400 names the reason); the typed reason stays.
    }
  };
  const documents = [
    [ENTRY_FIELD_LABELS.licenceFileId, row.licence],
    [ENTRY_FIELD_LABELS.idFrontFileId, row.idFront],
    [ENTRY_FIELD_LABELS.idBackFileId, row.idBack],
    [ENTRY_FIELD_LABELS.logoWideFileId, row.logoWide],
    [ENTRY_FIELD_LABELS.logoSquareFileId, row.logoSquare],
  ] as const;
  return (
    <Card.Root size="sm" data-testid={ids.reviewRow(row.id)}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="bold">{row.companyName}</Text>
          <HStack>
            {row.storeType && <Badge>{label(STORE_TYPE_LABELS[row.storeType])}</Badge>}
            <EntryStatusBadge status={row.status} />
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={1} fontSize="sm">
          <Text>
            {t('operator.applicant')}: {row.applicant.nickname} ({row.applicant.account})
            {row.submittedAt !== null && ` · ${marketDate(row.submittedAt)}`}
          </Text>
          <Text>
            {label(ENTRY_FIELD_LABELS.shopName)}: {row.shopName} · {label(ENTRY_FIELD_LABELS.creditCode)}:{' '}
            {row.creditCode}
          </Text>
          <Text>
            {label(ENTRY_FIELD_LABELS.industryIds)}: {row.industries.map((i) => i.name).join(', ')}
          </Text>
          <HStack wrap="wrap" gap={3}>
            <Text color="fg.muted">{t('operator.files')}:</Text>
            {documents.map(([name, file]) =>
              file ? (
                <Link key={name.en} href={file.url} target="_blank" rel="noreferrer" colorPalette="brand">
                  {label(name)}
                </Link>
              ) : null,
            )}
            {row.attachments.map((file) => (
              <Link key={file.fileId} href={file.url} target="_blank" rel="noreferrer" colorPalette="brand">
                {file.name}
              </Link>
            ))}
          </HStack>
          {row.rejectReason && <Text color="fg.error">{row.rejectReason}</Text>}
        </Stack>
        {row.status === 'submitted' && (
          <Stack mt={3} gap={2}>
            {rejecting && (
              <Textarea
                size="sm"
                rows={2}
                maxLength={REJECT_REASON_MAX}
                placeholder={t('operator.reason')}
                aria-label={t('operator.reason')}
                data-testid={ids.reason}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            )}
            <HStack justify="flex-end">
              {rejecting ? (
                <>
                  <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
                    {t('operator.cancel')}
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="red"
                    loading={auditing.isLoading}
                    disabled={!reason.trim()}
                    data-testid={ids.confirmReject}
                    onClick={() => void decide(false)}
                  >
                    {t('operator.confirmReject')}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    data-testid={ids.reject(row.id)}
                    onClick={() => setRejecting(true)}
                  >
                    {t('operator.reject')}
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={auditing.isLoading}
                    data-testid={ids.approve(row.id)}
                    onClick={() => void decide(true)}
                  >
                    {t('operator.approve')}
                  </Button>
                </>
              )}
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function ReviewQueue() {
  const { t } = useTranslation('onboarding');
  const [status, setStatus] = useState<EntryStatusValue>('submitted');
  const [pageNum, setPageNum] = useState(1);
  const query = useMerchantEntriesQuery({ status, pageNum, pageSize: PAGE_SIZE });
  return (
    <Stack gap={4} data-testid={ids.review}>
      <Text color="fg.muted">{t('operator.intro')}</Text>
      <HStack wrap="wrap">
        {ENTRY_STATUSES.filter((s) => s !== 'draft').map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={() => {
              setStatus(s);
              setPageNum(1);
            }}
          >
            {t(`status.${s}`)}
          </Button>
        ))}
      </HStack>
      <QueryState query={query} empty={t('operator.empty')}>
        {(page) => (
          <Stack gap={3}>
            {page.records.map((row) => (
              <ReviewCard key={row.id} row={row} />
            ))}
            <Pager page={pageNum} total={page.total} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
