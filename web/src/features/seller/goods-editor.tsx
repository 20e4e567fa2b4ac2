// The goods editor of the workbench: titles in zh and en, category (three levels), brand, unit, minimum order,
// stock, the price and its mode (shown, after an application, negotiable), a limited-time discount with its
// window, specifications, pictures and descriptions; saved as a draft, on sale or off the shelf. The goods
// rules of contracts are checked before sending (against the server clock) and the server's 400 lands on its
// field; nothing typed is lost.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Checkbox,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { CategoryNode } from '@portal/contracts/entities/catalogue';
import type { GoodsPicture, SellerGoodsDetail, SellerGoodsInput } from '@portal/contracts/http/seller-goods';
import { UNITS, type Unit } from '@portal/contracts/rules/constants';
import {
  GOODS_DESCRIPTION_MAX,
  GOODS_SPECS_MAX,
  GOODS_TITLE_EN_MAX,
  GOODS_TITLE_MAX,
  PRICE_MODES,
  checkGoodsInput,
  goodsMessage,
  type GoodsFieldFailure,
  type GoodsStatus,
  type PriceMode,
} from '@portal/contracts/rules/goods';
import { isApiError } from '@/shared/api/api-error.ts';
import { fromMarketInput, toMarketInput } from '@/shared/market-time.ts';
import { useLang, usePick } from '@/shared/i18n/lang.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import {
  useEditorCategoriesQuery,
  useEditorCriteriaQuery,
  useEditorServerDateQuery,
  useSaveSellerGoodsMutation,
  useSellerGoodsDetailQuery,
} from './seller-api.ts';
import { PicturesField } from './pictures-field.tsx';
import { sellerTestIds } from './test-ids.ts';

const ids = sellerTestIds.editor;
const DAY_MS = 86_400_000;

interface Draft {
  title: string;
  titleEn: string;
  categoryId: number | null;
  brandId: number | null;
  unit: Unit;
  minOrder: string;
  stock: string;
  priceMode: PriceMode;
  price: string;
  marketPrice: string;
  discountOn: boolean;
  discountPrice: string;
  /** datetime-local values in the market's time (China). */
  discountStarts: string;
  discountEnds: string;
  specs: { name: string; nameEn: string; value: string }[];
  pictures: GoodsPicture[];
  description: string;
  descriptionEn: string;
}

const localInputValue = toMarketInput;
/** The instant a window input names (market time); 0 when incomplete, which the window rules refuse. */
const fromLocalInput = (value: string): number => fromMarketInput(value) ?? 0;

function blankDraft(now: number): Draft {
  return {
    title: '',
    titleEn: '',
    categoryId: null,
    brandId: null,
    unit: 'piece',
    minOrder: '1',
    stock: '',
    priceMode: 'visible',
    price: '',
    marketPrice: '',
    discountOn: false,
    discountPrice: '',
    discountStarts: localInputValue(now),
    discountEnds: localInputValue(now + 7 * DAY_MS),
    specs: [],
    pictures: [],
    description: '',
    descriptionEn: '',
  };
}

function draftOf(goods: SellerGoodsDetail, now: number): Draft {
  return {
    title: goods.title,
    titleEn: goods.titleEn,
    categoryId: goods.categoryId,
    brandId: goods.brandId,
    unit: goods.unit,
    minOrder: goods.minOrder,
    stock: goods.stock,
    priceMode: goods.priceMode,
    price: goods.price,
    marketPrice: goods.marketPrice === goods.price ? '' : goods.marketPrice,
    discountOn: goods.discount !== null,
    discountPrice: goods.discount?.price ?? '',
    discountStarts: localInputValue(goods.discount?.startsAt ?? now),
    discountEnds: localInputValue(goods.discount?.endsAt ?? now + 7 * DAY_MS),
    specs: goods.specs.map((spec) => ({ name: spec.name, nameEn: spec.nameEn, value: spec.value })),
    pictures: goods.pictures,
    description: goods.description,
    descriptionEn: goods.descriptionEn,
  };
}

function inputOf(draft: Draft, status: GoodsStatus, id: number | null): SellerGoodsInput {
  return {
    ...(id !== null ? { id } : {}),
    title: draft.title,
    titleEn: draft.titleEn,
    categoryId: draft.categoryId ?? 0,
    brandId: draft.brandId,
    unit: draft.unit,
    minOrder: draft.minOrder.trim(),
    stock: draft.stock.trim(),
    priceMode: draft.priceMode,
    price: draft.price.trim() === '' && draft.priceMode === 'negotiable' ? '0' : draft.price.trim(),
    marketPrice: draft.marketPrice.trim(),
    discount: draft.discountOn
      ? {
          price: draft.discountPrice.trim(),
          startsAt: fromLocalInput(draft.discountStarts),
          endsAt: fromLocalInput(draft.discountEnds),
        }
      : null,
    specs: draft.specs,
    pictures: draft.pictures.map((picture) => picture.fileId),
    description: draft.description,
    descriptionEn: draft.descriptionEn,
    status,
  };
}

/** The editor of goods `id` (null: a new goods item); `onDone` goes back to the list. */
export function GoodsEditor({ id, onDone }: { id: number | null; onDone(): void }) {
  const { t } = useTranslation('seller');
  const detail = useSellerGoodsDetailQuery({ id: id ?? 0 }, { skip: id === null });
  const clock = useEditorServerDateQuery();
  // The server clock when the editor opened (the browser's until it answers), moved on with the browser's.
  const offset = useMemo(() => (clock.data ? clock.data.now - Date.now() : 0), [clock.data]);
  const heading = (
    <HStack justify="space-between" wrap="wrap" gap={2}>
      <Heading size="md">{id === null ? t('editor.createTitle') : t('editor.editTitle')}</Heading>
      <Button size="sm" variant="ghost" onClick={onDone} data-testid={ids.back}>
        {t('editor.back')}
      </Button>
    </HStack>
  );
  if (id === null) {
    return (
      <Stack gap={4} data-testid={ids.root}>
        {heading}
        <EditorForm id={null} initial={blankDraft(Date.now() + offset)} offset={offset} onDone={onDone} />
      </Stack>
    );
  }
  return (
    <Stack gap={4} data-testid={ids.root}>
      {heading}
      <QueryState query={detail} empty={t('editor.notFound')} errorTitle={t('editor.loadError')} isEmpty={() => false}>
        {(goods) => (
          <EditorForm
            key={goods.updatedAt}
            id={goods.id}
            initial={draftOf(goods, Date.now() + offset)}
            offset={offset}
            onDone={onDone}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={4} bg="bg" borderWidth="1px" borderRadius="md" p={{ base: 3, md: 5 }}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function EditorForm({
  id,
  initial,
  offset,
  onDone,
}: {
  id: number | null;
  initial: Draft;
  offset: number;
  onDone(): void;
}) {
  const { t } = useTranslation('seller');
  const lang = useLang();
  const pick = usePick();
  const [draft, setDraft] = useState<Draft>(initial);
  const [failures, setFailures] = useState<GoodsFieldFailure[]>([]);
  const [windowTouched, setWindowTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveSellerGoodsMutation();
  const categories = useEditorCategoriesQuery();
  const criteria = useEditorCriteriaQuery({ categoryId: draft.categoryId ?? 0 }, { skip: draft.categoryId === null });

  const set = <K extends keyof Draft>(name: K, value: Draft[K], fields: string[] = [String(name)]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setFailures((current) => current.filter((failure) => !fields.some((field) => failure.field.startsWith(field))));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(next)) if (fields.some((field) => key.startsWith(field))) delete next[key];
      return next;
    });
  };

  const errorOf = (field: string): string | null => {
    const server = serverErrors[field];
    if (server) return server;
    const failure = failures.find((item) => item.field === field);
    return failure ? goodsMessage(failure.key, lang, failure.params) : null;
  };

  // The category's three levels from the chosen leaf.
  const tree = useMemo(() => categories.data ?? [], [categories.data]);
  const path = useMemo(() => {
    for (const top of tree) {
      for (const mid of top.childList) {
        for (const leaf of mid.childList) if (leaf.id === draft.categoryId) return [top.id, mid.id, leaf.id];
      }
    }
    return [];
  }, [tree, draft.categoryId]);
  const [levels, setLevels] = useState<(number | null)[]>([null, null]);
  useEffect(() => {
    if (path.length === 3) setLevels([path[0] ?? null, path[1] ?? null]);
  }, [path]);
  const level1 = tree.find((node) => node.id === levels[0]);
  const level2 = level1?.childList.find((node) => node.id === levels[1]);

  const submit = async (status: GoodsStatus) => {
    const body = inputOf(draft, status, id);
    const found = checkGoodsInput(body, Date.now() + offset);
    if (draft.categoryId === null) found.unshift({ field: 'categoryId', key: 'categoryRequired' });
    setFailures(found);
    setServerErrors({});
    if (found.length > 0) return;
    try {
      await save(body).unwrap();
      showSuccess(t(`editor.saved.${status}`));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 400 && 'field' in error && typeof error.field === 'string') {
        setServerErrors({ [error.field]: error.message });
      }
    }
  };

  const categorySelect = (
    level: number,
    nodes: readonly CategoryNode[],
    value: number | null,
    onPick: (id: number | null) => void,
  ) => (
    <NativeSelect.Root size="sm" disabled={nodes.length === 0}>
      <NativeSelect.Field
        value={value ?? ''}
        onChange={(event) => onPick(event.target.value ? Number(event.target.value) : null)}
        aria-label={t(`editor.categoryLevel${level}`)}
        data-testid={ids.category(level)}
      >
        <option value="">{t(`editor.categoryLevel${level}`)}</option>
        {nodes.map((node) => (
          <option key={node.id} value={node.id}>
            {pick(node.name, node.nameEn)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  const specError = (i: number) => errorOf(`specs.${i}`);
  const pictureError =
    errorOf('pictures') ?? draft.pictures.map((_, i) => errorOf(`pictures.${i}`)).find(Boolean) ?? null;

  return (
    <Stack gap={4}>
      <Section title={t('editor.basics')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('editor.title')} required error={errorOf('title')}>
            <Input
              value={draft.title}
              maxLength={GOODS_TITLE_MAX}
              onChange={(event) => set('title', event.target.value)}
              data-testid={ids.title}
            />
          </FormField>
          <FormField label={t('editor.titleEn')} error={errorOf('titleEn')}>
            <Input
              value={draft.titleEn}
              maxLength={GOODS_TITLE_EN_MAX}
              onChange={(event) => set('titleEn', event.target.value)}
              data-testid={ids.titleEn}
            />
          </FormField>
        </SimpleGrid>
        <FormField label={t('editor.category')} required error={errorOf('categoryId')}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={2} w="full">
            {categorySelect(1, tree, levels[0] ?? null, (value) => {
              setLevels([value, null]);
              set('categoryId', null);
              set('brandId', null);
            })}
            {categorySelect(2, level1?.childList ?? [], levels[1] ?? null, (value) => {
              setLevels([levels[0] ?? null, value]);
              set('categoryId', null);
              set('brandId', null);
            })}
            {categorySelect(3, level2?.childList ?? [], draft.categoryId, (value) => {
              set('categoryId', value);
              set('brandId', null);
            })}
          </SimpleGrid>
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('editor.brand')} error={errorOf('brandId')} helperText={t('editor.brandHelp')}>
            <NativeSelect.Root size="sm" disabled={draft.categoryId === null}>
              <NativeSelect.Field
                value={draft.brandId ?? ''}
                onChange={(event) => set('brandId', event.target.value ? Number(event.target.value) : null)}
                data-testid={ids.brand}
              >
                <option value="">{t('editor.noBrand')}</option>
                {(criteria.data?.brands ?? []).map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {pick(brand.name, brand.nameEn)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('editor.unit')} required>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.unit}
                onChange={(event) => set('unit', event.target.value as Unit)}
                data-testid={ids.unit}
              >
                {UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`units.${unit}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('editor.minOrder')} required error={errorOf('minOrder')}>
            <Input
              inputMode="decimal"
              value={draft.minOrder}
              onChange={(event) => set('minOrder', event.target.value)}
              data-testid={ids.minOrder}
            />
          </FormField>
          <FormField label={t('editor.stock')} required error={errorOf('stock')}>
            <Input
              inputMode="decimal"
              value={draft.stock}
              onChange={(event) => set('stock', event.target.value)}
              data-testid={ids.stock}
            />
          </FormField>
        </SimpleGrid>
      </Section>

      <Section title={t('editor.pricing')}>
        <RadioCard.Root
          size="sm"
          value={draft.priceMode}
          onValueChange={(details) =>
            details.value && set('priceMode', details.value as PriceMode, ['priceMode', 'price', 'discount'])
          }
          colorPalette="brand"
        >
          <RadioCard.Label>{t('editor.priceMode')}</RadioCard.Label>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
            {PRICE_MODES.map((mode) => (
              <RadioCard.Item key={mode} value={mode} data-testid={ids.priceMode(mode)}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{t(`priceMode.${mode}`)}</RadioCard.ItemText>
                    <RadioCard.ItemDescription fontSize="xs">{t(`priceModeHelp.${mode}`)}</RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('editor.price')} required={draft.priceMode !== 'negotiable'} error={errorOf('price')}>
            <Input
              inputMode="decimal"
              value={draft.price}
              onChange={(event) => set('price', event.target.value)}
              data-testid={ids.price}
            />
          </FormField>
          <FormField
            label={t('editor.marketPrice')}
            error={errorOf('marketPrice')}
            helperText={t('editor.marketPriceHelp')}
          >
            <Input
              inputMode="decimal"
              value={draft.marketPrice}
              onChange={(event) => set('marketPrice', event.target.value)}
              data-testid={ids.marketPrice}
            />
          </FormField>
        </SimpleGrid>
        <Checkbox.Root
          size="sm"
          checked={draft.discountOn}
          disabled={draft.priceMode === 'negotiable'}
          onCheckedChange={(details) => {
            const on = details.checked === true;
            // A window the seller has not set opens when the discount is turned on, on the server clock: the
            // draft's default was taken when the form opened, perhaps before the server's clock answered.
            if (on && !windowTouched && !initial.discountOn) {
              const now = Date.now() + offset;
              set('discountStarts', localInputValue(now), ['discount']);
              set('discountEnds', localInputValue(now + 7 * DAY_MS), ['discount']);
            }
            set('discountOn', on, ['discount']);
          }}
          data-testid={ids.discountOn}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('editor.discountOn')}</Checkbox.Label>
        </Checkbox.Root>
        {errorOf('discount') && (
          <Text fontSize="sm" color="fg.error">
            {errorOf('discount')}
          </Text>
        )}
        {draft.discountOn && (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            <FormField label={t('editor.discountPrice')} required error={errorOf('discount.price')}>
              <Input
                inputMode="decimal"
                value={draft.discountPrice}
                onChange={(event) => set('discountPrice', event.target.value, ['discount.price'])}
                data-testid={ids.discountPrice}
              />
            </FormField>
            <FormField label={t('editor.discountStarts')} required error={errorOf('discount.startsAt')}>
              <Input
                type="datetime-local"
                value={draft.discountStarts}
                onChange={(event) => {
                  setWindowTouched(true);
                  set('discountStarts', event.target.value, ['discount.startsAt', 'discount.endsAt']);
                }}
                data-testid={ids.discountStarts}
              />
            </FormField>
            <FormField label={t('editor.discountEnds')} required error={errorOf('discount.endsAt')}>
              <Input
                type="datetime-local"
                value={draft.discountEnds}
                onChange={(event) => {
                  setWindowTouched(true);
                  set('discountEnds', event.target.value, ['discount.endsAt']);
                }}
                data-testid={ids.discountEnds}
              />
            </FormField>
          </SimpleGrid>
        )}
      </Section>

      <Section title={t('editor.specs')}>
        {errorOf('specs') && (
          <Text fontSize="sm" color="fg.error">
            {errorOf('specs')}
          </Text>
        )}
        {draft.specs.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('editor.noSpecs')}
          </Text>
        )}
        {draft.specs.map((spec, i) => {
          const change = (part: 'name' | 'nameEn' | 'value', text: string) =>
            set(
              'specs',
              draft.specs.map((item, j) => (j === i ? { ...item, [part]: text } : item)),
              [`specs.${i}`],
            );
          return (
            <Stack key={i} gap={1}>
              <Flex gap={2} align="center" direction={{ base: 'column', md: 'row' }}>
                <Input
                  size="sm"
                  placeholder={t('editor.specName')}
                  aria-label={t('editor.specName')}
                  value={spec.name}
                  onChange={(event) => change('name', event.target.value)}
                  flex={{ md: '1' }}
                  minW={0}
                  data-testid={ids.specName(i)}
                />
                <Input
                  size="sm"
                  placeholder={t('editor.specNameEn')}
                  aria-label={t('editor.specNameEn')}
                  value={spec.nameEn}
                  onChange={(event) => change('nameEn', event.target.value)}
                  flex={{ md: '1' }}
                  minW={0}
                  data-testid={ids.specNameEn(i)}
                />
                {/* Three equal columns on a desktop: the inputs' own width (100%) would leave the value none. */}
                <HStack gap={2} w={{ base: 'full', md: 'auto' }} flex={{ md: '1' }} minW={0}>
                  <Input
                    size="sm"
                    placeholder={t('editor.specValue')}
                    aria-label={t('editor.specValue')}
                    value={spec.value}
                    onChange={(event) => change('value', event.target.value)}
                    data-testid={ids.specValue(i)}
                  />
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('editor.specRemove')}
                    onClick={() =>
                      set(
                        'specs',
                        draft.specs.filter((_, j) => j !== i),
                        ['specs'],
                      )
                    }
                    data-testid={ids.specRemove(i)}
                  >
                    ✕
                  </IconButton>
                </HStack>
              </Flex>
              {specError(i) && (
                <Text fontSize="sm" color="fg.error">
                  {specError(i)}
                </Text>
              )}
            </Stack>
          );
        })}
        {draft.specs.length < GOODS_SPECS_MAX && (
          <Box>
            <Button
              size="xs"
              variant="outline"
              onClick={() => set('specs', [...draft.specs, { name: '', nameEn: '', value: '' }], ['specs'])}
              data-testid={ids.specAdd}
            >
              {t('editor.specAdd')}
            </Button>
          </Box>
        )}
      </Section>

      <Section title={t('editor.pictures')}>
        <PicturesField value={draft.pictures} onChange={(value) => set('pictures', value, ['pictures'])} />
        {pictureError && (
          <Text fontSize="sm" color="fg.error" data-testid={ids.error('pictures')}>
            {pictureError}
          </Text>
        )}
      </Section>

      <Section title={t('editor.description')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField label={t('editor.descriptionZh')} error={errorOf('description')}>
            <Textarea
              rows={5}
              maxLength={GOODS_DESCRIPTION_MAX}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
              data-testid={ids.description}
            />
          </FormField>
          <FormField label={t('editor.descriptionEn')} error={errorOf('descriptionEn')}>
            <Textarea
              rows={5}
              maxLength={GOODS_DESCRIPTION_MAX}
              value={draft.descriptionEn}
              onChange={(event) => set('descriptionEn', event.target.value)}
              data-testid={ids.descriptionEn}
            />
          </FormField>
        </SimpleGrid>
      </Section>

      {categories.isLoading && <Skeleton height="2rem" />}
      <Flex gap={2} justify="end" wrap="wrap">
        <Button variant="ghost" onClick={onDone}>
          {t('editor.cancel')}
        </Button>
        <Button
          variant="outline"
          loading={saving.isLoading}
          onClick={() => void submit('draft')}
          data-testid={ids.saveDraft}
        >
          {t('editor.saveDraft')}
        </Button>
        {id !== null && (
          <Button
            variant="outline"
            loading={saving.isLoading}
            onClick={() => void submit('offShelf')}
            data-testid={ids.saveOffShelf}
          >
            {t('editor.saveOffShelf')}
          </Button>
        )}
        <Button
          colorPalette="brand"
          loading={saving.isLoading}
          onClick={() => void submit('onSale')}
          data-testid={ids.saveOnSale}
        >
          {t('editor.saveOnSale')}
        </Button>
      </Flex>
    </Stack>
  );
}
