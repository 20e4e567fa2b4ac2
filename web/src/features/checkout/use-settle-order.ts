// What the confirmation holds and does, apart from how it is drawn: the lines to order (checked cart lines or
// one goods bought at once), the chosen address, the choices (checked before any call), the coupons that
// apply, each seller's freight, the amounts by the rule the server stores, and the submit that places one order
// per seller (a refusal keeps everything entered and marks the lines again).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import { sumMoney } from '@portal/contracts/money';
import { checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm, type FieldForm, type FormRules } from '@/shared/forms/use-field-form.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { useAddressesQuery } from '@/shared/address/address-api.ts';
import { paths } from '@/shared/paths.ts';
import {
  useCartCustomerInfoQuery,
  useCreatePortalOrderMutation,
  useCreateSelfOrderMutation,
  useCreateSupplierOrderMutation,
  useGenerateOrderMutation,
  useMyCouponsQuery,
  useSettleCartLinesQuery,
  useSettleGoodsQuery,
} from './checkout-api.ts';
import { useInvoiceForm } from './settle-invoice.tsx';
import type { FreightChoice } from './settle-goods.tsx';
import {
  couponApplies,
  goodsAmount,
  goodsAsGroup,
  orderHeader,
  settleAmounts,
  type SettleChoices,
  type SettleSource,
} from './settle-source.ts';

export type ValidSettleSource = Exclude<SettleSource, { kind: 'invalid' }>;
type ChoiceValues = SettleChoices & Record<string, string>;
export type SettleForm = FieldForm<ChoiceValues>;

const choiceRules: FormRules<ChoiceValues> = {
  type: (v) => checkRequired(v.type, labelKey('checkout:ruleLabels.type')),
  deliveryMethod: (v) => checkRequired(v.deliveryMethod, labelKey('checkout:ruleLabels.deliveryMethod')),
  deliveryTime: (v) => checkRequired(v.deliveryTime, labelKey('checkout:ruleLabels.deliveryTime')),
  paymentMethod: (v) => checkRequired(v.paymentMethod, labelKey('checkout:ruleLabels.paymentMethod')),
};

/** The lines to confirm, as cart groups, from either source (both hooks run; one is skipped). */
function useSettleGroups(source: ValidSettleSource) {
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

export function useSettleOrder(source: ValidSettleSource) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { query, groups } = useSettleGroups(source);
  const info = useCartCustomerInfoQuery();
  const addresses = useAddressesQuery();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [addressMissing, setAddressMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [freights, setFreights] = useState<Record<number, FreightChoice>>({});
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
  const selfPickup = form.values.deliveryMethod === 'selfPickup';
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

  const onFreight = useCallback((companyId: number, value: FreightChoice) => {
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
      setRefusal(t(`display:unavailable.${blocked.unavailableReason}`));
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

  return {
    query,
    groups,
    form,
    invoice,
    address,
    addressId,
    addressMissing,
    onSelectAddress,
    isCreditUser: info.data?.credit.isCreditUser ?? false,
    selfPickup,
    applicable,
    onFreight,
    totals: { goods: groups ? goodsAmount(groups) : '0.00', freight, discount, ...amounts },
    refusal,
    submitting,
    submit: () => void submit(),
  };
}
