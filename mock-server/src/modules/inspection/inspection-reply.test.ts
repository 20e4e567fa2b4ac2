// factoryInspection/reply through app.inject: a buyer self-inspection, once audited, waits for the inspected
// factory (no clock walks it on); the factory receives it at a time (the steps walk on, the applicant told on
// its room) or declines it with the reason; every refusal named in zh and en; platform inspections never wait.
import { describe, expect, it, vi } from 'vitest';
import * as inspection from '@portal/contracts/http/factory-inspection';
import { INSPECTION_STEP_DELAYS_MS, type Inspection } from '@portal/contracts/http/factory-inspection';
import type { PageOf } from '@portal/contracts/operation';
import { run } from '../../db/database.ts';
import { DAY, chinaDate } from '../../lib/china-time.ts';
import { useTestApp } from '../../test/app.ts';
import { companyIdOf, get, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
const server = useTestApp({ now: () => clock });

const reply = (body: object, account: string, lang = 'en') =>
  server.post<Inspection>(inspection.factoryInspectionReply, body, account, lang);

const detail = async (id: number, account = 'buyer3') =>
  (
    await get<Inspection>(server.app, inspection.factoryInspectionDetail, {
      query: { id },
      token: tokenOf(server.app, account),
    })
  ).content;

/** An inspection by buyer3 of the demo factory, initiated now (its audit due on the clock). */
function applied(type: 'selfFactory' | 'selfGoods' | 'platform' = 'selfFactory'): number {
  const id = run(
    server.app.db,
    `INSERT INTO inspection_applications (code, applicant_user_id, applicant_company_id, factory_company_id, type,
       product_ids, items, expected_date, confirmed_date, step, status, team, contact_name, contact_phone,
       remark, next_due_at, created_at)
     VALUES (?, ?, ?, ?, ?, '[]', '["licence"]', ?, NULL, 'initiate', 'inProgress', '[]', '王明', '13800000001',
       '', ?, ?)`,
    `YCTEST${Math.random().toString(36).slice(2, 8)}`,
    userIdOf(server.app, 'buyer3'),
    companyIdOf(server.app, 'buyer3'),
    companyIdOf(server.app, 'factory'),
    type,
    chinaDate(clock + 10 * DAY),
    clock + INSPECTION_STEP_DELAYS_MS.auditConfirm,
    clock,
  ).lastId;
  run(
    server.app.db,
    `INSERT INTO inspection_steps (inspection_id, step, done_at, note, note_en) VALUES (?, 'initiate', ?, '', '')`,
    id,
    clock,
  );
  return id;
}

describe('factoryInspection/reply', () => {
  it('waits for the factory once audited, however far the clock goes; platform inspections walk on', async () => {
    const self = applied('selfGoods');
    const platform = applied('platform');
    clock += INSPECTION_STEP_DELAYS_MS.auditConfirm;
    expect(await detail(self)).toMatchObject({ currentStep: 'auditConfirm', awaitingFactory: true, nextStepAt: null });
    clock += 30 * DAY;
    expect(await detail(self)).toMatchObject({ currentStep: 'auditConfirm', awaitingFactory: true });
    expect(await detail(platform)).toMatchObject({ status: 'completed', awaitingFactory: false });
    // The factory finds it under the waiting tab.
    const waiting = await get<PageOf<Inspection>>(server.app, inspection.factoryInspectionPortalPage, {
      query: { awaitingFactory: true, pageSize: 100 },
      token: tokenOf(server.app, 'factory'),
    });
    expect(waiting.content.records.map((r) => r.id)).toContain(self);
    expect(waiting.content.records.every((r) => r.awaitingFactory)).toBe(true);
  });

  it('receives it at a time: the time is confirmed now and the steps walk on; the applicant is told', async () => {
    const id = applied();
    clock += INSPECTION_STEP_DELAYS_MS.auditConfirm;
    // Not answerable before the platform's audit is done... which the reply itself catches up.
    const publish = vi.spyOn(server.app.realtime, 'publish');
    const answer = await reply({ inspectionId: id, decision: 'accept', time: '10:30' }, 'factory');
    const expected = chinaDate(clock - INSPECTION_STEP_DELAYS_MS.auditConfirm + 10 * DAY);
    expect(answer).toMatchObject({
      resultCode: '000',
      content: {
        id,
        currentStep: 'confirmTime',
        confirmedDate: expected,
        confirmedTime: '10:30',
        awaitingFactory: false,
      },
    });
    expect(answer.content.steps[2]).toMatchObject({
      step: 'confirmTime',
      doneAt: clock,
      note: expect.stringMatching(/10:30/),
    });
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(server.app, 'buyer3')}`,
      'user:factoryRequest',
      expect.objectContaining({
        kind: 'inspection',
        id,
        status: 'confirmed',
        confirmedDate: expected,
        confirmedTime: '10:30',
        link: { target: 'inspection', id },
      }),
    );
    publish.mockRestore();
    clock += 40 * DAY;
    expect(await detail(id)).toMatchObject({ status: 'completed' });
    // Answered once.
    expect(await reply({ inspectionId: id, decision: 'decline', reason: '停产' }, 'factory', 'zh')).toMatchObject({
      status: 400,
      field: 'inspectionId',
      content: '该验厂申请不在等待工厂答复',
    });
    expect(await reply({ inspectionId: id, decision: 'decline', reason: 'x' }, 'factory', 'en')).toMatchObject({
      content: 'This inspection is not waiting for your answer.',
    });
  });

  it('declines with the reason, and refuses an answer without it or without a time, in zh and en', async () => {
    const id = applied();
    // Before the audit: not waiting yet.
    expect(await reply({ inspectionId: id, decision: 'accept', time: '09:00' }, 'factory', 'en')).toMatchObject({
      field: 'inspectionId',
    });
    clock += INSPECTION_STEP_DELAYS_MS.auditConfirm;
    expect(await reply({ inspectionId: id, decision: 'accept' }, 'factory', 'zh')).toMatchObject({
      status: 400,
      field: 'time',
      content: '请填写接待验厂人员的时间',
    });
    expect(await reply({ inspectionId: id, decision: 'accept' }, 'factory', 'en')).toMatchObject({
      content: 'Give the time you receive the inspectors.',
    });
    expect(await reply({ inspectionId: id, decision: 'decline', reason: ' ' }, 'factory', 'zh')).toMatchObject({
      status: 400,
      field: 'reason',
      content: '拒绝时请填写原因',
    });
    expect(await reply({ inspectionId: id, decision: 'decline' }, 'factory', 'en')).toMatchObject({
      content: 'A reason is required to decline.',
    });
    const declined = await reply({ inspectionId: id, decision: 'decline', reason: '设备检修中' }, 'factory', 'zh');
    expect(declined).toMatchObject({
      resultCode: '000',
      content: { status: 'rejected', declineReason: '设备检修中', awaitingFactory: false, nextStepAt: null },
    });
    expect(await detail(id)).toMatchObject({ status: 'rejected', declineReason: '设备检修中' });
  });

  it("is 'record does not exist' to anyone but a user of the inspected factory, in zh and en", async () => {
    const id = applied();
    clock += INSPECTION_STEP_DELAYS_MS.auditConfirm;
    for (const account of ['buyer3', 'seller', 'operator']) {
      const en = await reply({ inspectionId: id, decision: 'accept', time: '09:00' }, account, 'en');
      expect(en.resultCode).toBe('B017');
      expect(en.content).toEqual(expect.stringMatching(/does not exist/i));
      const zh = await reply({ inspectionId: id, decision: 'accept', time: '09:00' }, account, 'zh');
      expect(zh.content).toEqual(expect.stringMatching(/不存在/));
    }
  });
});
