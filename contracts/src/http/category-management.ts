// Categories as a flat list (for selects and admin-like screens).
import { Type } from 'typebox';
import { API, Id, defineOperation } from '../operation.ts';
import { CategoryItem } from '../entities/catalogue.ts';

export const categoryManagementList = defineOperation({
  id: 'categoryManagement/list',
  method: 'GET',
  path: `${API.pass}/categoryManagement/list`,
  summary: 'Categories, optionally the children of one parent, of one level or matching a keyword',
  access: 'public',
  query: Type.Object({
    parentId: Type.Optional(Id),
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
    keyword: Type.Optional(Type.String({ maxLength: 50, description: 'in the Chinese or English name' })),
  }),
  content: Type.Array(CategoryItem),
});
