// /settle, the order confirmation (step 1 of 2; /placeOrder shows the result): the goods to buy (checked cart
// lines or one goods bought at once), the consignee from the address manager, order type (financing only for
// credit users), delivery or self pickup with the delivery date, payment, coupon, freight from the seller's
// freight template, invoice and remarks. Submit places one order per seller; a refusal (expired price, goods
// taken off) shows the product's message and keeps everything the user entered.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  Grid,
  HStack,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { CartGroup } from '@portal/contracts/http/cart';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import type { InvoiceInfo } from '@portal/contracts/http/customer-invoice-info';
import { DELIVERY_METHODS, ORDER_TYPES, PAYMENT_METHODS } from '@portal/contracts/rules/constants';
import { formatMoney, formatQuantity, sumMoney, sumQuantities } from '@portal/contracts/money';
import { checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm, type FormRules } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { isApiError } from '@/shared/api/api-error.ts';
import { paths } from '@/shared/paths.ts';
import {
  useCartCustomerInfoQuery,
  useCreatePortalOrderMutation,
  useCreateSelfOrderMutation,
  useCreateSupplierOrderMutation,
  useFreightQuoteQuery,
  useFreightTemplatesQuery,
  useGenerateOrderMutation,
  useMyCouponsQuery,
  useSaveInvoiceInfoMutation,
  useSettleCartLinesQuery,
  useSettleGoodsQuery,
} from './checkout-api.ts';
import { AddressManager } from '@/shared/address/address-manager.tsx';
import { useAddressesQuery } from '@/shared/address/address-api.ts';
import {
  couponApplies,
  goodsAmount,
  goodsAsGroup,
  orderHeader,
  settleAmounts,
  readSettleSource,
  type SettleChoices,
  type SettleSource,
} from './settle-source.ts';
import { checkoutTestIds as ids } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const DELIVERY_TIME_LABEL = labelKey('checkout:ruleLabels.deliveryTime');
const INVOICE_CHOICES = ['none', 'normal', 'special'] as const;

type ChoiceValues = SettleChoices & Record<string, string>;

const choiceRules: FormRules<ChoiceValues> = {
  type: (v) => checkRequired(v.type, labelKey('checkout:ruleLabels.type')),
  deliveryMethod: (v) => checkRequired(v.deliveryMethod, labelKey('checkout:ruleLabels.deliveryMethod')),
  deliveryTime: (v) => checkRequired(v.deliveryTime, DELIVERY_TIME_LABEL),
  paymentMethod: (v) => checkRequired(v.paymentMethod, labelKey('checkout:ruleLabels.paymentMethod')),
};

/** The first day a delivery may be asked for: tomorrow, as YYYY-MM-DD in the user's time zone. */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export default function SettlePage() {
  const { t } = useTranslation('checkout');
  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);
  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('cart'), to: paths.Shopping() }, { label: t('title') }]}>
      <RequireLogin>
        <SettleBody />
      </RequireLogin>
    </PageFrame>
  );
}

function SettleBody() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const source = useMemo(() => readSettleSource(params), [params]);
  if (source.kind === 'invalid') {
    return (
      <EmptyState.Root data-testid={ids.invalid}>
        <EmptyState.Content>
          <EmptyState.Title>{t('invalid.title')}</EmptyState.Title>
          <EmptyState.Description>{t('invalid.detail')}</EmptyState.Description>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={paths.Shopping()}>{t('invalid.toCart')}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <Confirmation source={source} />;
}

/** The lines to confirm, as cart groups, from either source (both hooks run; one is skipped). */
function useSettleGroups(source: Exclude<SettleSource, { kind: 'invalid' }>) {
  const cart = useSettleCartLinesQuery(
    { ids: source.kind === 'cart' ? source.cartIds : [] },
    { skip: source.kind !== 'cart' },
  );
  const goods = useSettleGoodsQuery(
    { id: source.kind === 'goods' ? source.goodsId : 0 },
    { skip: source.kind !== 'goods' },
  );
  const goodsGroups = useMemo(
    () => (goods.data && source.kind === 'goods' ? [goodsAsGroup(goods.data, source.quantity)] : undefined),
    [goods.data, source],
  );
  return source.kind === 'cart'
    ? { query: cart, groups: cart.data }
    : { query: { ...goods, data: goodsGroups }, groups: goodsGroups };
}

function Confirmation({ source }: { source: Exclude<SettleSource, { kind: 'invalid' }> }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { query, groups } = useSettleGroups(source);
  const info = useCartCustomerInfoQuery();
  const addresses = useAddressesQuery();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addressMissing, setAddressMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [freights, setFreights] = useState<Record<number, { freight: string; templateId: number | null }>>({});
  const form = useFieldForm<ChoiceValues>(
    {
      type: 'general',
      deliveryMethod: 'delivery',
      deliveryTime: '',
      paymentMethod: 'online',
      remarks: '',
      couponId: '',
      invoiceType: 'none',
    },
    choiceRules,
  );
  const invoice = useInvoiceForm(info.data?.invoice ?? null, form.values.invoiceType);
  const coupons = useMyCouponsQuery({
    mine: true,
    possessStatus: 'received',
    validity: 'valid',
    pageNum: 1,
    pageSize: 50,
  });
  const [generate, generating] = useGenerateOrderMutation();
  const [createPortal, creatingPortal] = useCreatePortalOrderMutation();
  const [createSelf, creatingSelf] = useCreateSelfOrderMutation();
  const [createSupplier, creatingSupplier] = useCreateSupplierOrderMutation();
  const submitting =
    generating.isLoading || creatingPortal.isLoading || creatingSelf.isLoading || creatingSupplier.isLoading;

  const address: ReceiveInfo | undefined = addresses.data?.find((item) => item.id === addressId);
  const isCreditUser = info.data?.credit.isCreditUser ?? false;
  const selfPickup = form.values.deliveryMethod === 'selfPickup';
  const goods = groups ? goodsAmount(groups) : '0.00';
  const applicable = useMemo(
    () => (coupons.data?.records ?? []).filter((coupon) => groups && couponApplies(coupon, groups)),
    [coupons.data, groups],
  );
  const coupon = applicable.find((item) => String(item.id) === form.values.couponId);
  const discount = coupon?.amount ?? '0.00';
  const freight = selfPickup
    ? '0.00'
    : (sumMoney((groups ?? []).map((group) => freights[group.companyId]?.freight ?? '0.00')) ?? '0.00');
  // Tax and the amount to pay by the rule the server stores on the orders (one computation in contracts).
  const amounts = settleAmounts(
    groups ?? [],
    selfPickup
      ? {}
      : Object.fromEntries(Object.entries(freights).map(([companyId, value]) => [companyId, value.freight])),
    coupon ? { shopId: coupon.shop?.id ?? null, discount } : undefined,
    form.values.invoiceType,
  );

  // A coupon that no longer applies (other goods, an amount under its threshold) is dropped.
  useEffect(() => {
    if (form.values.couponId && coupons.data && !coupon) form.resetField('couponId', '');
  }, [coupon, coupons.data, form]);

  const onFreight = useCallback((companyId: number, value: { freight: string; templateId: number | null }) => {
    setFreights((current) =>
      current[companyId]?.freight === value.freight && current[companyId]?.templateId === value.templateId
        ? current
        : { ...current, [companyId]: value },
    );
  }, []);
  const onSelectAddress = useCallback((id: number | null) => {
    setAddressId(id);
    if (id !== null) setAddressMissing(false);
  }, []);

  const submit = async () => {
    setRefusal(null);
    const choicesOk = form.checkAll();
    const invoiceOk = invoice.check();
    if (!address) setAddressMissing(true);
    if (!choicesOk || !invoiceOk || !address || !groups) return;
    // A line already marked (price expired, taken off) is refused by the server too: say so without a call.
    const blocked = groups.flatMap((group) => group.lines).find((line) => !line.available);
    if (blocked?.unavailableReason) {
      setRefusal(t(`unavailable.${blocked.unavailableReason}`));
      return;
    }
    try {
      const invoiceInfoId = form.values.invoiceType === 'none' ? undefined : await invoice.save();
      if (form.values.invoiceType !== 'none' && invoiceInfoId === undefined) return;
      // One seller: its template; several: each order takes its seller's default template on the server.
      const templates = groups.map((group) => freights[group.companyId]?.templateId ?? null);
      const freightTemplateId = groups.length === 1 && templates[0] !== null ? templates[0] : undefined;
      const header = orderHeader(form.values, address, { invoiceInfoId, freightTemplateId });
      let created;
      if (source.kind === 'cart') {
        // The prices shown: one that changed since (a discount's window ended) is refused, never charged.
        const expectedPrices = groups.flatMap((group) =>
          group.lines.map((line) => ({ cartId: line.id, price: line.price })),
        );
        created = await generate({ ...header, cartIds: source.cartIds, expectedPrices }).unwrap();
      } else {
        const line = groups[0]?.lines[0];
        if (!line) return;
        const body = {
          ...header,
          lines: [{ productId: line.productId, quantity: line.quantity, expectedPrice: line.price }],
        };
        const place = line.source === 'self' ? createSelf : line.source === 'supplier' ? createSupplier : createPortal;
        created = await place(body).unwrap();
      }
      void navigate(paths.placeOrder(created.orders.map((order) => order.id)), { replace: true });
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A field of this form named by a 400 lands under it; anything else (a business refusal: price expired,
      // goods taken off, stock short) stays above the submit button, and the lines are read again to mark it.
      if (form.showFailure(error) === null && invoice.showFailure(error) === null) setRefusal(error.message);
      void query.refetch();
    }
  };

  return (
    <Box data-testid={ids.root}>
      <QueryState
        query={query}
        isEmpty={(data) => data.length === 0}
        skeleton={{ rows: 3, rowHeight: '8rem' }}
        errorTitle={t('loadError')}
        empty={t('invalid.title')}
        emptyDetail={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={paths.Shopping()}>{t('invalid.toCart')}</RouterLink>
          </Button>
        }
        testIds={{ loading: ids.loading, error: ids.error }}
      >
        {(loaded) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap={5} alignItems="start">
            <Stack gap={4}>
              <Section title={t('address.title')} invalid={addressMissing}>
                <AddressManager selectedId={addressId} onSelect={onSelectAddress} invalid={addressMissing} />
                {addressMissing && (
                  <Text mt={2} color="fg.error" fontSize="sm" role="alert" data-testid={ids.addressMissing}>
                    {t('address.missing')}
                  </Text>
                )}
              </Section>

              <Section title={t('goods.title')}>
                <Stack gap={4}>
                  {loaded.map((group) => (
                    <GroupLines
                      key={group.companyId}
                      group={group}
                      regionCode={address?.countyCode ?? null}
                      selfPickup={selfPickup}
                      onFreight={onFreight}
                    />
                  ))}
                </Stack>
              </Section>

              <Section title={t('options.title')}>
                <Stack gap={5}>
                  <Choice
                    label={t('options.type')}
                    value={form.values.type}
                    onChange={(value) => form.setValue('type', value as SettleChoices['type'])}
                    options={ORDER_TYPES.map((value) => ({
                      value,
                      label: t(`display:orderType.${value}`),
                      disabled: value === 'financing' && !isCreditUser,
                      testId: ids.orderType(value),
                    }))}
                    hint={isCreditUser ? undefined : t('options.financingHint')}
                    error={form.errorOf('type')}
                  />
                  <Choice
                    label={t('options.delivery')}
                    value={form.values.deliveryMethod}
                    onChange={(value) => form.setValue('deliveryMethod', value as SettleChoices['deliveryMethod'])}
                    options={DELIVERY_METHODS.map((value) => ({
                      value,
                      label: t(`display:deliveryMethod.${value}`),
                      testId: ids.deliveryMethod(value),
                    }))}
                    error={form.errorOf('deliveryMethod')}
                  />
                  <Box maxW={{ base: 'full', sm: '16rem' }}>
                    <FormField
                      label={selfPickup ? t('options.pickupTime') : t('options.deliveryTime')}
                      required
                      error={form.errorOf('deliveryTime')}
                    >
                      <Input
                        type="date"
                        min={tomorrow()}
                        value={form.values.deliveryTime}
                        onChange={(event) => form.setValue('deliveryTime', event.target.value)}
                        onBlur={() => form.blur('deliveryTime')}
                        data-testid={ids.deliveryTime}
                      />
                    </FormField>
                  </Box>
                  <Choice
                    label={t('options.payment')}
                    value={form.values.paymentMethod}
                    onChange={(value) => form.setValue('paymentMethod', value as SettleChoices['paymentMethod'])}
                    options={PAYMENT_METHODS.map((value) => ({
                      value,
                      label: t(`display:paymentMethod.${value}`),
                      testId: ids.paymentMethod(value),
                    }))}
                    error={form.errorOf('paymentMethod')}
                  />
                  <Box maxW={{ base: 'full', sm: '24rem' }}>
                    <FormField
                      label={t('options.coupon')}
                      helperText={
                        applicable.length === 0
                          ? t('options.noCoupon')
                          : t('options.couponCount', { count: applicable.length })
                      }
                    >
                      <NativeSelect.Root size="sm" disabled={applicable.length === 0}>
                        <NativeSelect.Field
                          value={form.values.couponId}
                          onChange={(event) => form.setValue('couponId', event.target.value)}
                          data-testid={ids.coupon}
                        >
                          <option value="">{t('options.withoutCoupon')}</option>
                          {applicable.map((item) => (
                            <option key={item.id} value={String(item.id)}>
                              {t('options.couponOption', {
                                name: item.name,
                                amount: formatMoney(item.amount),
                                threshold: formatMoney(item.threshold),
                              })}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </Box>
                </Stack>
              </Section>

              <Section title={t('invoice.title')}>
                <Stack gap={4}>
                  <Choice
                    label={t('invoice.type')}
                    value={form.values.invoiceType}
                    onChange={(value) => form.setValue('invoiceType', value as SettleChoices['invoiceType'])}
                    options={INVOICE_CHOICES.map((value) => ({
                      value,
                      label: t(`invoiceType.${value}`),
                      testId: ids.invoiceType(value),
                    }))}
                  />
                  {form.values.invoiceType !== 'none' && invoice.fields}
                </Stack>
              </Section>

              <Section title={t('remarks.title')}>
                <Textarea
                  value={form.values.remarks}
                  maxLength={200}
                  rows={3}
                  placeholder={t('remarks.placeholder')}
                  aria-label={t('remarks.title')}
                  onChange={(event) => form.setValue('remarks', event.target.value)}
                  data-testid={ids.remarks}
                />
              </Section>
            </Stack>

            <Box position={{ lg: 'sticky' }} top={{ lg: 4 }}>
              <Section title={t('summary.title')}>
                <Stack gap={2} fontSize="sm">
                  <Row label={t('summary.goods')} value={formatMoney(goods)} testId={ids.goodsAmount} />
                  <Row label={t('summary.freight')} value={formatMoney(freight)} testId={ids.freight} />
                  <Row
                    label={t('summary.tax', { rate: amounts.taxRate })}
                    value={formatMoney(amounts.tax)}
                    testId={ids.tax}
                  />
                  <Row label={t('summary.coupon')} value={`-${formatMoney(discount)}`} testId={ids.discount} />
                  <Flex justify="space-between" align="baseline" pt={2} borderTopWidth="1px">
                    <Text fontWeight="semibold">{t('summary.payable')}</Text>
                    <Text fontSize="2xl" fontWeight="bold" color="brand.fg" data-testid={ids.payable}>
                      {formatMoney(amounts.payable)}
                    </Text>
                  </Flex>
                  <Text color="fg.muted" fontSize="xs">
                    {form.values.invoiceType === 'none' ? t('summary.noTax') : t('summary.taxNote')}
                  </Text>
                  {address && (
                    <Text color="fg.muted" fontSize="xs">
                      {t('summary.shipTo', { name: address.consigneeName, address: address.fullAddress })}
                    </Text>
                  )}
                  {refusal && (
                    <Alert.Root status="error" data-testid={ids.refusal}>
                      <Alert.Indicator />
                      <Alert.Title>{refusal}</Alert.Title>
                    </Alert.Root>
                  )}
                  <Button
                    colorPalette="brand"
                    size="lg"
                    mt={2}
                    loading={submitting}
                    onClick={() => void submit()}
                    data-testid={ids.submit}
                  >
                    {t('submit')}
                  </Button>
                </Stack>
              </Section>
            </Box>
          </Grid>
        )}
      </QueryState>
      {/* On a phone the amount and the submit stay at the bottom of the screen while the form scrolls. */}
      {groups && groups.length > 0 && (
        <Flex
          display={{ base: 'flex', lg: 'none' }}
          position="sticky"
          bottom={0}
          zIndex="sticky"
          mx={-4}
          mt={4}
          px={4}
          py={3}
          bg="bg"
          borderTopWidth="1px"
          shadow="lg"
          align="center"
          gap={3}
        >
          <Stack gap={0} flex="1" minW={0}>
            {refusal && (
              <Text fontSize="xs" color="fg.error" role="alert" lineClamp={2}>
                {refusal}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              {t('summary.payable')}
            </Text>
            <Text fontSize="xl" fontWeight="bold" color="brand.fg">
              {formatMoney(amounts.payable)}
            </Text>
          </Stack>
          <Button colorPalette="brand" loading={submitting} onClick={() => void submit()} data-testid={ids.submitBar}>
            {t('submit')}
          </Button>
        </Flex>
      )}
    </Box>
  );
}

function Section({ title, invalid, children }: { title: string; invalid?: boolean; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="md"
      p={{ base: 3, md: 5 }}
    >
      <Heading as="h2" size="md" mb={3}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="space-between">
      <Text color="fg.muted">{label}</Text>
      <Text data-testid={testId}>{value}</Text>
    </Flex>
  );
}

function Choice({
  label,
  value,
  onChange,
  options,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: { value: string; label: string; disabled?: boolean; testId: string }[];
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <Stack gap={2}>
      <Text fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      {/* A row of toggle buttons: each choice shows at once which is taken (and which is not offered). */}
      <HStack gap={2} wrap="wrap" role="radiogroup" aria-label={label}>
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <Button
              key={option.value}
              role="radio"
              aria-checked={chosen}
              size="sm"
              variant={chosen ? 'subtle' : 'outline'}
              colorPalette={chosen ? 'brand' : 'gray'}
              borderWidth="1px"
              borderColor={chosen ? 'brand.solid' : 'border'}
              disabled={option.disabled}
              onClick={() => onChange(option.value)}
              data-testid={option.testId}
            >
              {option.label}
            </Button>
          );
        })}
      </HStack>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** One seller's lines with the freight of its default template to the chosen address. */
function GroupLines({
  group,
  regionCode,
  selfPickup,
  onFreight,
}: {
  group: CartGroup;
  regionCode: string | null;
  selfPickup: boolean;
  onFreight(companyId: number, value: { freight: string; templateId: number | null }): void;
}) {
  const { t } = useTranslation('checkout');
  const templates = useFreightTemplatesQuery({ companyId: group.companyId, pageNum: 1, pageSize: 20 });
  const template = templates.data?.records.find((item) => item.isDefault) ?? templates.data?.records[0];
  const available = group.lines.filter((line) => line.available);
  const quantity = sumQuantities(available.map((line) => line.quantity)) ?? '0';
  const amount = sumMoney(available.map((line) => line.amount)) ?? '0.00';
  const quote = useFreightQuoteQuery(
    {
      params: { id: template?.id ?? 0 },
      query: { regionCode: regionCode ?? '', quantity, weight: quantity, goodsAmount: amount },
    },
    { skip: !template || !regionCode || selfPickup },
  );
  const freight = selfPickup || !template ? '0.00' : (quote.data?.freight ?? '0.00');

  useEffect(() => {
    onFreight(group.companyId, { freight, templateId: template?.id ?? null });
  }, [group.companyId, freight, template?.id, onFreight]);

  return (
    <Box borderWidth="1px" borderRadius="md">
      <HStack px={3} py={2} bg="bg.subtle" borderBottomWidth="1px" justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          {group.shopName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {selfPickup
            ? t('freight.selfPickup')
            : !regionCode
              ? t('freight.needAddress')
              : quote.data?.free
                ? t('freight.free', { template: quote.data.templateName })
                : template
                  ? t('freight.quote', { template: template.name, freight: formatMoney(freight) })
                  : t('freight.none')}
        </Text>
      </HStack>
      <Stack gap={0} divideY="1px">
        {group.lines.map((line) => (
          <Grid
            key={line.id || line.productId}
            templateColumns={{ base: '3.5rem minmax(0, 1fr)', md: '4rem minmax(0, 1fr) 8rem 7rem 8rem' }}
            gap={3}
            px={3}
            py={3}
            alignItems="center"
            data-testid={ids.line(line.productId)}
          >
            <Picture
              src={line.image}
              alt=""
              boxSize={{ base: 14, md: 16 }}
              objectFit="cover"
              borderRadius="md"
              bg="bg.muted"
            />
            <Stack gap={1} minW={0}>
              <Text fontSize="sm" fontWeight="medium" lineClamp={2}>
                {line.title}
              </Text>
              {line.specText && (
                <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                  {line.specText}
                </Text>
              )}
              {!line.available && line.unavailableReason && (
                <Badge
                  colorPalette="red"
                  alignSelf="start"
                  whiteSpace="normal"
                  data-testid={ids.lineUnavailable(line.productId)}
                >
                  {t(`unavailable.${line.unavailableReason}`)}
                </Badge>
              )}
              <Text display={{ base: 'block', md: 'none' }} fontSize="sm">
                {formatMoney(line.price)} × {formatQuantity(line.quantity)} {t(`unit.${line.unit}`)} ={' '}
                <Text as="strong">{formatMoney(line.amount)}</Text>
              </Text>
            </Stack>
            <Text display={{ base: 'none', md: 'block' }} fontSize="sm" textAlign="end">
              {formatMoney(line.price)}
            </Text>
            <Text display={{ base: 'none', md: 'block' }} fontSize="sm" textAlign="end">
              × {formatQuantity(line.quantity)} {t(`unit.${line.unit}`)}
            </Text>
            <Text display={{ base: 'none', md: 'block' }} fontSize="sm" textAlign="end" fontWeight="semibold">
              {formatMoney(line.amount)}
            </Text>
          </Grid>
        ))}
      </Stack>
    </Box>
  );
}

type InvoiceValues = {
  title: string;
  taxNumber: string;
  bank: string;
  accountNumber: string;
  address: string;
  phone: string;
};

const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;

/**
 * The invoice information part: the saved information when it suits the chosen invoice (a special invoice
 * needs the bank details), else a form saved (customerInvoiceInfo/save) just before the order is placed.
 */
function useInvoiceForm(saved: InvoiceInfo | null, invoiceType: SettleChoices['invoiceType']) {
  const { t } = useTranslation('checkout');
  const special = invoiceType === 'special';
  const suits = saved !== null && (!special || saved.invoiceType === 'special');
  const [editing, setEditing] = useState(false);
  const showForm = invoiceType !== 'none' && (!suits || editing);
  const rules = useMemo<FormRules<InvoiceValues>>(
    () => ({
      title: (v) => checkRequired(v.title, labelKey('checkout:ruleLabels.title')),
      taxNumber: (v) => checkRequired(v.taxNumber, labelKey('checkout:ruleLabels.taxNumber')),
      ...(special
        ? {
            bank: (v: InvoiceValues) => checkRequired(v.bank, labelKey('checkout:ruleLabels.bank')),
            accountNumber: (v: InvoiceValues) =>
              checkRequired(v.accountNumber, labelKey('checkout:ruleLabels.accountNumber')),
            address: (v: InvoiceValues) => checkRequired(v.address, labelKey('checkout:ruleLabels.address')),
            phone: (v: InvoiceValues) => checkRequired(v.phone, labelKey('checkout:ruleLabels.phone')),
          }
        : {}),
    }),
    [special],
  );
  const form = useFieldForm<InvoiceValues>(
    () => ({
      title: saved?.title ?? '',
      taxNumber: saved?.taxNumber ?? '',
      bank: saved?.bank ?? '',
      accountNumber: saved?.accountNumber ?? '',
      address: saved?.address ?? '',
      phone: saved?.phone ?? '',
    }),
    rules,
  );
  const [saveInfo] = useSaveInvoiceInfoMutation();

  const check = () => {
    if (!showForm) return true;
    const ok = form.checkAll();
    if (ok && !TAX_NUMBER.test(form.values.taxNumber.trim())) {
      form.showMessage('taxNumber', { text: t('invoice.taxNumberInvalid') });
      return false;
    }
    return ok;
  };

  /** The invoice information id to order with (saving the form first); undefined when saving failed. */
  const save = async (): Promise<number | undefined> => {
    if (!showForm) return saved?.id;
    const v = form.values;
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    try {
      const result = await saveInfo({
        ...(saved && (saved.invoiceType === invoiceType || special) ? { id: saved.id } : {}),
        invoiceType: special ? 'special' : 'normal',
        title: v.title.trim(),
        taxNumber: v.taxNumber.trim(),
        ...(optional(v.bank) ? { bank: optional(v.bank) } : {}),
        ...(optional(v.accountNumber) ? { accountNumber: optional(v.accountNumber) } : {}),
        ...(optional(v.address) ? { address: optional(v.address) } : {}),
        ...(optional(v.phone) ? { phone: optional(v.phone) } : {}),
        isDefault: true,
      }).unwrap();
      setEditing(false);
      return result.id;
    } catch (error) {
      if (form.showFailure(error) === null) throw error;
      return undefined;
    }
  };

  const field = (name: keyof InvoiceValues, label: string, testId: string, required: boolean) => (
    <FormField label={label} required={required} error={form.errorOf(name)}>
      <Input
        value={form.values[name]}
        onChange={(event) => form.setValue(name, event.target.value)}
        onBlur={() => form.blur(name)}
        data-testid={testId}
      />
    </FormField>
  );

  const fields = showForm ? (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      {field('title', t('invoice.invoiceTitle'), ids.invoiceTitle, true)}
      {field('taxNumber', t('invoice.taxNumber'), ids.invoiceTaxNumber, true)}
      {field('bank', t('invoice.bank'), ids.invoiceBank, special)}
      {field('accountNumber', t('invoice.accountNumber'), ids.invoiceAccount, special)}
      {field('address', t('invoice.address'), ids.invoiceAddress, special)}
      {field('phone', t('invoice.phone'), ids.invoicePhone, special)}
    </SimpleGrid>
  ) : saved ? (
    <Flex borderWidth="1px" borderRadius="md" p={3} justify="space-between" align="start" gap={3}>
      <Stack gap={0} fontSize="sm">
        <Text fontWeight="semibold">{saved.title}</Text>
        <Text color="fg.muted">{t('invoice.taxNumberIs', { number: saved.taxNumber })}</Text>
      </Stack>
      <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
        {t('invoice.edit')}
      </Button>
    </Flex>
  ) : null;

  return { fields, check, save, showFailure: form.showFailure };
}
