// The caller's invoice information (VAT invoice title, tax number, bank), used by the order confirmation.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Saved, defineOperation } from '../operation.ts';

/** A normal or a special VAT invoice; a special one needs the bank details, address and phone. */
export const InvoiceInfoType = Type.Enum(['normal', 'special']);

export const InvoiceInfo = Type.Object({
  id: Id,
  invoiceType: InvoiceInfoType,
  /** The invoice title: the company name (or the person's name on a normal invoice). */
  title: Type.String(),
  /** Unified social credit code / taxpayer number. */
  taxNumber: Type.String(),
  bank: Type.String(),
  accountNumber: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  /** Where paper invoices are sent. */
  email: Type.Union([Type.String(), Type.Null()]),
  isDefault: Type.Boolean(),
  updatedAt: EpochMs,
});
export type InvoiceInfo = Static<typeof InvoiceInfo>;

export const InvoiceInfoInput = Type.Object({
  id: Type.Optional(Id),
  invoiceType: InvoiceInfoType,
  title: Type.String({ minLength: 1, maxLength: 100 }),
  taxNumber: Type.String({ pattern: '^[0-9A-Z]{15,20}$' }),
  bank: Type.Optional(Type.String({ maxLength: 100 })),
  accountNumber: Type.Optional(Type.String({ pattern: '^\\d{8,30}$' })),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  phone: Type.Optional(Type.String({ pattern: '^[\\d-]{7,20}$' })),
  email: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$', maxLength: 254 }),
  ),
  isDefault: Type.Optional(Type.Boolean()),
});

export const customerInvoiceInfoSave = defineOperation({
  id: 'customerInvoiceInfo/save',
  method: 'POST',
  path: `${API.customer}/customerInvoiceInfo/save`,
  summary: 'Add or edit (with id) invoice information; a special invoice needs bank, account, address, phone',
  access: 'user',
  body: InvoiceInfoInput,
  content: Saved,
});
