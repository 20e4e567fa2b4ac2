// The confirmation's pure parts: what the URL names, coupons that apply, the amount to pay, buy-now goods.
import { describe, expect, it } from 'vitest';
import type { CartGroup } from '@portal/contracts/http/cart';
import type { Coupon } from '@portal/contracts/http/coupon';
import type { ProductDetail } from '@portal/contracts/entities/catalogue';
import { couponApplies, goodsAsGroup, readSettleSource, settleAmounts } from './settle-source.ts';

const read = (search: string) => readSettleSource(new URLSearchParams(search));

const group = (companyId: number, amount: string): CartGroup =>
  ({
    companyId,
    lines: [{ id: companyId, available: true, amount }],
  }) as unknown as CartGroup;

const coupon = (extra: Partial<Coupon>): Coupon =>
  ({
    validity: 'valid',
    possessStatus: 'received',
    shop: null,
    threshold: '100.00',
    amount: '10.00',
    ...extra,
  }) as Coupon;

describe('settle source', () => {
  it('reads cart lines or one goods from the URL, and nothing else', () => {
    expect(read('cartIds=3,9,3')).toEqual({ kind: 'cart', cartIds: [3, 9] });
    expect(read('goodsId=5&quantity=2.5')).toEqual({ kind: 'goods', goodsId: 5, quantity: '2.5' });
    expect(read('cartIds=3,x').kind).toBe('invalid');
    expect(read('cartIds=').kind).toBe('invalid');
    expect(read('goodsId=5&quantity=1.23456').kind).toBe('invalid');
    expect(read('goodsId=5&quantity=0').kind).toBe('invalid');
    expect(read('').kind).toBe('invalid');
  });

  it("applies a coupon of the goods' shop (or the platform) once its threshold is met", () => {
    const groups = [group(1, '80.00'), group(2, '30.00')];
    expect(couponApplies(coupon({}), groups)).toBe(true);
    expect(couponApplies(coupon({ shop: { id: 1, name: 'A', logo: '' } }), groups)).toBe(false);
    expect(couponApplies(coupon({ shop: { id: 1, name: 'A', logo: '' }, threshold: '80.00' }), groups)).toBe(true);
    expect(couponApplies(coupon({ shop: { id: 9, name: 'Z', logo: '' }, threshold: '0.00' }), groups)).toBe(false);
    expect(couponApplies(coupon({ possessStatus: 'used' }), groups)).toBe(false);
  });

  it('pays goods + freight + tax - coupon: tax per seller at the invoice rate, rounded half up, as the server stores it', () => {
    const groups = [group(1, '0.10'), group(2, '50.00')];
    const freights = { 1: '0.20', 2: '8.00' };
    expect(settleAmounts(groups, freights, undefined, 'none')).toEqual({ tax: '0.00', payable: '58.30', taxRate: 0 });
    // 3% of 0.10 is 0.003 -> 0.00; 3% of 50.00 is 1.50: each order rounds its own tax.
    expect(settleAmounts(groups, freights, undefined, 'normal')).toEqual({ tax: '1.50', payable: '59.80', taxRate: 3 });
    expect(settleAmounts(groups, freights, { shopId: null, discount: '10.00' }, 'special')).toEqual({
      tax: '6.51',
      payable: '54.81',
      taxRate: 13,
    });
    // The coupon never takes more than its order's goods.
    expect(settleAmounts([group(1, '5.00')], {}, { shopId: 1, discount: '10.00' }, 'none').payable).toBe('0.00');
  });

  it('shapes goods bought at once as a line, marked when its price expired', () => {
    const goods = {
      id: 5,
      code: 'P5',
      title: 'Lamp',
      image: '',
      unit: 'piece',
      specs: [{ name: 'Colour', nameEn: 'Colour', value: 'red' }],
      source: 'sale',
      price: '12.50',
      priceState: 'valid',
      discount: false,
      discountPrice: null,
      offShelf: false,
      stock: '100',
      minOrder: '2',
      companyId: 3,
      shopName: 'Shop',
      companyKind: 'shop',
      company: { logo: '' },
      createdAt: 1,
    } as unknown as ProductDetail;
    const [line] = goodsAsGroup(goods, '2.5').lines;
    expect(line).toMatchObject({ productId: 5, amount: '31.25', available: true, specText: 'Colour: red' });
    const expired = goodsAsGroup({ ...goods, priceState: 'expired' }, '2.5').lines[0];
    expect(expired).toMatchObject({ available: false, unavailableReason: 'priceExpired' });
    expect(goodsAsGroup(goods, '1').lines[0]?.unavailableReason).toBe('stockShort');
  });
});
