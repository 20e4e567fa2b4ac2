// The top of the home page: category shortcuts, the banner carousel, and the visitor's own card.
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Grid, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { HomeData } from '@portal/contracts/http/home';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectUserInfo, selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { testIds } from '@/shared/test-ids.ts';
import { usePick } from './use-pick.ts';

const ROTATE_MS = 5_000;

function Banners({ banners }: { banners: HomeData['banners'] }) {
  const { t } = useTranslation('home');
  const pick = usePick();
  const lang = useAppSelector(selectLanguage);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % banners.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [banners.length]);
  const banner = banners[index % Math.max(1, banners.length)];
  if (!banner) return null;
  const english = lang === 'en';
  return (
    <Box
      position="relative"
      borderRadius="lg"
      overflow="hidden"
      bg="brand.subtle"
      data-testid={testIds.home.banner}
      aria-roledescription="carousel"
    >
      <Link asChild display="block">
        <RouterLink to={banner.link}>
          <Image
            src={banner.image}
            alt={pick(banner.title, banner.titleEn)}
            w="full"
            aspectRatio={3}
            objectFit="cover"
          />
          {english && (
            // The pictures carry their Chinese title; English readers get it in English beneath.
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
                {banner.titleEn}
              </Text>
              <Text fontSize="xs" opacity={0.9} display={{ base: 'none', md: 'block' }}>
                {banner.subtitleEn}
              </Text>
            </Box>
          )}
        </RouterLink>
      </Link>
      {banners.length > 1 && (
        <HStack position="absolute" top={3} insetEnd={3} gap={1.5}>
          {banners.map((item, i) => (
            <Box
              as="button"
              key={item.id}
              w={i === index ? 5 : 2}
              h={2}
              borderRadius="full"
              bg={i === index ? 'white' : 'whiteAlpha.600'}
              transition="all 0.2s"
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </HStack>
      )}
    </Box>
  );
}

function Headlines({ news }: { news: HomeData['news'] }) {
  const { t } = useTranslation('home');
  return (
    <Box bg="bg" borderRadius="lg" px={4} py={3} flex="1">
      <Text fontWeight="bold" mb={1}>
        {t('headlines')}
      </Text>
      <Stack as="ul" listStyleType="none" gap={1}>
        {news.slice(0, 4).map((item) => (
          <Flex as="li" key={item.id} gap={3} justify="space-between" fontSize="sm">
            <Link asChild minW={0} _hover={{ color: 'brand.fg' }}>
              <RouterLink to={`/newsDetail?id=${item.id}`}>
                <Text truncate>{item.title}</Text>
              </RouterLink>
            </Link>
            <Text color="fg.subtle" flexShrink={0}>
              {item.publishDate}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

function Categories({ categories }: { categories: HomeData['categoryShortcuts'] }) {
  const { t } = useTranslation('home');
  const pick = usePick();
  return (
    <Box bg="bg" borderRadius="lg" p={3} minW={0} data-testid={testIds.home.categories}>
      <Text fontWeight="bold" mb={2} px={1}>
        {t('categories.title')}
      </Text>
      <Flex
        as="ul"
        listStyleType="none"
        direction={{ base: 'row', lg: 'column' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        gap={{ base: 2, lg: 0 }}
      >
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              asChild
              display="flex"
              alignItems="center"
              gap={2}
              px={2}
              py={1.5}
              borderRadius="md"
              whiteSpace="nowrap"
              overflow="hidden"
              fontSize="sm"
              _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
            >
              <RouterLink to={`/market?categoryId=${category.id}`}>
                <Image src={category.icon} alt="" boxSize={5} />
                <Box as="span">{pick(category.name, category.nameEn)}</Box>
                <Text as="span" fontSize="xs" color="fg.subtle" display={{ base: 'none', lg: 'inline' }} truncate>
                  {category.childList
                    .slice(0, 2)
                    .map((child) => pick(child.name, child.nameEn))
                    .join(' / ')}
                </Text>
              </RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}

function VisitorCard({ stats }: { stats: HomeData['stats'] }) {
  const { t } = useTranslation('home');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const figures = [
    { key: 'shopCount', value: stats.shopCount },
    { key: 'factoryCount', value: stats.factoryCount },
    { key: 'productCount', value: stats.productCount },
    { key: 'brandCount', value: stats.brandCount },
  ] as const;
  return (
    <Stack bg="bg" borderRadius="lg" p={4} gap={4} display={{ base: 'none', lg: 'flex' }}>
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
            <RouterLink to="/login">{t('visitor.login')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand" flex="1">
            <RouterLink to="/register">{t('visitor.register')}</RouterLink>
          </Button>
        </HStack>
      )}
      <SimpleGrid columns={2} gap={3}>
        {figures.map((figure) => (
          <Box key={figure.key} bg="bg.subtle" borderRadius="md" p={2} textAlign="center">
            <Text fontWeight="bold" color="brand.fg" fontSize="lg">
              {figure.value.toLocaleString()}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t(`stats.${figure.key}`)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function HomeHero({ data }: { data: HomeData }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr) 15rem' }} gap={4}>
      <Categories categories={data.categoryShortcuts} />
      <Stack gap={4} minW={0}>
        <Banners banners={data.banners} />
        {data.news.length > 0 && <Headlines news={data.news} />}
      </Stack>
      <VisitorCard stats={data.stats} />
    </Grid>
  );
}
