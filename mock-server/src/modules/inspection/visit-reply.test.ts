// factoryVisit/reply through app.inject: the booked factory accepts a visit with the time (the booker is told on
// its room) or declines it with the reason; every refusal named in zh and en.
import { describe, expect, it, vi } from 'vitest';
import * as visit from '@portal/contracts/http/factory-visit';
import { run } from '../../db/database.ts';
import { useTestApp } from '../../test/app.ts';
import { companyIdOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
const server = useTestApp({ now: () => T0 });

const reply = (body: object, account: string, lang = 'en') =>
  server.post<visit.FactoryVisit>(visit.factoryVisitReply, body, account, lang);

/** A visit of buyer3 to the demo factory, waiting for it. */
function booked(): number {
  return run(
    server.app.db,
    `INSERT INTO factory_visits (code, user_id, factory_company_id, visit_date, visitors, name, mobile,
       enterprise_name, purpose, status, created_at) VALUES (?, ?, ?, '2026-06-08', 2, '王明', '13800000001',
       '测试贸易', '', 'pendingReview', ?)`,
    `CGTEST${Math.random().toString(36).slice(2, 8)}`,
    userIdOf(server.app, 'buyer3'),
    companyIdOf(server.app, 'factory'),
    T0,
  ).lastId;
}

describe('factoryVisit/reply', () => {
  it('accepts with the time and tells the booker on its room', async () => {
    const id = booked();
    const publish = vi.spyOn(server.app.realtime, 'publish');
    const answer = await reply({ visitId: id, decision: 'accept', time: '14:30' }, 'factory');
    expect(answer).toMatchObject({
      resultCode: '000',
      content: { id, status: 'confirmed', reply: 'Welcome on 2026-06-08 at 14:30' },
    });
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(server.app, 'buyer3')}`,
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
