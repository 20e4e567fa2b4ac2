// Pieces the service zone's pages share: a titled section box, a trade-service card, and the refetch of the
// zone's server texts (answered in the request's language) when the language changes.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { TradeService } from '@portal/contracts/http/service-portal';
import { api } from '@/shared/api/api.ts';
import { paths } from '@/shared/paths.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { servicesTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';

/** The zone's texts come from the server in the request's language: a switch refetches them. */
export function useServicesLanguage(): 'zh' | 'en' {
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    dispatch(api.util.invalidateTags(['Service']));
  }, [lang, dispatch]);
  return lang === 'en' ? 'en' : 'zh';
}

export function Section({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 5 }} data-testid={testId}>
      <HStack justify="space-between" mb={3} gap={3} wrap="wrap">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {extra}
      </HStack>
      {children}
    </Box>
  );
}

export function TradeServiceCard({ service }: { service: TradeService }) {
  const { t } = useTranslation('services');
  const lang = useAppSelector(selectLanguage);
  return (
    <Stack
      borderWidth="1px"
      borderRadius="md"
      p={4}
      gap={2}
      bg="bg"
      _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
      data-testid={servicesTestIds.sector.trade(service.id)}
    >
      <HStack gap={3} align="flex-start">
        <Picture src={service.logo} alt="" boxSize="44px" borderRadius="md" flexShrink={0} />
        <Stack gap={0} minW={0}>
          <Text fontWeight="semibold" lineClamp={1}>
            {lang === 'en' ? service.nameEn : service.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {service.providerName}
          </Text>
        </Stack>
      </HStack>
      <Text fontSize="sm" lineClamp={2} minH="2.6em">
        {service.description}
      </Text>
      <Wrap gap={1}>
        <Badge colorPalette="brand" variant="subtle">
          {t(`zoneType.${service.serviceType}`)}
        </Badge>
        {service.tags.map((tag) => (
          <Badge key={tag} variant="outline">
            {tag}
          </Badge>
        ))}
      </Wrap>
      <Text fontSize="sm" color="orange.fg" lineClamp={1}>
        {service.priceNote}
      </Text>
      <HStack justify="space-between" mt="auto">
        <Text fontSize="xs" color="fg.muted">
          {t('trade.served', { count: service.servedCount })}
        </Text>
        <Button asChild size="xs" colorPalette="brand">
          <RouterLink to={paths.serveDetail(service.id)}>{t('trade.request')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
