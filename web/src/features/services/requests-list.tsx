// A page of service requests as a list: number, kind, what it is about, to whom (or from whom), amount, status
// and time; the buyer centre shows the caller's own, the seller centre a provider's received ones.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { SERVICE_REQUEST_KINDS, type ServiceRequest, type ServiceRequestKind } from '@portal/contracts/http/order';
import { formatMoney } from '@portal/contracts/money';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useServiceRequestsQuery } from './services-api.ts';
import { useServicesLanguage } from './parts.tsx';
import { servicesTestIds } from './test-ids.ts';
import { ProviderActions } from './provider-actions.tsx';
import { marketDateTime } from '@/shared/market-time.ts';

const PAGE_SIZE = 10;
const STATUS_COLOURS: Record<ServiceRequest['status'], string> = {
  draft: 'gray',
  submitted: 'blue',
  accepted: 'orange',
  declined: 'red',
  completed: 'green',
  cancelled: 'gray',
};

function RequestRow({ request, side }: { request: ServiceRequest; side: 'buyer' | 'provider' }) {
  const { t } = useTranslation('services');
  const counterpart =
    side === 'buyer'
      ? request.providerName || t('requests.platformDesk')
      : `${request.requesterName} · ${request.contactName} ${request.contactMobile}`;
  return (
    <Stack as="li" gap={1} py={3} data-testid={servicesTestIds.requests.row(request.id)}>
      <HStack gap={2} wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">
          {t(`requests.kinds.${request.kind}`)}
        </Badge>
        <Text fontWeight="semibold">{request.subject}</Text>
        <Badge
          colorPalette={STATUS_COLOURS[request.status]}
          ms="auto"
          data-testid={servicesTestIds.requests.status(request.id)}
        >
          {t(`requests.status.${request.status}`)}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t(side === 'buyer' ? 'requests.to' : 'requests.from', { name: counterpart })}
      </Text>
      {request.details && (
        <Text fontSize="sm" lineClamp={2}>
          {request.details}
        </Text>
      )}
      {request.status === 'declined' && request.declineReason && (
        <Text
          fontSize="sm"
          color="red.fg"
          bg="red.subtle"
          px={2}
          py={1}
          borderRadius="sm"
          data-testid={servicesTestIds.requests.declineNote(request.id)}
        >
          {t('requests.declineNote', { reason: request.declineReason })}
        </Text>
      )}
      <HStack gap={4} fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>{t('requests.number', { number: request.requestNo })}</Text>
        <Text>{marketDateTime(request.createdAt)}</Text>
        {request.amount !== null && (
          <Text color="orange.fg" fontWeight="medium">
            {formatMoney(request.amount)}
          </Text>
        )}
        {side === 'provider' && (
          <HStack ms="auto">
            <ProviderActions request={request} />
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}

export function RequestsList({ side }: { side: 'buyer' | 'provider' }) {
  const { t } = useTranslation('services');
  useServicesLanguage();
  // The requester's list follows the provider's answers live: the user-room stream makes its 'Service' reads
  // stale on each such notification (shared/realtime/user-event-tags.ts).
  const [pageNum, setPageNum] = useState(1);
  const [kind, setKind] = useState<ServiceRequestKind | undefined>(undefined);
  const query = useServiceRequestsQuery({ side, pageNum, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) });
  return (
    <Stack gap={3} data-testid={servicesTestIds.requests.root}>
      <NativeSelect.Root size="sm" maxW="14rem">
        <NativeSelect.Field
          aria-label={t('requests.kind')}
          value={kind ?? ''}
          onChange={(event) => {
            setKind((event.currentTarget.value || undefined) as ServiceRequestKind | undefined);
            setPageNum(1);
          }}
        >
          <option value="">{t('requests.allKinds')}</option>
          {SERVICE_REQUEST_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`requests.kinds.${value}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <QueryState
        query={query}
        skeleton={{ rows: 3, rowHeight: '5rem' }}
        errorTitle={t('loadError')}
        empty={t(side === 'buyer' ? 'requests.empty' : 'requests.emptyReceived')}
        emptyDetail={
          side === 'buyer' && (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.serviceSector()}>{t('requests.toZone')}</RouterLink>
            </Button>
          )
        }
      >
        {(page) => (
          <Stack as="ul" listStyleType="none" gap={0} divideY="1px" borderWidth="1px" borderRadius="md" px={4} bg="bg">
            {page.records.map((request) => (
              <RequestRow key={request.id} request={request} side={side} />
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > PAGE_SIZE && (
        <Pager page={pageNum} total={query.data.total} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
      )}
    </Stack>
  );
}
