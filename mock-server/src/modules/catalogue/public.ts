// The catalogue module's one door: categories, company references, product cards and lists, recommended
// shops, factories and brands, the reader's price context, the banners and the answer cache, for the modules
// that show catalogue data (the home page composes them); its seed for the seed tools, and the market-scale
// catalogue of the API benchmark.
export { categoryRef, loadCategories, productCounts, type CategoryIndex, type CategoryRow } from './categories.ts';
export { recommendedBrands, recommendedCompanies } from './companies.ts';
export { AnswerCache, replyFrom, type Answer } from './read-cache.ts';
export { regionPathName } from './query.ts';
export { banners } from './home.ts';
export { listProducts, productCardsByIds } from './products.ts';
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
