// factoryVisit/reply through app.inject: the booked factory accepts a visit with the time (the booker is told on
// its room) or declines it with the reason; every refusal named in zh and en.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import * as visit from '@portal/contracts/http/factory-visit';
import { buildApp } from '../../app.ts';
import { run } from '../../db/database.ts';
import { type Answer, companyIdOf, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => T0 });
}, 60_000);
afterAll(() => app.close());

async function reply(body: object, account: string, lang = 'en'): Promise<Answer<visit.FactoryVisit>> {
  const res = await app.inject({
    method: 'POST',
    url: visit.factoryVisitReply.path,
    headers: { [HEADER_TOKEN]: tokenOf(app, account), [HEADER_LANG]: lang },
    payload: body,
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: visit.FactoryVisit }) };
}

/** A visit of buyer3 to the demo factory, waiting for it. */
function booked(): number {
  return run(
    app.db,
    `INSERT INTO factory_visits (code, user_id, factory_company_id, visit_date, visitors, name, mobile,
       enterprise_name, purpose, status, created_at) VALUES (?, ?, ?, '2026-06-08', 2, '王明', '13800000001',
       '测试贸易', '', 'pendingReview', ?)`,
    `CGTEST${Math.random().toString(36).slice(2, 8)}`,
    userIdOf(app, 'buyer3'),
    companyIdOf(app, 'factory'),
    T0,
  ).lastId;
}

describe('factoryVisit/reply', () => {
  it('accepts with the time and tells the booker on its room', async () => {
    const id = booked();
    const publish = vi.spyOn(app.realtime, 'publish');
    const answer = await reply({ visitId: id, decision: 'accept', time: '14:30' }, 'factory');
    expect(answer).toMatchObject({
      resultCode: '000',
      content: { id, status: 'confirmed', reply: 'Welcome on 2026-06-08 at 14:30' },
    });
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'buyer3')}`,
      'user:factoryRequest',
      expect.objectContaining({
        kind: 'visit',
        id,
        status: 'confirmed',
        confirmedDate: '2026-06-08',
        confirmedTime: '14:30',
        link: { target: 'visit', id },
      }),
    );
    publish.mockRestore();
    // Answered once: a second answer is refused, naming the visit.
    expect(await reply({ visitId: id, decision: 'decline', reason: '停产检修' }, 'factory', 'zh')).toMatchObject({
      status: 400,
      field: 'visitId',
      content: '该参观预约已答复',
    });
    expect(await reply({ visitId: id, decision: 'decline', reason: 'x' }, 'factory', 'en')).toMatchObject({
      content: 'This visit has already been answered.',
    });
  });

  it('declines with the reason, and refuses an answer without it or without a time, in zh and en', async () => {
    const id = booked();
    expect(await reply({ visitId: id, decision: 'accept' }, 'factory', 'zh')).toMatchObject({
      status: 400,
      field: 'time',
      content: '请填写接待时间',
    });
    expect(await reply({ visitId: id, decision: 'accept' }, 'factory', 'en')).toMatchObject({
      content: 'Give the time you receive the visitors.',
    });
    expect(await reply({ visitId: id, decision: 'decline', reason: '  ' }, 'factory', 'zh')).toMatchObject({
      status: 400,
      field: 'reason',
      content: '拒绝时请填写原因',
    });
    expect(await reply({ visitId: id, decision: 'decline' }, 'factory', 'en')).toMatchObject({
      content: 'A reason is required to decline.',
    });
    expect(await reply({ visitId: id, decision: 'accept', time: '25:00' }, 'factory')).toMatchObject({ status: 400 });
    expect(await reply({ visitId: id, decision: 'decline', reason: '停产检修' }, 'factory', 'zh')).toMatchObject({
      resultCode: '000',
      content: { status: 'rejected', reply: '停产检修' },
    });
  });

  it("is 'record does not exist' to anyone but a user of the booked factory", async () => {
    const id = booked();
    for (const account of ['buyer3', 'seller', 'operator']) {
      const answer = await reply({ visitId: id, decision: 'accept', time: '09:00' }, account, 'en');
      expect(answer.resultCode).not.toBe('000');
      expect(answer.content).toEqual(expect.stringMatching(/does not exist/i));
    }
  });
});
