// Centralized purchasing products (the group buys of /collectBidding and /collectDetail): list, detail, and
// joining one with a deposit.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { DEPOSIT_MAX_ATTACHMENTS } from '../rules/constants.ts';
import { FileId } from './file.ts';
import {
  DepositStatus,
  GroupBuyCard,
  GroupBuyDetail,
  GroupBuyQuery,
  GroupBuyRegistration,
} from '../entities/trade-request.ts';
import { Mobile, PositiveQuantity } from '../entities/order.ts';

export const getCentralizedProduct = defineOperation({
  id: 'centralized/getCentralizedProduct/{id}',
  method: 'GET',
  path: `${API.pass}/centralized/getCentralizedProduct/{id}`,
  summary:
    "One group buy: prices, margin ratio, stock, minimum, progress, deadline; the caller's deposit when logged in",
  access: 'public',
  params: Type.Object({ id: Id }),
  content: GroupBuyDetail,
});

export const centralizedListByKeyword = defineOperation({
  id: 'CentralizedPurchasingProduct/listByKeyword',
  method: 'GET',
  path: `${API.pass}/CentralizedPurchasingProduct/listByKeyword`,
  summary: 'Group buys by keyword, category and status (from the server clock), sorted, paged',
  access: 'public',
  query: GroupBuyQuery,
  content: Page(GroupBuyCard),
});

export const CentralizedRegisterBody = Type.Object({
  centralizedId: Id,
  /** Above 0, at most four decimals; the server also checks it is not below the minimum nor above stock. */
  quantity: PositiveQuantity,
  /** The deposit paid, in yuan: not below 0. */
  deposit: Money,
  /** When the deposit was paid (required). */
  paymentTime: EpochMs,
  /** Payment vouchers (required): 1 to 3 file/upload ids. */
  attachments: Type.Array(FileId, { minItems: 1, maxItems: DEPOSIT_MAX_ATTACHMENTS, uniqueItems: true }),
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactPhone: Mobile,
  remark: Type.Optional(Type.String({ maxLength: 200 })),
});
export type CentralizedRegisterBody = Static<typeof CentralizedRegisterBody>;

export const centralizedRegisterSave = defineOperation({
  id: 'centralizedPurchasingRegister/save',
  method: 'POST',
  path: `${API.portal}/centralizedPurchasingRegister/save`,
  summary:
    'Join a group buy with a quantity and the paid deposit: the deposit goes to pending review. Quantity not below the minimum nor above the stock left (approved and pending registrations count, so approvals never exceed stock); deposit not below price x quantity x margin ratio. A rejected registration may register again',
  access: 'user',
  body: CentralizedRegisterBody,
  content: Saved,
});

export const centralizedRegisterMine = defineOperation({
  id: 'centralizedPurchasingRegister/mine',
  method: 'GET',
  path: `${API.portal}/centralizedPurchasingRegister/mine`,
  summary: "The caller's group-buy registrations with their deposit states, newest first",
  access: 'user',
  query: Type.Object({ ...PageQuery.properties, depositStatus: Type.Optional(DepositStatus) }),
  content: Page(GroupBuyRegistration),
});

export const centralizedRegisterReview = defineOperation({
  id: 'centralizedPurchasingRegister/review',
  method: 'POST',
  path: `${API.portal}/centralizedPurchasingRegister/review`,
  summary:
    'The platform reviews a pending deposit: approved (the quantity joins the group buy) or rejected with a reason. Decided: a deposit still pending after the review delay (GROUPBUY_REVIEW_DELAY_MS on the server clock, 10 minutes by default) is approved automatically',
  access: 'operator',
  body: Type.Object({
    registrationId: Id,
    approve: Type.Boolean(),
    reason: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  content: GroupBuyRegistration,
});
