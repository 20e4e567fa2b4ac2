// The card the account forms sit in: centred, narrow on a desktop, the full width on a phone, with the
// portal's promise beside it on wide screens.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading, List, Text } from '@chakra-ui/react';

export interface AuthCardProps {
  children: ReactNode;
  /** The widest the card gets (the registration form is wider than the login form). */
  maxW?: string;
  testId: string;
}

export function AuthCard({ children, maxW = '28rem', testId }: AuthCardProps) {
  const { t } = useTranslation('account');
  const points = [t('promo.point1'), t('promo.point2'), t('promo.point3')];
  return (
    <Flex justify="center" align="stretch" gap={8} data-testid={testId}>
      <Box
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        justifyContent="center"
        flex="1"
        maxW="26rem"
        p={8}
        borderRadius="xl"
        bgGradient="to-br"
        gradientFrom="brand.500"
        gradientTo="brand.700"
        color="white"
      >
        <Heading size="2xl" mb={3} lineHeight="1.4">
          {t('promo.title')}
        </Heading>
        <Text mb={6} opacity={0.9}>
          {t('promo.subtitle')}
        </Text>
        <List.Root gap={3} ps={4}>
          {points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Box
        w="full"
        maxW={{ base: 'full', md: maxW }}
        bg="bg"
        borderRadius="xl"
        borderWidth="1px"
        boxShadow="sm"
        p={{ base: 4, md: 8 }}
      >
        {children}
      </Box>
    </Flex>
  );
}
