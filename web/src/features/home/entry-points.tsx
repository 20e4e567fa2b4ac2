// The 8 entry points of the portal, each a section the guided tour points at (data-tour anchors). The texts
// are the client's own; the server's tour targets give the route each opens. Four a row (two full rows) with
// the whole description from tablets up; on a phone two a row, icon beside the name.
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Flex, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { HomeData } from '@portal/contracts/http/home';
import { TOUR_STEPS } from './tour.ts';

const GLYPHS: Record<(typeof TOUR_STEPS)[number]['key'], string> = {
  merchantCenter: '商',
  serviceCenter: '服',
  industryClassification: '类',
  professionalMarket: '市',
  industrialBelt: '带',
  sourceFactories: '厂',
  serviceZone: '专',
  zone1039: '39',
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
              fontWeight="bold"
              fontSize={{ base: 'md', md: 'lg' }}
              aria-hidden="true"
            >
              {GLYPHS[step.key]}
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
