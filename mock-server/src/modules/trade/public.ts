// The trade module's one door: the cart count (settlement bundle), the seam through which an accepted
// inquiry offer becomes a cart line at the agreed price (the inquiry module), and the order an auction or
// group-buy settlement makes (createSettlementOrder, inside the settling module's transaction).
export { cartCount } from './service.ts';
export { addCartLine, type AddCartLineInput } from './cart-writes.ts';
export {
  createSettlementOrder,
  type SettlementLine,
  type SettlementOrder,
  type SettlementOrderInput,
} from './settlement-order.ts';
