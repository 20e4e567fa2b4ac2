// Factory (supplier) goods search.
import { API, Page, defineOperation } from '../operation.ts';
import { ProductCard, ProductQuery } from '../entities/catalogue.ts';

export const supplierProductSearch = defineOperation({
  id: 'supplierProduct/supplierProductSearch',
  method: 'GET',
  path: `${API.pass}/supplierProduct/supplierProductSearch`,
  summary: 'A page of factory goods with every product filter',
  access: 'public',
  query: ProductQuery,
  content: Page(ProductCard),
});
