// The applicant's view of an application that is no longer a draft: pending review (updates by itself when
// decided), rejected with the reason and "edit and resubmit", approved with the way to the merchant's centre.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { STORE_TYPE_LABELS, type MerchantEntry } from '@portal/contracts/http/merchant-entry';
import { ONBOARDING_REVIEW_DAYS } from '@portal/contracts/rules/constants';
import { ENTRY_FIELD_LABELS } from '@portal/contracts/rules/onboarding';
import { paths } from '@/shared/paths.ts';
import { EntryStatusBadge, useBilingual } from './parts.tsx';
import { onboardingTestIds as ids } from './test-ids.ts';
import { marketDate } from '@/shared/market-time.ts';

function centreOf(entry: MerchantEntry): string {
  if (entry.storeType === 'factory') return paths.factoryCenter();
  if (entry.storeType === 'shop') return paths.sellerCenter();
  return paths.qualification();
}

export function EntryStatusView({ entry, onEdit }: { entry: MerchantEntry; onEdit(): void }) {
  const { t } = useTranslation('onboarding');
  const label = useBilingual();
  const status = entry.status === 'draft' ? 'submitted' : entry.status;
  return (
    <Stack gap={4} data-testid={ids.status}>
      <Alert.Root status={status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'info'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <HStack>
              <EntryStatusBadge status={entry.status} testId={ids.statusBadge} />
            </HStack>
          </Alert.Title>
          <Alert.Description>
            {t(`statusText.${status}`, { ...ONBOARDING_REVIEW_DAYS, reason: entry.rejectReason ?? '' })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Card.Root size="sm">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={2} fontSize="sm">
            <Text>
              {label(ENTRY_FIELD_LABELS.storeType)}: {entry.storeType ? label(STORE_TYPE_LABELS[entry.storeType]) : ''}
            </Text>
            <Text>
              {label(ENTRY_FIELD_LABELS.companyName)}: {entry.companyName}
            </Text>
            <Text>
              {label(ENTRY_FIELD_LABELS.shopName)}: {entry.shopName}
            </Text>
            <Text>
              {label(ENTRY_FIELD_LABELS.industryIds)}: {entry.industries.map((i) => i.name).join(', ')}
            </Text>
            {entry.submittedAt !== null && (
              <Text color="fg.muted">{t('submittedAt', { date: marketDate(entry.submittedAt) })}</Text>
            )}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <HStack>
        {entry.status === 'rejected' && (
          <Button colorPalette="brand" data-testid={ids.editResubmit} onClick={onEdit}>
            {t('editResubmit')}
          </Button>
        )}
        {entry.status === 'approved' && (
          <Button asChild colorPalette="brand">
            <RouterLink to={centreOf(entry)}>{t('toCentre')}</RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
