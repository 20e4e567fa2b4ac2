// agentPurchaseRecord/move and workPage through app.inject: the provider running the goods (or the operator)
// moves a request along AGENT_RECORD_MOVES, the buyer told on its room; every refusal in zh and en.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import * as agent from '@portal/contracts/http/agent-purchasing';
import type { AgentPurchaseRecord } from '@portal/contracts/entities/trade-request';
import type { PageOf } from '@portal/contracts/operation';
import { buildApp } from '../../app.ts';
import { one, run } from '../../db/database.ts';
import { type Answer, companyIdOf, get, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => T0 });
}, 60_000);
afterAll(() => app.close());

async function move(body: object, account: string, lang = 'en'): Promise<Answer<agent.AgentWorkRecord>> {
  const res = await app.inject({
    method: 'POST',
    url: agent.agentPurchaseRecordMove.path,
    headers: { [HEADER_TOKEN]: tokenOf(app, account), [HEADER_LANG]: lang },
    payload: body,
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: agent.AgentWorkRecord }) };
}

/** A request of buyer3 for goods the demo provider runs, just submitted. */
function submitted(): number {
  const product = one<{ id: number }>(
    app.db,
    'SELECT id FROM agent_products WHERE agent_company_id = ? ORDER BY id LIMIT 1',
    companyIdOf(app, 'provider'),
  );
  if (!product) throw new Error('the demo provider runs no agent goods');
  return run(
    app.db,
    `INSERT INTO agent_purchase_records (agent_product_id, user_id, quantity, delivery_method, contact_name,
       contact_phone, remark, status, created_at) VALUES (?, ?, '5', 'selfPickup', '王明', '13800000001', '',
       'submitted', ?)`,
    product.id,
    userIdOf(app, 'buyer3'),
    T0,
  ).lastId;
}

describe('agentPurchaseRecord/move', () => {
  it('walks a request to completed, the buyer told of each step and reading it in its list', async () => {
    const id = submitted();
    const publish = vi.spyOn(app.realtime, 'publish');
    for (const to of ['purchasing', 'shipped', 'completed'] as const) {
      publish.mockClear();
      const answer = await move({ recordId: id, to }, to === 'shipped' ? 'operator' : 'provider');
      expect(answer).toMatchObject({ resultCode: '000', content: { id, status: to, updatedAt: T0 } });
      // The step's own event (the notification centre's `user:notifications` follows it).
      expect(publish).toHaveBeenCalledWith(
        `user:${userIdOf(app, 'buyer3')}`,
        'user:agentPurchase',
        expect.objectContaining({ kind: 'agentPurchase', id, status: to, link: { target: 'agentPurchase', id } }),
      );
    }
    publish.mockRestore();
    const mine = await get<PageOf<AgentPurchaseRecord>>(app, agent.agentPurchaseRecordPage, {
      query: { pageSize: 100 },
      token: tokenOf(app, 'buyer3'),
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
    const page = await get<PageOf<agent.AgentWorkRecord>>(app, agent.agentPurchaseRecordWorkPage, {
      query: { status: 'submitted', pageSize: 100 },
      token: tokenOf(app, 'provider'),
    });
    expect(page.content.records.find((r) => r.id === id)).toMatchObject({
      status: 'submitted',
      buyerName: expect.any(String),
    });
    expect(page.content.records.every((r) => r.status === 'submitted')).toBe(true);
    const buyer = await get<PageOf<agent.AgentWorkRecord>>(app, agent.agentPurchaseRecordWorkPage, {
      token: tokenOf(app, 'buyer3'),
    });
    expect(buyer.content.total).toBe(0);
  });
});
