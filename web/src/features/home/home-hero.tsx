// The top of the home page: category shortcuts, the banner carousel, headlines and the visitor's own card.
// Every box has its final size before the data arrives (skeletons in the same boxes), so nothing below moves.
import { memo, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/paths.ts';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Flex,
  Grid,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import type { HomeData } from '@portal/contracts/http/home';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectUserInfo, selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { testIds } from '@/shared/test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';
import { prefersReducedMotion } from './use-page-idle.ts';
import { formatCount } from '@/shared/count-format.ts';

const ROTATE_MS = 5_000;
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;
/** The hero's height on wide screens: the three columns fill it, whatever the language or the data. */
const HERO_HEIGHT_LG = '34rem';
/** Headlines shown beside the banner (fewer on a phone); their box keeps the height of the phone's rows. */
const HEADLINE_ROWS = 4;
const HEADLINE_ROWS_LG = 6;
/** Category cells on a phone: 4 a row, the last one leads to every category. */
const PHONE_CATEGORY_CELLS = 11;

/**
 * The carousel. It rotates only when `rotate` says so (the page is idle and the tour closed) and never for a
 * user who asked for less motion: the first banner is the page's largest paint, and a later one shown while
 * the page loads would become it instead.
 */
function Banners({ banners, rotate }: { banners: HomeData['banners'] | undefined; rotate: boolean }) {
  const { t } = useTranslation('home');
  const pick = usePick();
  const [index, setIndex] = useState(0);
  const count = banners?.length ?? 0;
  useEffect(() => {
    if (count < 2 || !rotate || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, rotate]);
  const banner = banners?.[index % Math.max(1, count)];
  if (!banners || !banner) return <Skeleton w="full" aspectRatio={3} borderRadius="lg" flexShrink={0} />;
  return (
    <Box
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      bg="brand.subtle"
      flexShrink={0}
      data-testid={testIds.home.banner}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
    >
      <Link asChild display="block">
        <RouterLink to={banner.link}>
          <Image
            src={banner.image}
            alt={pick(banner.title, banner.titleEn)}
            w="full"
            aspectRatio={3}
            objectFit="cover"
            // The drawings' own size (1200 x 400): the box is known before the picture arrives.
            htmlWidth={BANNER_WIDTH}
            htmlHeight={BANNER_HEIGHT}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            display="block"
          />
          {/* The pictures carry no words: the caption gives the title in the page's language. */}
          <Box
            position="absolute"
            insetX="0"
            bottom="0"
            px={{ base: 3, md: 5 }}
            py={2}
            bg="blackAlpha.600"
            color="white"
          >
            <Text fontSize={{ base: 'sm', md: 'lg' }} fontWeight="bold">
              {pick(banner.title, banner.titleEn)}
            </Text>
            <Text fontSize="xs" opacity={0.9} display={{ base: 'none', md: 'block' }}>
              {pick(banner.subtitle, banner.subtitleEn)}
            </Text>
          </Box>
        </RouterLink>
      </Link>
      {banners.length > 1 && (
        <HStack position="absolute" top={1} insetEnd={1} gap={0}>
          {banners.map((item, i) => (
            // A 24 px target around the small dot, as touch screens need.
            <Box
              as="button"
              key={item.id}
              display="flex"
              alignItems="center"
              justifyContent="center"
              minW={6}
              h={6}
              px={1}
              cursor="pointer"
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              <Box
                w={i === index ? 5 : 2}
                h={2}
                borderRadius="full"
                bg={i === index ? 'white' : 'whiteAlpha.700'}
                boxShadow="0 0 2px rgba(0, 0, 0, 0.6)"
                transition="all 0.2s"
              />
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}

const Headlines = memo(function Headlines({ news, wide }: { news: HomeData['news'] | undefined; wide: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Box bg="bg" borderRadius="lg" px={4} py={3} flex="1" minH={`${2.2 + HEADLINE_ROWS * 1.6}rem`} overflow="hidden">
      <Text fontWeight="bold" mb={1} lineHeight="1.6rem">
        {t('headlines')}
      </Text>
      <Stack as="ul" listStyleType="none" gap={0}>
        {news
          ? news.slice(0, wide ? HEADLINE_ROWS_LG : HEADLINE_ROWS).map((item, index) => (
              <Flex
                as="li"
                key={item.id}
                display={index >= HEADLINE_ROWS ? { base: 'none', lg: 'flex' } : 'flex'}
                gap={3}
                justify="space-between"
                fontSize="sm"
                lineHeight="1.6rem"
              >
                <Link asChild minW={0} _hover={{ color: 'brand.fg' }}>
                  <RouterLink to={paths.newsDetail(item.id)}>
                    <Text truncate>{item.title}</Text>
                  </RouterLink>
                </Link>
                <Text color="fg.muted" flexShrink={0}>
                  {item.publishDate}
                </Text>
              </Flex>
            ))
          : Array.from({ length: HEADLINE_ROWS }, (_, i) => (
              <Flex as="li" key={i} h="1.6rem" align="center">
                <Skeleton h="0.9rem" w="full" />
              </Flex>
            ))}
      </Stack>
    </Box>
  );
});

const Categories = memo(function Categories({
  categories,
  wide,
}: {
  categories: HomeData['categoryShortcuts'] | undefined;
  wide: boolean;
}) {
  const { t } = useTranslation('home');
  const pick = usePick();
  const cells = categories?.slice(0, PHONE_CATEGORY_CELLS);
  return (
    <Box
      as="nav"
      aria-label={t('categories.title')}
      bg="bg"
      borderRadius="lg"
      p={3}
      minW={0}
      h={{ lg: 'full' }}
      overflowY={{ lg: 'auto' }}
      data-testid={testIds.home.categories}
    >
      <Text fontWeight="bold" mb={2} px={1} lineHeight="1.6rem">
        {t('categories.title')}
      </Text>
      {/* Phone: a 4-a-row grid of icon and name, names wrap instead of being cut. */}
      {!wide && (
        <SimpleGrid as="ul" listStyleType="none" columns={4} gap={1} display={{ base: 'grid', lg: 'none' }}>
          {(cells ?? Array.from({ length: PHONE_CATEGORY_CELLS }, () => undefined)).map((category, i) => (
            <Box as="li" key={category?.id ?? i} h="4.25rem">
              {category ? (
                <Link
                  asChild
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  justifyContent="flex-start"
                  gap={1}
                  h="full"
                  pt={1.5}
                  px={0.5}
                  borderRadius="md"
                  textAlign="center"
                  fontSize="xs"
                  lineHeight="1.25"
                  _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
                >
                  <RouterLink to={paths.market({ categoryId: category.id })}>
                    <Image src={category.icon} alt="" boxSize={6} />
                    <Box as="span" lineClamp={2} wordBreak="keep-all" overflowWrap="anywhere">
                      {pick(category.name, category.nameEn)}
                    </Box>
                  </RouterLink>
                </Link>
              ) : (
                <Skeleton h="full" borderRadius="md" />
              )}
            </Box>
          ))}
          <Box as="li" h="4.25rem">
            <Link
              asChild
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap={1}
              h="full"
              pt={1.5}
              borderRadius="md"
              textAlign="center"
              fontSize="xs"
              lineHeight="1.25"
              color="brand.fg"
              _hover={{ bg: 'brand.subtle' }}
            >
              <RouterLink to="/typeDetail">
                <Flex
                  boxSize={6}
                  align="center"
                  justify="center"
                  borderRadius="full"
                  bg="brand.subtle"
                  aria-hidden="true"
                >
                  ⋯
                </Flex>
                <Box as="span">{t('categories.all')}</Box>
              </RouterLink>
            </Link>
          </Box>
        </SimpleGrid>
      )}
      {/* Wide screens: a column, each category with its first sub-categories on a line of their own. */}
      {wide && (
        <Stack as="ul" listStyleType="none" gap={0} display={{ base: 'none', lg: 'flex' }}>
          {categories
            ? categories.map((category) => (
                <li key={category.id}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="flex-start"
                    gap={2}
                    px={2}
                    py={0.5}
                    borderRadius="md"
                    fontSize="sm"
                    lineHeight="1.25"
                    _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
                  >
                    <RouterLink to={paths.market({ categoryId: category.id })}>
                      <Image src={category.icon} alt="" boxSize={5} flexShrink={0} mt={0.5} />
                      <Box minW={0}>
                        <Box as="span" display="block" fontWeight="medium">
                          {pick(category.name, category.nameEn)}
                        </Box>
                        <Box as="span" display="block" fontSize="xs" color="fg.muted">
                          {category.childList
                            .slice(0, 2)
                            .map((child) => pick(child.name, child.nameEn))
                            .join(' / ')}
                        </Box>
                      </Box>
                    </RouterLink>
                  </Link>
                </li>
              ))
            : Array.from({ length: 10 }, (_, i) => (
                <Box as="li" key={i} px={2} py={1.5}>
                  <Skeleton h="1.9rem" />
                </Box>
              ))}
        </Stack>
      )}
    </Box>
  );
});

const VisitorCard = memo(function VisitorCard({ stats }: { stats: HomeData['stats'] | undefined }) {
  const { t, i18n } = useTranslation('home');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const figures = [
    { key: 'shopCount', value: stats?.shopCount },
    { key: 'factoryCount', value: stats?.factoryCount },
    { key: 'productCount', value: stats?.productCount },
    { key: 'brandCount', value: stats?.brandCount },
  ] as const;
  return (
    <Stack
      as="aside"
      aria-label={t('visitor.welcome')}
      bg="bg"
      borderRadius="lg"
      p={4}
      gap={4}
      display={{ base: 'none', lg: 'flex' }}
    >
      <Box>
        <Text fontWeight="bold">
          {loggedIn && user ? t('visitor.hello', { name: user.nickname }) : t('visitor.welcome')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('visitor.tagline')}
        </Text>
      </Box>
      {!loggedIn && (
        <HStack>
          <Button asChild size="sm" colorPalette="brand" flex="1">
            <RouterLink to={paths.login()}>{t('visitor.login')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand" flex="1">
            <RouterLink to={paths.register()}>{t('visitor.register')}</RouterLink>
          </Button>
        </HStack>
      )}
      <SimpleGrid columns={2} gap={3}>
        {figures.map((figure) => (
          <Box key={figure.key} bg="bg.subtle" borderRadius="md" p={2} textAlign="center">
            <Text fontWeight="bold" color="brand.fg" fontSize="lg" lineHeight="1.75rem">
              {figure.value === undefined ? (
                <Skeleton as="span" display="inline-block" h="1rem" w="3rem" />
              ) : (
                formatCount(figure.value, i18n.language)
              )}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`stats.${figure.key}`)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
});

export interface HomeHeroProps {
  data: HomeData | undefined;
  /** Whether the carousel may rotate (the page is idle and nothing lies over it). */
  rotate: boolean;
}

// The parts are memoised: the page re-renders when it goes idle or the tour opens, and only the carousel cares.
export function HomeHero({ data, rotate }: HomeHeroProps) {
  // Only the layout of this screen is rendered (not both with one hidden): half the hero's elements on a phone.
  // No server rendering here, so the first render already knows the screen (ssr: false).
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: '17rem minmax(0, 1fr) 15rem' }}
      h={{ lg: HERO_HEIGHT_LG }}
      gap={{ base: 3, lg: 4 }}
      aria-busy={!data}
    >
      <Categories categories={data?.categoryShortcuts} wide={wide} />
      <Stack gap={{ base: 3, lg: 4 }} minW={0} minH={0}>
        <Banners banners={data?.banners} rotate={rotate} />
        <Headlines news={data?.news} wide={wide} />
      </Stack>
      {wide && <VisitorCard stats={data?.stats} />}
    </Grid>
  );
}
