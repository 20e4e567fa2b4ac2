// The coupon module's one door: the coupons an order placement applies, uses and gives back.
export { couponForOrders, markCouponUsed, releaseCoupon, type CouponOrder, type CouponUse } from './redeem.ts';
