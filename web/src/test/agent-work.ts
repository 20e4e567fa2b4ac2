// Agent purchases as the work lists' tests need them (tests only): a request of a given status from a named
// provider, and the server's work page and moves over a list of them (the page filtered by status as asked, a
// move changing the one record and answering it). The operator console's tab and the provider's section show
// the same list: their tests build it here.
import { within } from '@testing-library/react';
import type { OperationDef } from '@portal/contracts/operation';
import {
  agentPurchaseRecordMove,
  agentPurchaseRecordWorkPage,
  type AgentWorkRecord,
} from '@portal/contracts/http/agent-purchasing';
import { fakeApi, ok, pagedReply, type FakeHandler } from './render.tsx';

/** The fixtures' "now": every request was made a minute apart before it, the newest first by id. */
export const AGENT_WORK_NOW = Date.UTC(2026, 5, 1, 2, 0, 0);

/** One request for 20 pieces of `Agent goods <id>` from the provider `agent`. */
export function agentWorkRecord(id: number, status: AgentWorkRecord['status'], agent = 'Tongda'): AgentWorkRecord {
  const T = AGENT_WORK_NOW;
  return {
    id,
    product: {
      id: 100 + id,
      title: `Agent goods ${id}`,
      image: '',
      productId: null,
      categoryId: null,
      categoryName: '',
      categoryNameEn: '',
      unit: 'piece',
      referencePrice: '12.50',
      serviceFeePercent: '3.5',
      minQuantity: '10',
      leadDays: 5,
      market: 'District 1',
      agent: { id: agent.length, name: agent, shopName: agent, logo: '', regionName: 'Yiwu' },
      requestCount: 2,
      description: '',
      createdAt: T,
    },
    quantity: '20',
    goodsAmount: '250.00',
    serviceFee: '8.75',
    deliveryMethod: 'selfPickup',
    contactName: 'Wang Ming',
    contactPhone: '13800000001',
    address: '',
    remark: '',
    status,
    rejectReason: null,
    createdAt: T - id * 60_000,
    updatedAt: T,
    buyerName: 'Jinhua Trading',
  };
}

/** The server's work page and moves over `initial` (plus any other fakes the page needs). */
export function agentWorkFakes(initial: AgentWorkRecord[], others: [OperationDef, FakeHandler][] = []) {
  let records = initial;
  return fakeApi([
    ...others,
    [
      agentPurchaseRecordWorkPage,
      (call) => pagedReply(call, records, (r) => !call.query.status || r.status === call.query.status, 10),
    ],
    [
      agentPurchaseRecordMove,
      (call) => {
        const { recordId, to, reason } = call.body as {
          recordId: number;
          to: AgentWorkRecord['status'];
          reason?: string;
        };
        records = records.map((r) => (r.id === recordId ? { ...r, status: to, rejectReason: reason ?? null } : r));
        return ok(records.find((r) => r.id === recordId));
      },
    ],
  ]);
}

/** The names of a row's buttons, in order: the moves it offers. */
export function buttonTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}
