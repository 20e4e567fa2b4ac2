// The operator's review queue: every kind of application in one list (or one kind), by status, newest first;
// each item with what it belongs to, its facts and documents beside the decision. Approve, or reject with a
// reason (required: said at once, in the reader's language). A decision another operator took first is
// refused by the server with its message (toast) and the list refreshes.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  REVIEW_KINDS,
  REVIEW_KIND_LABELS,
  REVIEW_REASON_MAX,
  REVIEW_STATUSES,
  type ReviewItem,
  type ReviewKindValue,
  type ReviewStatusValue,
} from '@portal/contracts/http/review-queue';
import { useBilingual } from '@/shared/i18n/lang.ts';
import { marketDateTime } from '@/shared/market-time.ts';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useDecideReviewMutation, useReviewQueueQuery } from './console-api.ts';
import { consoleTestIds as ids } from './test-ids.ts';

const PAGE_SIZE = 10;

const STATUS_PALETTE: Record<ReviewStatusValue, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

function isKind(value: string | null): value is ReviewKindValue {
  return value !== null && (REVIEW_KINDS as readonly string[]).includes(value);
}
function isStatus(value: string | null): value is ReviewStatusValue {
  return value !== null && (REVIEW_STATUSES as readonly string[]).includes(value);
}

function Decision({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('console');
  const [decide, state] = useDecideReviewMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const send = async (pass: boolean) => {
    if (!pass && !reason.trim()) {
      setReasonError(t('reasonRequired'));
      return;
    }
    try {
      await decide(
        pass ? { kind: item.kind, id: item.id, pass } : { kind: item.kind, id: item.id, pass, reason },
      ).unwrap();
      showSuccess(pass ? t('approved') : t('rejected'));
    } catch {
      // The toast says why (already decided by another operator, a field refused); the typed reason stays.
    }
  };
  if (!rejecting) {
    return (
      <HStack justify="flex-end" gap={2}>
        <Button size="sm" variant="outline" data-testid={ids.reject} onClick={() => setRejecting(true)}>
          {t('reject')}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          loading={state.isLoading}
          data-testid={ids.approve}
          onClick={() => void send(true)}
        >
          {t('approve')}
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap={2}>
      <Field.Root invalid={reasonError !== null} required>
        <Field.Label>{t('reason')}</Field.Label>
        <Textarea
          size="sm"
          rows={2}
          maxLength={REVIEW_REASON_MAX}
          data-testid={ids.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
        />
        {reasonError && <Field.ErrorText data-testid={ids.reasonError}>{reasonError}</Field.ErrorText>}
      </Field.Root>
      <HStack justify="flex-end" gap={2}>
        <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
          {t('cancel')}
        </Button>
        <Button
          size="sm"
          colorPalette="red"
          loading={state.isLoading}
          data-testid={ids.confirmReject}
          onClick={() => void send(false)}
        >
          {t('confirmReject')}
        </Button>
      </HStack>
    </Stack>
  );
}

function ItemCard({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('console');
  const label = useBilingual();
  return (
    <Card.Root size="sm" data-testid={ids.item(item.kind, item.id)}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap={2} wrap="wrap">
          <Stack gap={1} minW={0} flex="1">
            <HStack gap={2} wrap="wrap">
              <Badge colorPalette="blue">{label(REVIEW_KIND_LABELS[item.kind])}</Badge>
              <Badge colorPalette={STATUS_PALETTE[item.status]} data-testid={ids.itemStatus} data-status={item.status}>
                {t(`status.${item.status}`)}
              </Badge>
            </HStack>
            <Text fontWeight="bold" wordBreak="break-word">
              {item.title}
            </Text>
          </Stack>
          <Text fontSize="xs" color="fg.muted">
            {t('submittedAt', { time: marketDateTime(item.submittedAt) })}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
          <Stack gap={1} fontSize="sm">
            <Text>
              {t('applicant')}: {item.applicant.nickname} ({item.applicant.account})
            </Text>
            {item.subject && (
              <Text>
                {t('belongsTo')}:{' '}
                <Link asChild colorPalette="brand">
                  <RouterLink to={item.subject.link}>{item.subject.label}</RouterLink>
                </Link>
              </Text>
            )}
            {item.facts.map((fact) => (
              <Text key={fact.label} wordBreak="break-word">
                <Text as="span" color="fg.muted">
                  {fact.label}:
                </Text>{' '}
                {fact.value}
              </Text>
            ))}
          </Stack>
          <Stack gap={3}>
            <Box>
              <Text fontSize="sm" color="fg.muted" mb={1}>
                {t('evidence')}
              </Text>
              {item.evidence.length === 0 ? (
                <Text fontSize="sm">{t('noEvidence')}</Text>
              ) : (
                <HStack wrap="wrap" gap={3}>
                  {item.evidence.map((e) => (
                    <Link
                      key={e.file.fileId}
                      href={e.file.url}
                      target="_blank"
                      rel="noreferrer"
                      colorPalette="brand"
                      fontSize="sm"
                    >
                      {e.label}
                    </Link>
                  ))}
                </HStack>
              )}
            </Box>
            {item.status === 'pending' ? (
              <Decision item={item} />
            ) : (
              <Stack gap={1} fontSize="sm">
                {item.decidedAt !== null && <Text>{t('decidedAt', { time: marketDateTime(item.decidedAt) })}</Text>}
                {item.reason && (
                  <Text color="fg.error">
                    {t('reason')}: {item.reason}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The queue; `kind` and `status` live in the URL (`?kind=deposit&status=rejected`). */
export function ReviewQueue() {
  const { t } = useTranslation('console');
  const label = useBilingual();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const statusParam = params.get('status');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const status = isStatus(statusParam) ? statusParam : 'pending';
  const pageNum = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const show = (next: { kind?: string; status?: string; page?: number }) => {
    const merged = { kind: kind ?? '', status, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.kind) search.set('kind', merged.kind);
    if (merged.status !== 'pending') search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  const query = useReviewQueueQuery({ pageNum, pageSize: PAGE_SIZE, status, ...(kind ? { kind } : {}) });
  return (
    <Stack gap={4} data-testid={ids.queue}>
      <Text color="fg.muted">{t('intro')}</Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap={3} align={{ md: 'center' }}>
        <NativeSelect.Root size="sm" maxW={{ md: '16rem' }}>
          <NativeSelect.Field
            aria-label={t('kind')}
            data-testid={ids.kindFilter}
            value={kind ?? ''}
            onChange={(event) => show({ kind: event.currentTarget.value })}
          >
            <option value="">{t('allKinds')}</option>
            {REVIEW_KINDS.map((k) => (
              <option key={k} value={k}>
                {label(REVIEW_KIND_LABELS[k])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap={2} wrap="wrap" role="group" aria-label={t('statusFilter')}>
          {REVIEW_STATUSES.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === status ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={s === status}
              data-testid={ids.status(s)}
              onClick={() => show({ status: s })}
            >
              {t(`status.${s}`)}
            </Button>
          ))}
        </HStack>
      </Stack>
      <QueryState query={query} empty={t('empty')}>
        {(page) => (
          <Stack gap={3}>
            {page.records.map((item) => (
              <ItemCard key={`${item.kind}-${item.id}`} item={item} />
            ))}
            <Pager page={pageNum} total={page.total} pageSize={PAGE_SIZE} onPageChange={(p) => show({ page: p })} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
