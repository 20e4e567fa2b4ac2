// /goodsDetail?id=: one goods. Pictures, price in yuan with its validity (or the hidden-price application),
// the discount countdown, quantity and the buying actions, the shop card, a QR code of this page's address,
// specifications, description, evaluations and related goods. Viewing it records a footprint.
import { useEffect, useState } from 'react';
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
  Link,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { ProductDetail } from '@portal/contracts/entities/catalogue';
import { saleProductSearchById } from '@portal/contracts/http/sale-product';
import { PRICE_APPLY_STATUS_LABELS } from '@portal/contracts/http/product-price-apply';
import { priceValidityLabel } from '@portal/contracts/display';
import { formatMoney } from '@portal/contracts/money';
import { ResultCode } from '@portal/contracts/envelope';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import { selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { urlQuery } from '@/shared/url-query.ts';
import {
  useEvaluationsQuery,
  useGoodsDetailQuery,
  useGoodsSearchQuery,
  useSalePriceQuery,
  useSaveFootprintMutation,
} from './catalogue-api.ts';
import { DiscountCountdown } from './discount-countdown.tsx';
import { GoodsGrid } from '@/shared/goods/goods-grid.tsx';
import { PriceApplyDialog } from './price-apply-dialog.tsx';
import { PriceTag } from '@/shared/goods/price-tag.tsx';
import { PurchaseBox } from './purchase-box.tsx';
import { QrCode } from './qr-code.tsx';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';
import { marketDate } from '@/shared/market-time.ts';
import { quantityWithUnit } from '@/shared/i18n/unit-label.ts';

const detailQuery = urlQuery(saleProductSearchById, { fields: ['id'] });
const EVALUATIONS_PAGE = 5;

function Gallery({ product }: { product: ProductDetail }) {
  const pictures = product.images.length > 0 ? product.images : [product.image];
  const [shown, setShown] = useState(0);
  return (
    <Stack gap={2}>
      <Image
        src={pictures[shown] ?? product.image}
        alt={product.title}
        w="full"
        aspectRatio={{ base: 4 / 3, md: 1 }}
        objectFit="cover"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.muted"
      />
      <HStack gap={2} overflowX="auto">
        {pictures.map((picture, index) => (
          <chakra.button
            key={picture}
            type="button"
            onClick={() => setShown(index)}
            onMouseEnter={() => setShown(index)}
            borderWidth="2px"
            borderColor={index === shown ? 'brand.solid' : 'transparent'}
            borderRadius="sm"
            flexShrink={0}
            aria-label={String(index + 1)}
            aria-pressed={index === shown}
          >
            <Image src={picture} alt="" boxSize="3.5rem" objectFit="cover" borderRadius="sm" />
          </chakra.button>
        ))}
      </HStack>
    </Stack>
  );
}

function PriceBlock({ product, onApply }: { product: ProductDetail; onApply: () => void }) {
  const { t } = useTranslation('catalogue');
  const lang = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const hidden = product.priceState === 'hidden';
  const salePrice = useSalePriceQuery({ productId: product.id }, { skip: !hidden || !loggedIn });
  const status = salePrice.data?.applyStatus;
  const pending = status === 'pending';
  const rejectReason = status === 'rejected' ? salePrice.data?.rejectReason : null;
  return (
    <Box bg="brand.subtle" borderRadius="md" px={4} py={3} data-testid={ids.goods.price}>
      {product.priceState === 'negotiable' ? (
        <Stack gap={2} data-testid={ids.goods.hiddenPrice}>
          <Text fontSize="lg" fontWeight="semibold" color="brand.fg">
            {t('price.negotiable')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('apply.negotiableHint')}
          </Text>
        </Stack>
      ) : hidden ? (
        <Stack gap={2} data-testid={ids.goods.hiddenPrice}>
          <Text fontSize="lg" fontWeight="semibold" color="brand.fg">
            {t('price.apply')}
          </Text>
          <HStack gap={3} wrap="wrap">
            <Button
              size="sm"
              colorPalette="brand"
              disabled={pending}
              onClick={onApply}
              data-testid={ids.goods.applyPrice}
            >
              {pending ? t('apply.pending') : t('apply.action')}
            </Button>
            {status && status !== 'none' && (
              <Badge colorPalette={status === 'rejected' ? 'red' : 'orange'} data-testid={ids.goods.applyStatus}>
                {PRICE_APPLY_STATUS_LABELS[status][lang]}
              </Badge>
            )}
          </HStack>
          {rejectReason && (
            <Text fontSize="sm" color="fg.error" wordBreak="break-word" data-testid={ids.goods.applyRejectReason}>
              {t('apply.rejectReason', { reason: rejectReason })}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap={1}>
          <HStack gap={3} align="baseline">
            <Text fontSize="sm" color="fg.muted" minW="4rem">
              {t('goods.price')}
            </Text>
            <PriceTag product={product} size="lg" />
          </HStack>
          {product.marketPrice && (
            <HStack gap={3}>
              <Text fontSize="sm" color="fg.muted" minW="4rem">
                {t('goods.marketPrice')}
              </Text>
              <Text as="s" fontSize="sm" color="fg.subtle">
                {formatMoney(product.marketPrice)}
              </Text>
            </HStack>
          )}
          <HStack gap={3}>
            <Text fontSize="sm" color="fg.muted" minW="4rem">
              {t('goods.validity')}
            </Text>
            <Badge colorPalette={product.priceValid === 0 ? 'green' : 'gray'} data-testid={ids.goods.validity}>
              {priceValidityLabel(product.priceValid, lang)}
            </Badge>
          </HStack>
          {product.discount && product.discountEndsAt !== null && <DiscountCountdown endsAt={product.discountEndsAt} />}
        </Stack>
      )}
    </Box>
  );
}

function ShopPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const company = product.company;
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="md" p={4} bg="bg" data-testid={ids.goods.shopCard}>
      <HStack gap={3}>
        <Image src={company.logo} alt="" boxSize="3.5rem" borderRadius="md" borderWidth="1px" objectFit="cover" />
        <Box minW={0}>
          <Text fontWeight="semibold" lineClamp={2}>
            {company.shopName}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {company.name}
          </Text>
        </Box>
      </HStack>
      <Stack gap={1} fontSize="sm" color="fg.muted">
        <Text>{t('goods.shopRegion', { region: company.regionName })}</Text>
        <Text>{t('company.products', { count: company.productCount })}</Text>
        <Text>{t('company.rating', { rating: company.rating })}</Text>
        {company.highQuality && (
          <Badge colorPalette="orange" alignSelf="start">
            {t('company.highQuality')}
          </Badge>
        )}
      </Stack>
      <Stack gap={2}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={paths.storeDetail(company.id)}>{t('goods.visitShop')}</RouterLink>
        </Button>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={paths.chat({ companyId: company.id, goodsId: product.id })}>
            {t('company.contact')}
          </RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}

function Evaluations({ productId }: { productId: number }) {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const query = useEvaluationsQuery({
    targetType: 'product',
    targetId: productId,
    pageNum: page,
    pageSize: EVALUATIONS_PAGE,
  });
  return (
    <QueryState query={query} empty={t('goods.noEvaluations')} skeleton={{ rows: 3, rowHeight: '4rem' }}>
      {(found) => (
        <Stack gap={0} divideY="1px">
          {found.records.map((item) => (
            <Box key={item.id} py={3} data-testid={ids.goods.evaluation}>
              <HStack gap={3} fontSize="sm">
                <Text fontWeight="medium">{item.nickname}</Text>
                {/* An image of the stars by its name: an aria-label on a paragraph is not read (ARIA forbids it). */}
                <Text color="orange.500" role="img" aria-label={t('goods.score', { score: item.score })}>
                  {'★'.repeat(item.score)}
                  <Text as="span" color="fg.subtle">
                    {'★'.repeat(5 - item.score)}
                  </Text>
                </Text>
                <Text color="fg.subtle" fontSize="xs">
                  {marketDate(item.createdAt)}
                </Text>
              </HStack>
              <Text fontSize="sm" mt={1}>
                {item.content}
              </Text>
            </Box>
          ))}
          {found.total > EVALUATIONS_PAGE && (
            <Pager page={page} total={found.total} pageSize={EVALUATIONS_PAGE} onPageChange={setPage} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function Related({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const query = useGoodsSearchQuery({ categoryId: product.categoryId, pageNum: 1, pageSize: 7, sort: 'salesDesc' });
  const others = query.data?.records.filter((item) => item.id !== product.id).slice(0, 6) ?? [];
  return (
    <Box as="section" mt={8} data-testid={ids.goods.related}>
      <Heading as="h2" size="md" mb={3}>
        {t('goods.related')}
      </Heading>
      {query.data ? (
        others.length > 0 ? (
          <GoodsGrid products={others} columns={{ base: 2, md: 3, lg: 6 }} />
        ) : (
          <Text color="fg.muted">{t('goods.noRelated')}</Text>
        )
      ) : (
        <Skeleton h="14rem" />
      )}
    </Box>
  );
}

function Detail({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const [applying, setApplying] = useState(false);
  const pageUrl = `${window.location.origin}${paths.goodsDetail(product.id)}`;
  return (
    <Box data-testid={ids.goods.root}>
      <Grid
        templateColumns={{ base: '1fr', md: '20rem minmax(0, 1fr)', xl: '24rem minmax(0, 1fr) 15rem' }}
        gap={6}
        alignItems="start"
      >
        <Gallery product={product} />
        <Stack gap={4} minW={0}>
          <Box>
            <Heading as="h2" size={{ base: 'lg', md: 'xl' }} lineHeight="1.4" data-testid={ids.goods.title}>
              {product.title}
            </Heading>
            <HStack gap={3} mt={1} fontSize="xs" color="fg.muted" wrap="wrap">
              <Text>{t('goods.code', { code: product.code })}</Text>
              {product.brandName && <Text>{t('goods.brand', { brand: product.brandName })}</Text>}
              <Text>{t('goods.sales', { count: product.sales })}</Text>
              <Text>{t('goods.views', { count: product.views })}</Text>
              {product.offShelf && <Badge colorPalette="gray">{t('goods.offShelf')}</Badge>}
            </HStack>
          </Box>
          <PriceBlock product={product} onApply={() => setApplying(true)} />
          <Stack gap={1} fontSize="sm">
            <HStack gap={3}>
              <Text color="fg.muted" minW="4rem">
                {t('goods.minOrderLabel')}
              </Text>
              <Text>{quantityWithUnit(t, product.minOrder, product.unit)}</Text>
            </HStack>
            <HStack gap={3}>
              <Text color="fg.muted" minW="4rem">
                {t('goods.unit')}
              </Text>
              <Text>{t(`unit.${product.unit}`)}</Text>
            </HStack>
            <HStack gap={3}>
              <Text color="fg.muted" minW="4rem">
                {t('goods.origin')}
              </Text>
              <Text>{product.regionName}</Text>
            </HStack>
          </Stack>
          <PurchaseBox product={product} />
        </Stack>
        <Stack
          gap={4}
          gridColumn={{ md: '1 / -1', xl: 'auto' }}
          direction={{ base: 'column', md: 'row', xl: 'column' }}
        >
          <Box flex="1">
            <ShopPanel product={product} />
          </Box>
          <Flex direction="column" align="center" gap={1} borderWidth="1px" borderRadius="md" p={3} bg="bg" flex="1">
            <QrCode text={pageUrl} label={t('goods.qr')} testId={ids.goods.qr} />
            <Text fontSize="xs" color="fg.muted" textAlign="center">
              {t('goods.qrHint')}
            </Text>
          </Flex>
        </Stack>
      </Grid>
      <Tabs.Root defaultValue="specs" mt={8} variant="enclosed" colorPalette="brand" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="specs">{t('goods.specs')}</Tabs.Trigger>
          <Tabs.Trigger value="description">{t('goods.description')}</Tabs.Trigger>
          <Tabs.Trigger value="evaluations">{t('goods.evaluations')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="specs">
          <Table.Root size="sm" variant="outline" maxW="40rem">
            <Table.Body>
              <Table.Row>
                <Table.Cell color="fg.muted" w="10rem">
                  {t('goods.category')}
                </Table.Cell>
                <Table.Cell>{product.categoryPath.map((node) => pick(node.name, node.nameEn)).join(' / ')}</Table.Cell>
              </Table.Row>
              {product.specs.map((spec) => (
                <Table.Row key={spec.name}>
                  <Table.Cell color="fg.muted">{pick(spec.name, spec.nameEn)}</Table.Cell>
                  <Table.Cell>{spec.value}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Tabs.Content>
        <Tabs.Content value="description">
          <Stack gap={3} maxW="50rem">
            {product.description.map((paragraph, index) => (
              <Text key={index} lineHeight="1.8">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="evaluations">
          <Evaluations productId={product.id} />
        </Tabs.Content>
      </Tabs.Root>
      <Related product={product} />
      {applying && <PriceApplyDialog productId={product.id} open={applying} onClose={() => setApplying(false)} />}
    </Box>
  );
}

/** Records the footprint once per goods opened by a logged-in user. */
function useFootprint(productId: number | undefined, loaded: boolean) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [save] = useSaveFootprintMutation();
  useEffect(() => {
    if (loggedIn && loaded && productId !== undefined)
      void save({ productId })
        .unwrap()
        .catch(() => undefined);
  }, [loggedIn, loaded, productId, save]);
}

export default function GoodsDetailPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  const pick = usePick();
  const [params] = useSearchParams();
  const { id } = detailQuery.read(params);
  const query = useGoodsDetailQuery({ id: id ?? 0 }, { skip: id === undefined });
  const product = query.data;
  useFootprint(id, product !== undefined);
  const notFound =
    id === undefined ||
    (isApiError(query.error) && query.error.status === 'BUSINESS' && query.error.resultCode === ResultCode.notFound);
  const trail = product
    ? [
        { label: t('market.title'), to: paths.market() },
        ...product.categoryPath.map((node) => ({ label: pick(node.name, node.nameEn), to: paths.typeDetail(node.id) })),
        { label: product.title },
      ]
    : [{ label: t('market.title'), to: paths.market() }, { label: t('goods.title') }];

  return (
    <PageFrame title={t('goods.title')} breadcrumb={trail}>
      {notFound ? (
        <EmptyState.Root data-testid={ids.goods.notFound}>
          <EmptyState.Content>
            <EmptyState.Title>{t('goods.notFound')}</EmptyState.Title>
            <Link asChild color="brand.fg">
              <RouterLink to={paths.market()}>{t('goods.backToMarket')}</RouterLink>
            </Link>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <QueryState query={query} empty={t('goods.notFound')} skeleton={{ rows: 2, rowHeight: '20rem' }}>
          {(found) => <Detail product={found} />}
        </QueryState>
      )}
    </PageFrame>
  );
}
