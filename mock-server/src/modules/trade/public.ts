// The trade module's one door: the cart count (settlement bundle), the seam through which an accepted
// inquiry offer becomes a cart line at the agreed price (the inquiry module).
export { cartCount } from './service.ts';
export { addCartLine, type AddCartLineInput } from './cart-writes.ts';
