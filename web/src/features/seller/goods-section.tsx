// Seller and factory centre, "my goods" (`/sellerCenter/goods`, `/factoryCenter/goods`): the company's own goods
// by status tab (on sale, off shelf, draft) with their counts, searched by title or code, put on or off the
// shelf one by one or in bulk; "new goods" and each row's "edit" open the editor (`?edit=new` / `?edit=<id>`).
// Tab, keyword, page and editor live in the URL.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Checkbox, Flex, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { GOODS_STATUSES, type GoodsStatus } from '@portal/contracts/rules/goods';
import type { SellerGoodsRow } from '@portal/contracts/http/seller-goods';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { formatMoney } from '@portal/contracts/money';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { Picture } from '@/shared/ui/picture.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useSellerGoodsPageQuery, useShelfSellerGoodsMutation } from './seller-api.ts';
import { GoodsEditor } from './goods-editor.tsx';
import { sellerTestIds } from './test-ids.ts';

const ids = sellerTestIds.goods;

function isStatus(value: string | null): value is GoodsStatus {
  return GOODS_STATUSES.includes(value as GoodsStatus);
}

export default function GoodsSection() {
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const closeEditor = () => {
    const next = new URLSearchParams(params);
    next.delete('edit');
    setParams(next);
  };
  if (edit !== null) {
    const id = edit === 'new' ? null : Number(edit);
    return (
      <GoodsEditor key={edit} id={id !== null && Number.isInteger(id) && id > 0 ? id : null} onDone={closeEditor} />
    );
  }
  return <GoodsList />;
}

function GoodsList() {
  const { t } = useTranslation('seller');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: GoodsStatus = isStatus(rawStatus) ? rawStatus : 'onSale';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(keyword);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const query = useSellerGoodsPageQuery({
    status,
    pageNum: page,
    pageSize: TABLE_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  });
  const [shelf, shelving] = useShelfSellerGoodsMutation();

  const show = (next: { status?: GoodsStatus; keyword?: string; page?: number; edit?: string }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'onSale') search.set('status', nextStatus);
    const nextKeyword = next.keyword ?? keyword;
    if (nextKeyword) search.set('keyword', nextKeyword);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    if (next.edit) search.set('edit', next.edit);
    setChecked(new Set());
    setParams(search);
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ keyword: typed.trim(), page: 1 });
  };

  const move = async (goodsIds: number[], onSale: boolean) => {
    if (goodsIds.length === 0) return;
    try {
      const answer = await shelf({ ids: goodsIds, onSale }).unwrap();
      showSuccess(t(onSale ? 'goods.putOnDone' : 'goods.takeOffDone', { count: answer.changed }));
      setChecked(new Set());
    } catch {
      // The failed call's toast says why.
    }
  };

  const records = query.data?.records ?? [];
  const allChecked = records.length > 0 && records.every((row) => checked.has(row.id));
  const toggle = (id: number) => {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChecked(next);
  };

  return (
    <Stack gap={4} data-testid={ids.root}>
      <Flex gap={3} wrap="wrap" align="center" justify="space-between">
        <HStack as="form" onSubmit={submitSearch} gap={2} flex="1" minW={{ base: 'full', md: '18rem' }} maxW="28rem">
          <Input
            size="sm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('goods.searchPlaceholder')}
            aria-label={t('goods.searchPlaceholder')}
            maxLength={60}
            data-testid={ids.search}
          />
          <Button size="sm" type="submit" variant="outline" data-testid={ids.searchSubmit}>
            {t('goods.search')}
          </Button>
        </HStack>
        <Button size="sm" colorPalette="brand" onClick={() => show({ edit: 'new' })} data-testid={ids.create}>
          {t('goods.create')}
        </Button>
      </Flex>

      <Tabs.Root
        value={status}
        onValueChange={(details) => isStatus(details.value) && show({ status: details.value, page: 1 })}
        variant="line"
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
          {GOODS_STATUSES.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={ids.tab(value)}>
              {t(`status.${value}`)}
              {query.data && (
                <Badge size="sm" variant="subtle" ms={1}>
                  {query.data.counts[value]}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>

      {records.length > 0 && (
        <Flex gap={3} align="center" wrap="wrap">
          <Checkbox.Root
            size="sm"
            checked={allChecked}
            onCheckedChange={() => setChecked(allChecked ? new Set() : new Set(records.map((row) => row.id)))}
            data-testid={ids.checkAll}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('goods.checkAll')}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('goods.checked', { count: checked.size })}
          </Text>
          {status !== 'onSale' && (
            <Button
              size="xs"
              colorPalette="brand"
              disabled={checked.size === 0}
              loading={shelving.isLoading}
              onClick={() => void move([...checked], true)}
              data-testid={ids.bulkOn}
            >
              {t('goods.putOn')}
            </Button>
          )}
          {status === 'onSale' && (
            <Button
              size="xs"
              variant="outline"
              disabled={checked.size === 0}
              loading={shelving.isLoading}
              onClick={() => void move([...checked], false)}
              data-testid={ids.bulkOff}
            >
              {t('goods.takeOff')}
            </Button>
          )}
        </Flex>
      )}

      <QueryState
        query={query}
        skeleton={{ rows: 4, rowHeight: '6rem' }}
        errorTitle={t('goods.loadError')}
        empty={keyword ? t('goods.noMatch') : t(`goods.empty.${status}`)}
        testIds={{ loading: ids.loading, error: ids.error, empty: ids.empty }}
      >
        {(found) => (
          <Stack gap={3}>
            {found.records.map((row) => (
              <GoodsRowCard
                key={row.id}
                row={row}
                checked={checked.has(row.id)}
                onToggle={() => toggle(row.id)}
                onEdit={() => show({ edit: String(row.id) })}
                onShelf={(onSale) => void move([row.id], onSale)}
              />
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager
          page={page}
          total={query.data.total}
          pageSize={TABLE_PAGE_SIZE}
          onPageChange={(next) => show({ page: next })}
        />
      )}
    </Stack>
  );
}

function GoodsRowCard({
  row,
  checked,
  onToggle,
  onEdit,
  onShelf,
}: {
  row: SellerGoodsRow;
  checked: boolean;
  onToggle(): void;
  onEdit(): void;
  onShelf(onSale: boolean): void;
}) {
  const { t } = useTranslation('seller');
  return (
    <Flex
      as="article"
      gap={3}
      p={3}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      data-testid={ids.row(row.id)}
    >
      <HStack gap={3} flex="1" minW={0} align="start">
        <Checkbox.Root size="sm" checked={checked} onCheckedChange={onToggle} mt={1} data-testid={ids.rowCheck(row.id)}>
          <Checkbox.HiddenInput aria-label={row.title} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Picture src={row.image} alt="" boxSize="4.5rem" objectFit="cover" borderRadius="sm" flexShrink={0} />
        <Stack gap={1} minW={0}>
          <Text fontWeight="medium" lineClamp={2} data-testid={ids.rowTitle}>
            {row.title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {row.code} · {row.categoryName}
          </Text>
          <HStack gap={2} wrap="wrap" fontSize="sm">
            <Text fontWeight="semibold" color="brand.fg">
              {row.priceMode === 'negotiable' ? t('priceMode.negotiable') : formatMoney(row.price)}
            </Text>
            {row.priceMode === 'apply' && (
              <Badge size="sm" colorPalette="orange">
                {t('priceMode.apply')}
              </Badge>
            )}
            {row.discountPrice !== null && (
              <Badge size="sm" colorPalette="red">
                {t('goods.discountRunning', { price: formatMoney(row.discountPrice) })}
              </Badge>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('goods.stockLine', {
              stock: row.stock,
              minOrder: row.minOrder,
              unit: t(`units.${row.unit}`),
              sales: row.sales,
            })}
          </Text>
        </Stack>
      </HStack>
      <HStack gap={2} flexShrink={0} alignSelf={{ base: 'end', md: 'center' }}>
        <Button size="xs" variant="outline" onClick={onEdit} data-testid={ids.rowEdit(row.id)}>
          {t('goods.edit')}
        </Button>
        {row.status === 'onSale' ? (
          <Button size="xs" variant="ghost" onClick={() => onShelf(false)}>
            {t('goods.takeOff')}
          </Button>
        ) : (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onShelf(true)}>
            {t('goods.putOn')}
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
