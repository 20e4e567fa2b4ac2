// What /settle confirms, read from its URL (paths.settle): the checked cart lines (`cartIds=1,2`) or one goods
// bought at once ('buy now': `goodsId` and `quantity`), and the pure pieces of the confirmation: one goods as
// a group like the cart's, the order amounts shown before submit, and the header every order write takes.
import type { CartGroup } from '@portal/contracts/http/cart';
import type { ProductDetail } from '@portal/contracts/entities/catalogue';
import type { Coupon } from '@portal/contracts/http/coupon';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import type { DeliveryMethodValue, OrderTypeValue, PaymentMethodValue } from '@portal/contracts/entities/order';
import {
  TAX_RATES,
  fenToMoney,
  lineAmount,
  moneyToFen,
  quantityToUnits,
  settleTotalsFen,
  sumMoney,
  type TaxedInvoiceType,
} from '@portal/contracts/money';
import { checkQuantity } from '@portal/contracts/rules/validation';

export type SettleSource =
  { kind: 'cart'; cartIds: number[] } | { kind: 'goods'; goodsId: number; quantity: string } | { kind: 'invalid' };

const MAX_LINES = 100;

/** The source named by the URL; `invalid` for anything else (no ids, bad ids, a bad quantity). */
export function readSettleSource(params: URLSearchParams): SettleSource {
  const cartIds = params.get('cartIds');
  if (cartIds !== null) {
    const ids = cartIds.split(',').map((part) => Number(part));
    const valid = ids.length > 0 && ids.length <= MAX_LINES && ids.every((id) => Number.isSafeInteger(id) && id > 0);
    return valid ? { kind: 'cart', cartIds: [...new Set(ids)] } : { kind: 'invalid' };
  }
  const goodsId = Number(params.get('goodsId'));
  const quantity = params.get('quantity') ?? '';
  if (Number.isSafeInteger(goodsId) && goodsId > 0 && checkQuantity(quantity) === null) {
    return { kind: 'goods', goodsId, quantity };
  }
  return { kind: 'invalid' };
}

/** One goods bought at once, shaped as a cart group so the confirmation draws it the same way. */
export function goodsAsGroup(goods: ProductDetail, quantity: string): CartGroup {
  // A running limited-time discount is bought at its price (such goods are bought at once, never via the cart).
  const price = (goods.discount ? goods.discountPrice : null) ?? goods.price ?? '0.00';
  const units = quantityToUnits(quantity) ?? 0;
  const reason = goods.offShelf
    ? 'offShelf'
    : goods.priceState !== 'valid'
      ? 'priceExpired'
      : goods.discount
        ? null
        : units > (quantityToUnits(goods.stock) ?? 0) || units < (quantityToUnits(goods.minOrder) ?? 0)
          ? 'stockShort'
          : null;
  const amount = lineAmount(price, quantity) ?? '0.00';
  return {
    companyId: goods.companyId,
    shopName: goods.shopName,
    companyKind: goods.companyKind,
    logo: goods.company.logo,
    availableAmount: reason ? '0.00' : amount,
    lines: [
      {
        id: 0,
        productId: goods.id,
        code: goods.code,
        title: goods.title,
        image: goods.image,
        unit: goods.unit,
        specText: goods.specs.map((spec) => `${spec.name}: ${spec.value}`).join('; '),
        source: goods.source,
        price,
        priceState: goods.priceState,
        quantity,
        amount,
        stock: goods.stock,
        minOrder: goods.minOrder,
        available: reason === null,
        unavailableReason: reason,
        addedAt: goods.createdAt,
      },
    ],
  };
}

/** The goods amount of the groups (available lines). */
export function goodsAmount(groups: readonly CartGroup[]): string {
  return (
    sumMoney(groups.flatMap((group) => group.lines.filter((line) => line.available).map((line) => line.amount))) ??
    '0.00'
  );
}

/** Whether a coupon of the caller applies to these goods: its shop's (or the platform's) and its threshold met. */
export function couponApplies(coupon: Coupon, groups: readonly CartGroup[]): boolean {
  if (coupon.validity !== 'valid' || coupon.possessStatus !== 'received') return false;
  const shops = coupon.shop ? groups.filter((group) => group.companyId === coupon.shop?.id) : groups;
  if (shops.length === 0) return false;
  return (moneyToFen(goodsAmount(shops)) ?? 0) >= (moneyToFen(coupon.threshold) ?? 0);
}

/**
 * The tax and the amount to pay shown before submit, by the server's own rule (contracts/src/money.ts): one
 * order per seller, each taxed on its goods at the invoice's rate; the coupon comes off one order (the shop's,
 * or the largest for a platform coupon, as the server chooses). The order then stores exactly these figures.
 */
export function settleAmounts(
  groups: readonly CartGroup[],
  freights: Readonly<Record<number, string>>,
  coupon: { shopId: number | null; discount: string } | undefined,
  invoiceType: TaxedInvoiceType,
): { tax: string; payable: string; taxRate: number } {
  const orders = groups.map((group) => ({
    companyId: group.companyId,
    goodsFen: moneyToFen(goodsAmount([group])) ?? 0,
    freightFen: moneyToFen(freights[group.companyId] ?? '0.00') ?? 0,
    discountFen: 0,
  }));
  const target = coupon
    ? orders
        .filter((order) => coupon.shopId === null || order.companyId === coupon.shopId)
        .reduce<(typeof orders)[number] | undefined>(
          (best, order) => (!best || order.goodsFen > best.goodsFen ? order : best),
          undefined,
        )
    : undefined;
  if (target && coupon) target.discountFen = Math.min(moneyToFen(coupon.discount) ?? 0, target.goodsFen);
  const { taxFen, totalFen } = settleTotalsFen(orders, invoiceType);
  return { tax: fenToMoney(taxFen), payable: fenToMoney(totalFen), taxRate: TAX_RATES[invoiceType] };
}

export interface SettleChoices {
  type: OrderTypeValue;
  deliveryMethod: DeliveryMethodValue;
  deliveryTime: string;
  paymentMethod: PaymentMethodValue;
  remarks: string;
  couponId: string;
  invoiceType: 'none' | 'normal' | 'special';
}

/** The header of an order write from the choices, the address and the invoice information used. */
export function orderHeader(
  choices: SettleChoices,
  address: ReceiveInfo,
  extra: { invoiceInfoId?: number | undefined; freightTemplateId?: number | undefined },
) {
  return {
    type: choices.type,
    deliveryMethod: choices.deliveryMethod,
    deliveryTime: choices.deliveryTime,
    paymentMethod: choices.paymentMethod,
    consignee: {
      consigneeName: address.consigneeName,
      mobile: address.mobile,
      provinceCode: address.provinceCode,
      cityCode: address.cityCode,
      countyCode: address.countyCode,
      detailAddress: address.detailAddress,
    },
    receiveInfoId: address.id,
    ...(choices.remarks.trim() ? { remarks: choices.remarks.trim() } : {}),
    ...(choices.invoiceType === 'none'
      ? { invoice: { invoiceType: 'none' as const } }
      : { invoice: { invoiceType: choices.invoiceType, invoiceInfoId: extra.invoiceInfoId } }),
    ...(choices.couponId ? { couponId: Number(choices.couponId) } : {}),
    ...(extra.freightTemplateId !== undefined ? { freightTemplateId: extra.freightTemplateId } : {}),
  };
}
