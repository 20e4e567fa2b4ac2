// Spot listing (现货挂牌): goods on sale with stock for at least their minimum order, and its filters.
import { API, Page, defineOperation } from '../operation.ts';
import { ProductCard, ProductFilters, ProductQuery, SearchCriteria } from '../entities/catalogue.ts';

export const spotListingSearchCriteria = defineOperation({
  id: 'spotListing/searchCriteria',
  method: 'GET',
  path: `${API.pass}/spotListing/searchCriteria`,
  summary: 'Filter options of the spot listing, each with how many spot goods match the other filters',
  access: 'public',
  query: ProductFilters,
  content: SearchCriteria,
});

export const spotListingPageData = defineOperation({
  id: 'spotListing/pageData',
  method: 'GET',
  path: `${API.pass}/spotListing/pageData`,
  summary: 'A page of spot goods (on sale, stock covers the minimum order)',
  access: 'public',
  query: ProductQuery,
  content: Page(ProductCard),
});
