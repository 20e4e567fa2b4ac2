// Consultations left from the service, logistics, finance and exhibition pages: each becomes a service request
// of the caller (serviceOrder/page) that the provider consulted sees.
import { Type } from 'typebox';
import { API, Id, Saved, defineOperation } from '../operation.ts';
import { Mobile, RequestKey } from '../entities/order.ts';

export const CONSULT_TYPES = ['logistics', 'finance', 'exhibition', 'service', 'trade'] as const;

export const ConsultInput = Type.Object({
  type: Type.Enum([...CONSULT_TYPES]),
  /** The logistics company, warehouse, exhibition or service consulted about. */
  targetId: Type.Optional(Id),
  title: Type.Optional(Type.String({ maxLength: 50 })),
  content: Type.String({ minLength: 1, maxLength: 1000 }),
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactMobile: Mobile,
  companyName: Type.Optional(Type.String({ maxLength: 50 })),
  requestKey: Type.Optional(RequestKey),
});

export const consultInfoSave = defineOperation({
  id: 'consultInfo/save',
  method: 'POST',
  path: `${API.portal}/consultInfo/save`,
  summary: 'Leave a consultation for the platform or a service provider',
  description:
    'targetId names what is consulted: a trade service of the service zone (type service), a carrier of ' +
    'logistics/pageSearchLogistics (type logistics) or a provider company (finance, trade); the consultation goes ' +
    "to that provider's company (its seller centre), else to the platform's service desk (exhibition, no target). " +
    'An unknown target is a 400 naming targetId. The same requestKey saves once and answers the first id.',
  access: 'user',
  body: ConsultInput,
  content: Saved,
});
