// Agent purchasing: goods the platform's agents buy in the market on a buyer's behalf, and the requests.
import { Type, type Static } from 'typebox';
import { API, Id, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { AgentProduct, AgentPurchaseRecord } from '../entities/trade-request.ts';
import { DeliveryMethod, Mobile, PositiveQuantity } from '../entities/order.ts';

export const agentPurchasingListByKeyword = defineOperation({
  id: 'agentPurchasingProduct/listByKeyword',
  method: 'GET',
  path: `${API.pass}/agentPurchasingProduct/listByKeyword`,
  summary: 'Agent purchasing goods by keyword (title, market, agent) and catalogue category, paged',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    /** A catalogue category of any level: its subtree. */
    categoryId: Type.Optional(Id),
    sort: Type.Optional(Type.Enum(['default', 'newest', 'priceAsc', 'priceDesc', 'popular'])),
  }),
  content: Page(AgentProduct),
});

export const AgentPurchaseBody = Type.Object({
  agentProductId: Id,
  quantity: PositiveQuantity,
  deliveryMethod: DeliveryMethod,
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactPhone: Mobile,
  /** Where the goods go (province/city/county codes and the detail), required for delivery. */
  provinceCode: Type.Optional(Type.String({ pattern: '^\\d{2}$' })),
  cityCode: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
  countyCode: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
  detailAddress: Type.Optional(Type.String({ maxLength: 100 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
});
export type AgentPurchaseBody = Static<typeof AgentPurchaseBody>;

export const agentPurchaseRecordSave = defineOperation({
  id: 'agentPurchaseRecord/save',
  method: 'POST',
  path: `${API.portal}/agentPurchaseRecord/save`,
  summary: 'Ask an agent to buy goods for the caller (enterprise users; individuals must authenticate)',
  access: 'user',
  body: AgentPurchaseBody,
  content: Saved,
});

export const agentPurchaseRecordPage = defineOperation({
  id: 'agentPurchaseRecord/page',
  method: 'GET',
  path: `${API.portal}/agentPurchaseRecord/page`,
  summary: "The caller's agent purchasing requests, newest first",
  access: 'user',
  query: PageQuery,
  content: Page(AgentPurchaseRecord),
});
