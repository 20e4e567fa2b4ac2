// Consultations left from the service, logistics, finance and exhibition pages (a later issue stores them).
import { Type } from 'typebox';
import { API, Id, Saved, defineOperation } from '../operation.ts';
import { Mobile } from '../entities/order.ts';

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
});

export const consultInfoSave = defineOperation({
  id: 'consultInfo/save',
  method: 'POST',
  path: `${API.portal}/consultInfo/save`,
  summary: 'Leave a consultation for the platform or a service provider',
  access: 'user',
  body: ConsultInput,
  content: Saved,
});
