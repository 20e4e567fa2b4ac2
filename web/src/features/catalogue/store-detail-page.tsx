// /storeDetail?id=: a shop's (or factory's) store. The decoration banner of its brand, the company's card
// with contact and follow / cancel-follow of the brand, its categories and its goods (searchable, paged).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  Grid,
  HStack,
  Heading,
  Image,
  Input,
  Link,
  Skeleton,
  Stack,
  Text,
  Wrap,
  chakra,
} from '@chakra-ui/react';
import { ResultCode } from '@portal/contracts/envelope';
import type { CompanyDetail } from '@portal/contracts/entities/catalogue';
import type { StoreDecoration } from '@portal/contracts/http/home';
import { supplierManageDetail } from '@portal/contracts/http/supplier-manage';
import { urlQuery } from '@/shared/url-query.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import { selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import {
  useCompanyDetailQuery,
  useFollowBrandMutation,
  useSellerGoodsQuery,
  useStoreDecorationQuery,
  useUnfollowBrandMutation,
} from './catalogue-api.ts';
import { GoodsGrid, GoodsGridSkeleton } from '@/shared/goods/goods-grid.tsx';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';

const STORE_PAGE_SIZE = 15;

// `?id=` is the company's id, read by the schema of the company detail's query.
const storeQuery = urlQuery(supplierManageDetail, { fields: ['id'] });

function FollowButton({ decoration }: { decoration: StoreDecoration }) {
  const { t } = useTranslation('catalogue');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [follow, following] = useFollowBrandMutation();
  const [unfollow, unfollowing] = useUnfollowBrandMutation();
  // The decoration says whether the caller follows the brand; a follow or cancel refetches it (tag Brand).
  const followed = decoration.followed;
  const followers = decoration.brand.followers;
  // On the banner's dark picture an outline button's brand text is hard to read: a visitor gets the solid button
  // (a link to log in first), a follower a light surface one.
  if (!loggedIn) {
    return (
      <Button asChild size="sm" variant="solid" colorPalette="brand" data-testid={ids.store.follow}>
        <RouterLink to={paths.login(`${window.location.pathname}${window.location.search}`)}>
          {t('store.follow')}
        </RouterLink>
      </Button>
    );
  }
  const toggle = async () => {
    try {
      const result = followed
        ? await unfollow({ brandId: decoration.brand.id }).unwrap()
        : await follow({ brandId: decoration.brand.id }).unwrap();
      showSuccess(result.followed ? t('store.followed') : t('store.unfollowed'));
    } catch {
      // toasted by the base query
    }
  };
  return (
    <HStack gap={2}>
      <Button
        size="sm"
        variant={followed ? 'surface' : 'solid'}
        colorPalette="brand"
        loading={following.isLoading || unfollowing.isLoading}
        onClick={() => void toggle()}
        data-testid={ids.store.follow}
      >
        {followed ? t('store.unfollow') : t('store.follow')}
      </Button>
      <Text fontSize="xs" color="whiteAlpha.900">
        {t('store.followers', { count: followers })}
      </Text>
    </HStack>
  );
}

function Banner({ company, decoration }: { company: CompanyDetail; decoration: StoreDecoration | undefined }) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  return (
    <Box
      position="relative"
      borderRadius="md"
      overflow="hidden"
      bg="gray.800"
      color="white"
      data-testid={ids.store.banner}
    >
      {decoration && (
        <Image
          src={decoration.banner.image}
          alt=""
          position="absolute"
          inset={0}
          w="full"
          h="full"
          objectFit="cover"
          opacity={0.55}
        />
      )}
      <Flex
        position="relative"
        direction={{ base: 'column', md: 'row' }}
        gap={4}
        p={{ base: 4, md: 6 }}
        align={{ md: 'center' }}
      >
        <Image
          src={company.logo}
          alt=""
          boxSize="4.5rem"
          borderRadius="md"
          bg="white"
          objectFit="cover"
          flexShrink={0}
        />
        <Stack gap={1} flex="1" minW={0}>
          <HStack gap={2} wrap="wrap">
            <Heading as="h2" size="xl" textShadow="0 1px 2px rgba(0,0,0,.5)">
              {company.shopName}
            </Heading>
            {company.highQuality && <Badge colorPalette="orange">{t('company.highQuality')}</Badge>}
            <Badge variant="solid" colorPalette="gray">
              {t(`company.kind.${company.kind}`)}
            </Badge>
          </HStack>
          <Text fontSize="sm" textShadow="0 1px 2px rgba(0,0,0,.5)">
            {decoration ? pick(decoration.banner.title, decoration.banner.titleEn) : company.name}
          </Text>
          <Text fontSize="xs" opacity={0.9}>
            {company.name} · {company.regionName}
            {company.booth ? ` · ${company.booth}` : ''}
          </Text>
        </Stack>
        <Stack gap={2} align={{ base: 'start', md: 'end' }} bg="blackAlpha.500" p={3} borderRadius="md">
          {decoration && <FollowButton decoration={decoration} />}
          <Button asChild size="sm" colorPalette="brand" data-testid={ids.store.contact}>
            <RouterLink to={paths.chat({ companyId: company.id })}>{t('company.contact')}</RouterLink>
          </Button>
        </Stack>
      </Flex>
    </Box>
  );
}

function Profile({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('catalogue');
  const rows: [string, string][] = [
    [t('store.mainProducts'), company.mainProducts],
    [t('store.contactPerson'), company.contact],
    [t('store.phone'), company.phone],
    [t('store.address'), company.address],
    [t('store.established'), company.establishedOn],
    [t('store.creditCode'), company.creditCode],
  ];
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="md" bg="bg" p={4} fontSize="sm">
      <Heading as="h3" size="sm">
        {t('store.profile')}
      </Heading>
      <Text color="fg.muted" lineClamp={6}>
        {company.intro}
      </Text>
      <Stack gap={1}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Flex key={label} gap={2}>
              <Text color="fg.muted" flexShrink={0} minW="5.5rem">
                {label}
              </Text>
              {/* Words stay whole; only a run with no break in it (a credit code) wraps anywhere. */}
              <Text overflowWrap="anywhere">{value}</Text>
            </Flex>
          ))}
      </Stack>
    </Stack>
  );
}

function StoreGoods({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const goods = useSellerGoodsQuery({
    companyId: company.id,
    pageNum: page,
    pageSize: STORE_PAGE_SIZE,
    ...(categoryId !== undefined ? { categoryId } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setPage(1);
  };
  return (
    <Stack gap={3} minW={0}>
      <Flex gap={2} justify="space-between" wrap="wrap" align="center">
        <Wrap gap={1}>
          <Button
            size="xs"
            variant={categoryId === undefined ? 'solid' : 'outline'}
            colorPalette={categoryId === undefined ? 'brand' : 'gray'}
            onClick={() => {
              setCategoryId(undefined);
              setPage(1);
            }}
          >
            {t('store.allGoods')}
          </Button>
          {company.categories.map((category) => (
            <Button
              key={category.id}
              size="xs"
              variant={categoryId === category.id ? 'solid' : 'outline'}
              colorPalette={categoryId === category.id ? 'brand' : 'gray'}
              onClick={() => {
                setCategoryId(category.id);
                setPage(1);
              }}
            >
              {pick(category.name, category.nameEn)} ({category.productCount})
            </Button>
          ))}
        </Wrap>
        <chakra.form onSubmit={submit} display="flex" role="search" w={{ base: 'full', sm: '16rem' }}>
          <Input
            size="xs"
            value={typed}
            maxLength={50}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('store.searchGoods')}
            aria-label={t('store.searchGoods')}
            borderEndRadius={0}
          />
          <Button type="submit" size="xs" colorPalette="brand" borderStartRadius={0} aria-label={t('directory.search')}>
            <SearchIcon />
          </Button>
        </chakra.form>
      </Flex>
      {goods.data === undefined && goods.isFetching ? (
        <GoodsGridSkeleton count={8} columns={{ base: 2, md: 3, xl: 4 }} />
      ) : (
        <QueryState query={goods} empty={t('store.noGoods')}>
          {(found) => <GoodsGrid products={found.records} columns={{ base: 2, md: 3, xl: 4 }} />}
        </QueryState>
      )}
      {goods.data && goods.data.total > 0 && (
        <Pager page={page} total={goods.data.total} pageSize={STORE_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}

function Store({ company }: { company: CompanyDetail }) {
  const brandId = company.brands[0]?.id;
  const decoration = useStoreDecorationQuery({ brandId: brandId ?? 0 }, { skip: brandId === undefined });
  return (
    <Stack gap={4}>
      {brandId !== undefined && decoration.data === undefined && decoration.isFetching ? (
        <Skeleton h="9rem" borderRadius="md" />
      ) : (
        <Banner company={company} decoration={decoration.data} />
      )}
      <Grid templateColumns={{ base: '1fr', lg: '16rem minmax(0, 1fr)' }} gap={4} alignItems="start">
        <Profile company={company} />
        <StoreGoods company={company} />
      </Grid>
    </Stack>
  );
}

export default function StoreDetailPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  const [params] = useSearchParams();
  const { id } = storeQuery.read(params);
  const query = useCompanyDetailQuery({ id: id ?? 0 }, { skip: id === undefined });
  const notFound =
    id === undefined ||
    (isApiError(query.error) && query.error.status === 'BUSINESS' && query.error.resultCode === ResultCode.notFound);
  return (
    <PageFrame
      title={query.data?.shopName ?? t('store.title')}
      breadcrumb={[
        { label: t('directory.shop.title'), to: paths.company() },
        { label: query.data?.shopName ?? t('store.title') },
      ]}
    >
      {notFound ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title>{t('store.notFound')}</EmptyState.Title>
            <Link asChild color="brand.fg">
              <RouterLink to={paths.company()}>{t('store.backToShops')}</RouterLink>
            </Link>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <QueryState query={query} empty={t('store.notFound')} skeleton={{ rows: 2, rowHeight: '14rem' }}>
          {(company) => <Store company={company} />}
        </QueryState>
      )}
    </PageFrame>
  );
}
