// /favorites: the goods and shops the user keeps (tabs in the URL), newest first, with the price or why it
// is not shown, taken-off goods marked; remove one, or the chosen ones. Needs a login.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Checkbox, Flex, HStack, Image, Stack, Tabs, Text } from '@chakra-ui/react';
import { favouritePage, type FavouriteItem } from '@portal/contracts/http/favourite';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { urlQuery } from '@/shared/url-query.ts';
import { useFavouritesQuery, useRemoveFavouritesMutation } from './catalogue-api.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';
import { marketDate } from '@/shared/market-time.ts';

const PAGE_SIZE = 15;
const favouriteUrl = urlQuery(favouritePage, { fields: ['type', 'pageNum'], rename: { pageNum: 'page' } });

function Row({
  item,
  checked,
  onCheck,
  onRemove,
}: {
  item: FavouriteItem;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const to = item.type === 'product' ? paths.goodsDetail(item.targetId) : paths.storeDetail(item.targetId);
  return (
    <Flex gap={3} align="center" py={3} data-testid={ids.favorites.item}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onCheck(details.checked === true)}
        colorPalette="brand"
        aria-label={item.title}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
      </Checkbox.Root>
      <Image
        src={item.image}
        alt=""
        boxSize={{ base: '3.5rem', md: '4.5rem' }}
        objectFit="cover"
        borderRadius="md"
        borderWidth="1px"
        flexShrink={0}
      />
      <Stack gap={1} flex="1" minW={0}>
        <RouterLink to={to}>
          <Text fontSize="sm" lineClamp={2} _hover={{ color: 'brand.fg' }}>
            {item.title}
          </Text>
        </RouterLink>
        <HStack gap={2} fontSize="xs" color="fg.muted" wrap="wrap">
          {item.type === 'product' && <Text>{item.shopName}</Text>}
          {item.offShelf && <Badge size="sm">{t('goods.offShelf')}</Badge>}
          <Text>{t('favorites.since', { date: marketDate(item.createdAt) })}</Text>
        </HStack>
      </Stack>
      {item.type === 'product' && (
        <Text color="brand.fg" fontWeight="semibold" flexShrink={0} fontSize="sm" textAlign="end" maxW="9rem">
          {item.price === null
            ? t('price.apply')
            : `${formatMoney(item.price)}${item.unit ? ` / ${t(`unit.${item.unit}`, { defaultValue: item.unit })}` : ''}`}
        </Text>
      )}
      <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} data-testid={ids.favorites.remove}>
        {t('favorites.remove')}
      </Button>
    </Flex>
  );
}

function Favourites() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const state = favouriteUrl.read(params);
  const type = state.type ?? 'product';
  const query = useFavouritesQuery({ type, pageNum: state.pageNum ?? 1, pageSize: PAGE_SIZE });
  const [remove, removing] = useRemoveFavouritesMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const show = (next: typeof state) => {
    setChosen([]);
    setParams(new URLSearchParams(favouriteUrl.write(next)));
  };
  const removeIds = async (ids: number[]) => {
    if (ids.length === 0) return;
    try {
      await remove({ ids }).unwrap();
      setChosen((current) => current.filter((id) => !ids.includes(id)));
      showSuccess(t('favorites.removed'));
    } catch {
      // toasted
    }
  };
  return (
    <Tabs.Root
      value={type}
      onValueChange={(details) => show({ type: details.value === 'company' ? 'company' : undefined, pageNum: 1 })}
      variant="line"
      colorPalette="brand"
    >
      <Tabs.List>
        <Tabs.Trigger value="product" data-testid={ids.favorites.tab('product')}>
          {t('favorites.goods')}
        </Tabs.Trigger>
        <Tabs.Trigger value="company" data-testid={ids.favorites.tab('company')}>
          {t('favorites.shops')}
        </Tabs.Trigger>
      </Tabs.List>
      {(['product', 'company'] as const).map((value) => (
        <Tabs.Content key={value} value={value}>
          {value === type && (
            <Box>
              <QueryState query={query} empty={t('favorites.empty')} skeleton={{ rows: 4, rowHeight: '5rem' }}>
                {(page) => (
                  <>
                    <HStack justify="space-between" borderBottomWidth="1px" pb={2}>
                      <Checkbox.Root
                        checked={
                          chosen.length > 0 && chosen.length === page.records.length
                            ? true
                            : chosen.length > 0
                              ? 'indeterminate'
                              : false
                        }
                        onCheckedChange={(details) =>
                          setChosen(details.checked === true ? page.records.map((item) => item.id) : [])
                        }
                        colorPalette="brand"
                        size="sm"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('favorites.selectAll')}</Checkbox.Label>
                      </Checkbox.Root>
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={chosen.length === 0}
                        loading={removing.isLoading}
                        onClick={() => void removeIds(chosen)}
                      >
                        {t('favorites.removeChosen', { count: chosen.length })}
                      </Button>
                    </HStack>
                    <Stack gap={0} divideY="1px">
                      {page.records.map((item) => (
                        <Row
                          key={item.id}
                          item={item}
                          checked={chosen.includes(item.id)}
                          onCheck={(checked) =>
                            setChosen((current) =>
                              checked ? [...current, item.id] : current.filter((id) => id !== item.id),
                            )
                          }
                          onRemove={() => void removeIds([item.id])}
                        />
                      ))}
                    </Stack>
                  </>
                )}
              </QueryState>
              {query.data && query.data.total > 0 && (
                <Pager
                  page={state.pageNum ?? 1}
                  total={query.data.total}
                  pageSize={PAGE_SIZE}
                  onPageChange={(pageNum) => show({ ...state, pageNum })}
                />
              )}
            </Box>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

export default function FavoritesPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  return (
    <PageFrame title={t('favorites.title')} breadcrumb={[{ label: t('favorites.title') }]}>
      <RequireLogin>
        <Favourites />
      </RequireLogin>
    </PageFrame>
  );
}
