// A titled band of the home page with an optional "more" link.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { ChevronRightIcon } from '@/shared/ui/icons.tsx';

export interface HomeSectionProps {
  title: string;
  subtitle?: string;
  more?: string;
  testId?: string;
  children: ReactNode;
}

export function HomeSection({ title, subtitle, more, testId, children }: HomeSectionProps) {
  const { t } = useTranslation('home');
  return (
    <Box as="section" aria-label={title} bg="bg" borderRadius="lg" p={{ base: 4, md: 6 }} data-testid={testId}>
      <Flex align="baseline" justify="space-between" gap={3} mb={4} wrap="wrap">
        <Flex align="baseline" gap={3} wrap="wrap">
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }} borderStartWidth="4px" borderColor="brand.solid" ps={3}>
            {title}
          </Heading>
          {subtitle && (
            <Text fontSize="sm" color="fg.muted">
              {subtitle}
            </Text>
          )}
        </Flex>
        {more && (
          <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={more}>
              {t('more')}
              <ChevronRightIcon boxSize={4} />
            </RouterLink>
          </Link>
        )}
      </Flex>
      {children}
    </Box>
  );
}
