// agentPurchaseRecord/move and workPage through app.inject: the provider running the goods (or the operator)
// moves a request along AGENT_RECORD_MOVES, the buyer told on its room; every refusal in zh and en.
import { describe, expect, it, vi } from 'vitest';
import * as agent from '@portal/contracts/http/agent-purchasing';
import type { AgentPurchaseRecord } from '@portal/contracts/entities/trade-request';
import type { PageOf } from '@portal/contracts/operation';
import { one, run } from '../../db/database.ts';
import { useTestApp } from '../../test/app.ts';
import { companyIdOf, get, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
const server = useTestApp({ now: () => T0 });

const move = (body: object, account: string, lang = 'en') =>
  server.post<agent.AgentWorkRecord>(agent.agentPurchaseRecordMove, body, account, lang);

/** A request of buyer3 for goods the demo provider runs, just submitted. */
function submitted(): number {
  const product = one<{ id: number }>(
    server.app.db,
    'SELECT id FROM agent_products WHERE agent_company_id = ? ORDER BY id LIMIT 1',
    companyIdOf(server.app, 'provider'),
  );
  if (!product) throw new Error('the demo provider runs no agent goods');
  return run(
    server.app.db,
    `INSERT INTO agent_purchase_records (agent_product_id, user_id, quantity, delivery_method, contact_name,
       contact_phone, remark, status, created_at) VALUES (?, ?, '5', 'selfPickup', '王明', '13800000001', '',
       'submitted', ?)`,
    product.id,
    userIdOf(server.app, 'buyer3'),
    T0,
  ).lastId;
}

describe('agentPurchaseRecord/move', () => {
  it('walks a request to completed, the buyer told of each step and reading it in its list', async () => {
    const id = submitted();
    const publish = vi.spyOn(server.app.realtime, 'publish');
    for (const to of ['purchasing', 'shipped', 'completed'] as const) {
      publish.mockClear();
      const answer = await move({ recordId: id, to }, to === 'shipped' ? 'operator' : 'provider');
      expect(answer).toMatchObject({ resultCode: '000', content: { id, status: to, updatedAt: T0 } });
      // The buyer's contact in pinyin on an English page, as typed on a Chinese one.
      expect(answer.content?.contactName).toBe('Wang Ming');
      // The step's own event (the notification centre's `user:notifications` follows it).
      expect(publish).toHaveBeenCalledWith(
        `user:${userIdOf(server.app, 'buyer3')}`,
        'user:agentPurchase',
        expect.objectContaining({ kind: 'agentPurchase', id, status: to, link: { target: 'agentPurchase', id } }),
      );
    }
    publish.mockRestore();
    const mine = await get<PageOf<AgentPurchaseRecord>>(server.app, agent.agentPurchaseRecordPage, {
      query: { pageSize: 100 },
      token: tokenOf(server.app, 'buyer3'),
    });
    expect(mine.content.records.find((r) => r.id === id)).toMatchObject({ status: 'completed', rejectReason: null });
    // Finished: no move left.
    expect(await move({ recordId: id, to: 'shipped' }, 'provider', 'zh')).toMatchObject({
      status: 400,
      field: 'to',
      content: '该代采申请为“已完成”，不能改为“已发货”',
    });
  });

  it('refuses a skipped step and a rejection without a reason, in zh and en; rejects with one', async () => {
    const id = submitted();
    expect(await move({ recordId: id, to: 'shipped' }, 'provider', 'en')).toMatchObject({
      status: 400,
      field: 'to',
      content: 'This request is Submitted: it cannot move to Shipped.',
    });
    expect(await move({ recordId: id, to: 'rejected' }, 'provider', 'zh')).toMatchObject({
      status: 400,
      field: 'reason',
      content: '拒绝时请填写原因',
    });
    expect(await move({ recordId: id, to: 'rejected', reason: ' ' }, 'provider', 'en')).toMatchObject({
      content: 'A reason is required to reject.',
    });
    expect(await move({ recordId: id, to: 'rejected', reason: '货源断供' }, 'provider')).toMatchObject({
      resultCode: '000',
      content: { status: 'rejected', rejectReason: '货源断供' },
    });
    // Once rejected, never again.
    expect(await move({ recordId: id, to: 'purchasing' }, 'provider', 'en')).toMatchObject({
      content: 'This request is Rejected: it cannot move to Purchasing.',
    });
  });

  it("is 'record does not exist' to the buyer and to anyone but the goods' provider and the operator", async () => {
    const id = submitted();
    for (const account of ['buyer3', 'seller', 'factory']) {
      for (const lang of ['zh', 'en']) {
        const answer = await move({ recordId: id, to: 'purchasing' }, account, lang);
        expect(answer.resultCode).toBe('B017');
        expect(answer.content).toEqual(
          lang === 'zh' ? expect.stringMatching(/不存在/) : expect.stringMatching(/does not exist/i),
        );
      }
    }
  });

  it("lists the provider's requests by status with the buyer, and none to a buyer", async () => {
    const id = submitted();
    const page = await get<PageOf<agent.AgentWorkRecord>>(server.app, agent.agentPurchaseRecordWorkPage, {
      query: { status: 'submitted', pageSize: 100 },
      token: tokenOf(server.app, 'provider'),
    });
    expect(page.content.records.find((r) => r.id === id)).toMatchObject({
      status: 'submitted',
      buyerName: expect.any(String),
    });
    expect(page.content.records.every((r) => r.status === 'submitted')).toBe(true);
    const buyer = await get<PageOf<agent.AgentWorkRecord>>(server.app, agent.agentPurchaseRecordWorkPage, {
      token: tokenOf(server.app, 'buyer3'),
    });
    expect(buyer.content.total).toBe(0);
  });
});
