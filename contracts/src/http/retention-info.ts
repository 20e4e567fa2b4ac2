// Contact details a visitor leaves on a landing page ("leave your details, we will call you back").
import { Type } from 'typebox';
import { API, Saved, defineOperation } from '../operation.ts';
import { Mobile } from '../entities/order.ts';

export const RetentionInput = Type.Object({
  /** The page or campaign the details were left on, e.g. serviceSector, exhibitionDisplay. */
  source: Type.String({ minLength: 1, maxLength: 50 }),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Mobile,
  companyName: Type.Optional(Type.String({ maxLength: 50 })),
  demand: Type.Optional(Type.String({ maxLength: 500 })),
});

export const retentionInfoSave = defineOperation({
  id: 'retentionInfo/save',
  method: 'POST',
  path: `${API.portal}/retentionInfo/save`,
  summary: 'Leave contact details and a demand for a call back',
  access: 'user',
  body: RetentionInput,
  content: Saved,
});
