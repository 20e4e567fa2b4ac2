// The catalogue module's one door: categories, company references, product cards, the reader's price
// context and the home banners, for the modules that show catalogue data; its seed for the seed tools, and
// the market-scale catalogue of the API benchmark.
export { loadCategories, type CategoryIndex, type CategoryRow } from './categories.ts';
export { regionPathName } from './query.ts';
export { banners } from './home.ts';
export { productCardsByIds } from './products.ts';
export { canSeePriceSql, readContext, type ReadContext } from './viewer.ts';
export {
  CATEGORY_SUBTREE_SQL,
  COMPANY_COLUMNS,
  categorySubtree,
  companyRef,
  companyRefs,
  toCompanyRef,
  type CompanyRow,
} from './refs.ts';
export { growCatalogue } from './bench-goods.ts';
// Who may see a price (the inquiry module's goods and quotes follow the same rule).
export { priceAccess, type PriceAccess } from './price-apply.ts';
