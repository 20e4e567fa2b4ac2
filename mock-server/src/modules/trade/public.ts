// The trade module's one door: the cart count (settlement bundle), the seam through which an accepted
// inquiry offer becomes a cart line at the agreed price (the inquiry module), and the region / SQL text
// helpers the customer, logistics and exhibition modules share.
export { cartCount } from './service.ts';
export { addCartLine, type AddCartLineInput } from './cart-writes.ts';
// The order a settlement (an auction's winner, a group buy's participant) makes inside its own transaction.
export { createSettlementOrder, type SettlementOrderInput } from './settlement-orders.ts';
export { Where, cityName, parseJson, regionMatches, regionText } from './format.ts';
