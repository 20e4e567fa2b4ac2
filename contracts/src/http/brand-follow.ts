// Following a brand (a write owned by a later issue: declared here, answered 501 until it is built).
import { Type } from 'typebox';
import { API, Id, defineOperation } from '../operation.ts';

export const BrandFollowResult = Type.Object({
  brandId: Id,
  followed: Type.Boolean(),
  followers: Type.Integer({ minimum: 0 }),
});

export const brandFollow = defineOperation({
  id: 'brandFollow/follow',
  method: 'POST',
  path: `${API.portal}/brandFollow/follow`,
  summary: 'Follow a brand',
  access: 'user',
  body: Type.Object({ brandId: Id }),
  content: BrandFollowResult,
});

export const brandFollowCancel = defineOperation({
  id: 'brandFollow/cancel',
  method: 'POST',
  path: `${API.portal}/brandFollow/cancel`,
  summary: 'Stop following a brand',
  access: 'user',
  body: Type.Object({ brandId: Id }),
  content: BrandFollowResult,
});
