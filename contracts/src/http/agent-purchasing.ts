// Agent purchasing: goods the platform's agents buy in the market on a buyer's behalf, and the requests.
import { Type, type Static } from 'typebox';
import { API, Id, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { AGENT_RECORD_STATUSES, AgentProduct, AgentPurchaseRecord } from '../entities/trade-request.ts';
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

export const AgentRecordStatus = Type.Enum([...AGENT_RECORD_STATUSES]);

/** A request as its agent sees it: the buyer who asked besides the request. */
export const AgentWorkRecord = Type.Object({
  ...AgentPurchaseRecord.properties,
  buyerName: Type.String(),
});
export type AgentWorkRecord = Static<typeof AgentWorkRecord>;

export const agentPurchaseRecordWorkPage = defineOperation({
  id: 'agentPurchaseRecord/workPage',
  method: 'GET',
  path: `${API.portal}/agentPurchaseRecord/workPage`,
  summary:
    "The agent's requests to work on: those for the goods of the caller's service provider (every request for the operator), newest first, by status",
  access: 'user',
  query: Type.Object({ ...PageQuery.properties, status: Type.Optional(AgentRecordStatus) }),
  content: Page(AgentWorkRecord),
});

export const MoveAgentRecordBody = Type.Object({
  recordId: Id,
  to: AgentRecordStatus,
  /** Why the agent refuses the request; required to move it to rejected. */
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type MoveAgentRecordBody = Static<typeof MoveAgentRecordBody>;

export const agentPurchaseRecordMove = defineOperation({
  id: 'agentPurchaseRecord/move',
  method: 'POST',
  path: `${API.portal}/agentPurchaseRecord/move`,
  summary: 'The agent moves a request on: accepted and purchasing, shipped, completed, or rejected with a reason',
  description:
    'Completes the agent-purchasing flow that agentPurchaseRecord/save starts. A user of the service provider ' +
    'running the goods, or the operator, moves a request one step along AGENT_RECORD_MOVES (submitted -> ' +
    'purchasing or rejected, purchasing -> shipped, shipped -> completed); any other move is refused (400 naming ' +
    'to, e.g. a request already moved there or finished), a rejection needs the reason (400 naming reason); a ' +
    "request of another provider's goods is 'record does not exist'. The buyer is told on its room " +
    '(`user:agentPurchase`).',
  access: 'user',
  body: MoveAgentRecordBody,
  content: AgentWorkRecord,
});
