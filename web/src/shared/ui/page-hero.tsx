// A page's hero band (the factory zone, the VR market tour, inspection booking, deep authentication): its headline
// and what the page offers on a gradient (the brand's, or teal for the platform's own verification), with the
// page's actions below.
import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';

const TONES = {
  brand: { from: 'brand.solid', to: 'orange.400' },
  teal: { from: 'teal.700', to: 'teal.500' },
} as const;

export function PageHero({
  title,
  body,
  tone = 'brand',
  children,
}: {
  title: ReactNode;
  body: ReactNode;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  return (
    <Stack
      gap={2}
      bgGradient="to-r"
      gradientFrom={TONES[tone].from}
      gradientTo={TONES[tone].to}
      color="white"
      borderRadius="lg"
      px={{ base: 4, md: 8 }}
      py={{ base: 5, md: 6 }}
    >
      <Heading as="h2" size={{ base: 'lg', md: '2xl' }}>
        {title}
      </Heading>
      <Text fontSize={{ base: 'sm', md: 'md' }} maxW="3xl" opacity={0.95}>
        {body}
      </Text>
      {children && (
        <HStack gap={2} wrap="wrap" pt={1}>
          {children}
        </HStack>
      )}
    </Stack>
  );
}

/** A secondary action on the hero: light outline on the gradient. */
export const HERO_OUTLINE = {
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.700',
  _hover: { bg: 'whiteAlpha.200' },
} as const;
