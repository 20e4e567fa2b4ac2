// The 8 entry points of the portal, each a section the guided tour points at (data-tour anchors). The texts
// are the client's own; the server's tour targets give the route each opens. Four a row (two full rows) with
// the whole description from tablets up; on a phone two a row, icon beside the name.
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Flex, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { HomeData } from '@portal/contracts/http/home';
import { line } from '@/shared/ui/icons.tsx';
import { TOUR_STEPS } from './tour.ts';

/** Each entry point's line icon (24x24 paths): pictures, not characters, so both languages read them alike. */
const ICONS: Record<(typeof TOUR_STEPS)[number]['key'], readonly string[]> = {
  merchantCenter: ['M4 10v10h16V10', 'M2 10l2-6h16l2 6z', 'M9 20v-6h6v6'],
  serviceCenter: ['M3 14v-2a9 9 0 0 1 18 0v2', 'M21 14v3a2 2 0 0 1-2 2h-1v-7h3', 'M3 14v3a2 2 0 0 0 2 2h1v-7H3'],
  industryClassification: ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'],
  professionalMarket: ['M3 21h18', 'M5 21V8l7-5 7 5v13', 'M9 21v-5h6v5', 'M9 10h.01', 'M15 10h.01'],
  industrialBelt: [
    'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z',
    'M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  sourceFactories: ['M2 20h20', 'M3 20V10l6 4v-4l6 4V4h5v16'],
  serviceZone: ['M3 7h18v13H3z', 'M8 7V4h8v3', 'M3 13h18'],
  zone1039: ['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
};

/** Memoised: the page re-renders as the tour opens and moves, the entry points stay as they are. */
export const EntryPoints = memo(function EntryPoints({ targets }: { targets: HomeData['tourTargets'] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: 2, md: 3 }}>
      {TOUR_STEPS.map((step) => {
        const link = targets?.find((target) => target.key === step.key)?.link ?? step.link;
        return (
          <LinkBox
            as="li"
            key={step.key}
            data-tour={step.key}
            bg="bg"
            borderRadius="lg"
            borderWidth="1px"
            px={{ base: 2, md: 3 }}
            py={{ base: 2, md: 4 }}
            display={{ base: 'flex', md: 'block' }}
            alignItems="center"
            gap={2}
            textAlign={{ base: 'start', md: 'center' }}
            transition="all 0.15s"
            _hover={{ borderColor: 'brand.solid', boxShadow: 'md', transform: 'translateY(-2px)' }}
          >
            <Flex
              mx={{ md: 'auto' }}
              mb={{ md: 2 }}
              flexShrink={0}
              boxSize={{ base: 9, md: 12 }}
              borderRadius="full"
              bg="brand.subtle"
              color="brand.fg"
              align="center"
              justify="center"
              aria-hidden="true"
            >
              {line(ICONS[step.key], { boxSize: { base: 5, md: 6 } })}
            </Flex>
            <LinkOverlay asChild>
              <RouterLink to={link}>
                <Text fontWeight="bold" fontSize={{ base: 'sm', md: 'md' }} lineHeight="1.3">
                  {t(`tour.steps.${step.key}.title`)}
                </Text>
              </RouterLink>
            </LinkOverlay>
            <Box fontSize="sm" color="fg.muted" mt={1} display={{ base: 'none', md: 'block' }}>
              {t(`tour.steps.${step.key}.short`)}
            </Box>
          </LinkBox>
        );
      })}
    </SimpleGrid>
  );
});
