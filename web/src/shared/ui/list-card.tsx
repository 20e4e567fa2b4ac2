// The card of a list row (a supply request, an agent-purchase goods, a quote received): optional picture,
// title with its status badge, a muted line under it, a wrapping row of facts, free content and actions.
import type { ReactNode } from 'react';
import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';

export interface ListCardProps {
  title: ReactNode;
  /** Beside the title, e.g. a status badge. */
  badge?: ReactNode;
  subtitle?: ReactNode;
  /** Short facts, one row that wraps on a phone. */
  facts?: readonly ReactNode[];
  /** A picture on the left (decorative: the title names the thing). */
  image?: string | undefined;
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}

export function ListCard({ title, badge, subtitle, facts, image, actions, children, testId }: ListCardProps) {
  return (
    <HStack
      as="li"
      align="start"
      gap={{ base: 3, md: 4 }}
      p={{ base: 3, md: 4 }}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      data-testid={testId}
    >
      {image !== undefined && (
        <Image
          src={image || undefined}
          alt=""
          boxSize={{ base: '64px', md: '80px' }}
          objectFit="cover"
          borderRadius="md"
          flexShrink={0}
          bg="bg.muted"
        />
      )}
      <Stack gap={1.5} flex="1" minW={0}>
        <HStack justify="space-between" align="start" gap={2}>
          <Box fontWeight="semibold" minW={0} lineClamp={2}>
            {title}
          </Box>
          {badge && (
            <HStack gap={1} flexShrink={0}>
              {badge}
            </HStack>
          )}
        </HStack>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted">
            {subtitle}
          </Text>
        )}
        {facts && facts.length > 0 && (
          <HStack gap={{ base: 3, md: 6 }} wrap="wrap" fontSize="sm">
            {facts.map((fact, index) => (
              <Box key={index}>{fact}</Box>
            ))}
          </HStack>
        )}
        {children}
        {actions && <Box pt={1}>{actions}</Box>}
      </Stack>
    </HStack>
  );
}
