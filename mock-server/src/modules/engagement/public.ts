// The engagement module's one door: a buyer's review of goods bought (the trade module's order review)
// becomes the buyer's evaluation of the goods, shown on the goods page's Reviews tab (evaluate/page).
export { recordProductReview } from './service.ts';
