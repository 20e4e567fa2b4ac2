// /qualification: an approved merchant's qualifications (business licence and certificates) with their audit
// status; anyone else is told 'You are not a merchant. Please apply to join!' with the way to apply.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, EmptyState, HStack, Link, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { businessMessage } from '@portal/contracts/business-messages';
import { STORE_TYPE_LABELS } from '@portal/contracts/http/merchant-entry';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useMyMerchantEntryQuery } from './onboarding-api.ts';
import { EntryStatusBadge, useBilingual, useLang } from './parts.tsx';
import { onboardingTestIds as ids } from './test-ids.ts';
import { marketDate } from '@/shared/market-time.ts';

function Qualifications() {
  const { t } = useTranslation('onboarding');
  const lang = useLang();
  const label = useBilingual();
  const query = useMyMerchantEntryQuery();
  return (
    <QueryState query={query} empty={null} isEmpty={() => false}>
      {({ entry }) =>
        entry?.status !== 'approved' ? (
          <EmptyState.Root data-testid={ids.notMerchant}>
            <EmptyState.Content>
              <VStack textAlign="center">
                <EmptyState.Title>{businessMessage('notMerchant', lang)}</EmptyState.Title>
                {entry && (
                  <HStack>
                    <EntryStatusBadge status={entry.status} />
                  </HStack>
                )}
              </VStack>
              <Button asChild colorPalette="brand">
                <RouterLink to={paths.certification()}>{t('notMerchantAction')}</RouterLink>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap={4} data-testid={ids.qualification}>
            <Card.Root size="sm">
              <Card.Body>
                <SimpleGrid columns={{ base: 1, md: 2 }} gap={2} fontSize="sm">
                  <Text>
                    {t('qualification.company')}: {entry.companyName}
                  </Text>
                  <Text>
                    {t('qualification.creditCode')}: {entry.creditCode}
                  </Text>
                  <Text>
                    {t('qualification.store')}: {entry.shopName}
                    {entry.storeType && ` (${label(STORE_TYPE_LABELS[entry.storeType])})`}
                  </Text>
                  {entry.auditedAt !== null && (
                    <Text>
                      {t('qualification.status')}: {t('status.approved')} · {marketDate(entry.auditedAt)}
                    </Text>
                  )}
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
            {[
              { title: t('qualification.licence'), files: entry.licence ? [entry.licence] : [] },
              { title: t('qualification.certificates'), files: entry.attachments },
            ].map((group) => (
              <Card.Root key={group.title} size="sm">
                <Card.Header>
                  <Text fontWeight="bold">{group.title}</Text>
                </Card.Header>
                <Card.Body>
                  {group.files.length === 0 ? (
                    <Text color="fg.muted" fontSize="sm">
                      {t('qualification.noCertificates')}
                    </Text>
                  ) : (
                    <Stack gap={2}>
                      {group.files.map((file) => (
                        <HStack
                          key={file.fileId}
                          justify="space-between"
                          borderWidth="1px"
                          borderRadius="md"
                          px={3}
                          py={2}
                        >
                          <Text fontSize="sm" truncate>
                            {file.name}
                          </Text>
                          <HStack>
                            <EntryStatusBadge status="approved" />
                            <Link href={file.url} target="_blank" rel="noreferrer" colorPalette="brand" fontSize="sm">
                              {t('qualification.view')}
                            </Link>
                          </HStack>
                        </HStack>
                      ))}
                    </Stack>
                  )}
                </Card.Body>
              </Card.Root>
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

export default function QualificationPage() {
  const { t } = useTranslation('onboarding');
  return (
    <PageFrame title={t('qualificationTitle')}>
      <RequireLogin>
        <Qualifications />
      </RequireLogin>
    </PageFrame>
  );
}
