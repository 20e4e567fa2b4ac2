// The trade module's one door: the cart count (settlement bundle) and the region / SQL text helpers the
// customer, logistics and exhibition modules share.
export { cartCount } from './service.ts';
export { Where, cityName, parseJson, regionMatches, regionText } from './format.ts';
