// Shipping addresses of the address manager (order confirmation): list, save (add or edit), set default,
// delete. Region (province/city/county) and detailed address are required; one default per user.
import { Type } from 'typebox';
import { API, Done, Id, Saved, defineOperation } from '../operation.ts';
import { ConsigneeInput, ReceiveInfo } from '../entities/order.ts';

export const ReceiveInfoInput = Type.Object({
  /** Set to edit an address of the caller; absent to add one. */
  id: Type.Optional(Id),
  ...ConsigneeInput.properties,
  /** Make it the default (the previous default stops being one). The first address is always the default. */
  isDefault: Type.Optional(Type.Boolean()),
});

export const customerReceiveInfoList = defineOperation({
  id: 'customerReceiveInfo/list',
  method: 'GET',
  path: `${API.customer}/customerReceiveInfo/list`,
  summary: "The caller's shipping addresses, the default first, then newest first",
  access: 'user',
  content: Type.Array(ReceiveInfo),
});

export const customerReceiveInfoSave = defineOperation({
  id: 'customerReceiveInfo/save',
  method: 'POST',
  path: `${API.customer}/customerReceiveInfo/save`,
  summary: 'Add or edit a shipping address',
  access: 'user',
  body: ReceiveInfoInput,
  content: Saved,
});

export const customerReceiveInfoDelete = defineOperation({
  id: 'customerReceiveInfo/delete/{id}',
  method: 'POST',
  path: `${API.customer}/customerReceiveInfo/delete/{id}`,
  summary: 'Delete a shipping address (when it was the default, the newest remaining one becomes the default)',
  access: 'user',
  params: Type.Object({ id: Id }),
  content: Done,
});

export const customerReceiveInfoSetDefault = defineOperation({
  id: 'customerReceiveInfo/setDefault',
  method: 'POST',
  path: `${API.customer}/customerReceiveInfo/setDefault`,
  summary: 'Make an address the default one',
  access: 'user',
  body: Type.Object({ id: Id }),
  content: Done,
});
