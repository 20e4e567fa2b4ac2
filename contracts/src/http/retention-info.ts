// Contact details a visitor leaves on a landing page ("leave your details, we will call you back").
import { Type } from 'typebox';
import { API, Id, Saved, defineOperation } from '../operation.ts';
import { Mobile, RequestKey } from '../entities/order.ts';

export const RetentionInput = Type.Object({
  /** The page or campaign the details were left on, e.g. serviceSector, exhibitionDisplay. */
  source: Type.String({ minLength: 1, maxLength: 50 }),
  name: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Mobile,
  companyName: Type.Optional(Type.String({ maxLength: 50 })),
  demand: Type.Optional(Type.String({ maxLength: 500 })),
  /** The provider to call back (a service provider company); absent: the platform's service desk. */
  providerCompanyId: Type.Optional(Id),
  requestKey: Type.Optional(RequestKey),
});

export const retentionInfoSave = defineOperation({
  id: 'retentionInfo/save',
  method: 'POST',
  path: `${API.portal}/retentionInfo/save`,
  summary: 'Leave contact details and a demand for a call back',
  description:
    'Open to visitors as well (a call-back needs no account): a logged-in caller finds it among their service ' +
    'requests (serviceOrder/page). It goes to the provider named (a 400 naming providerCompanyId when that is ' +
    'not a service provider), else to the platform. The same requestKey saves once and answers the first id.',
  access: 'public',
  body: RetentionInput,
  content: Saved,
});
