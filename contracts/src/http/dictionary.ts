// Dictionaries: the option lists of selects and labels (shop_type, unit, order_type, industry ...).
import { Type, type Static } from 'typebox';
import { API, defineOperation } from '../operation.ts';

/** The dictionary types the mock server seeds. */
export const DICT_TYPES = [
  'shop_type',
  'unit',
  'order_type',
  'payment_method',
  'delivery_method',
  'industry',
  'customer_class',
  'audit_status',
  'applying_role',
  'service_type',
  'invoice_type',
  'company_scale',
] as const;
export type DictType = (typeof DICT_TYPES)[number];

export const DictItem = Type.Object({
  label: Type.String(),
  labelEn: Type.String(),
  value: Type.String(),
  sort: Type.Integer(),
});
export type DictItem = Static<typeof DictItem>;

export const getDicByType = defineOperation({
  id: 'dictionary/getDicByType',
  method: 'GET',
  path: `${API.admin}/dictionary/getDicByType`,
  summary: 'The items of one dictionary, in sort order (empty for an unknown type)',
  access: 'public',
  query: Type.Object({ type: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. shop_type' }) }),
  content: Type.Array(DictItem),
});
