// The inspected factory's answer to a buyer self-inspection waiting for it (the confirm-time step): received at
// a time of day on the confirmed date, or declined with the reason. Only a user of that factory answers, once;
// the applicant is told on its own room (`user:factoryRequest`) after the commit.
import type { Lang } from '@portal/contracts/envelope';
import type { Inspection, ReplyInspectionBody } from '@portal/contracts/http/factory-inspection';
import type { FastifyInstance } from 'fastify';
import { one, run, transaction } from '../../db/database.ts';
import { HOUR, chinaDate } from '../../lib/china-time.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { inspectionDetail } from './service.ts';
import { catchUpSteps, dueAt } from './steps.ts';

export function replyInspection(
  app: FastifyInstance,
  auth: AuthUser,
  body: ReplyInspectionBody,
  lang: Lang,
): Inspection {
  const db = app.db;
  const now = app.now();
  // The audit may have fallen due since the last read: the factory answers the inspection as it stands now.
  catchUpSteps(db, now);
  transaction(db, () => {
    const row = one<{
      id: number;
      applicant_user_id: number;
      factory_company_id: number;
      expected_date: string;
      items: string;
      status: string;
      awaiting_factory: number;
      factory_name: string;
      factory_name_en: string;
    }>(
      db,
      `SELECT a.id, a.applicant_user_id, a.factory_company_id, a.expected_date, a.items, a.status,
              a.awaiting_factory, c.name AS factory_name, c.name_en AS factory_name_en
         FROM inspection_applications a JOIN companies c ON c.id = a.factory_company_id WHERE a.id = ?`,
      body.inspectionId,
    );
    if (!row || auth.companyId === null || row.factory_company_id !== auth.companyId) {
      throw new BusinessError('notFound');
    }
    if (row.status !== 'inProgress' || row.awaiting_factory !== 1) {
      throw new FieldError(
        'inspectionId',
        pick(lang, '该验厂申请不在等待工厂答复', 'This inspection is not waiting for your answer.'),
      );
    }
    const accept = body.decision === 'accept';
    const time = body.time?.trim() ?? '';
    const reason = body.reason?.trim() ?? '';
    if (accept && !time) {
      throw new FieldError('time', pick(lang, '请填写接待验厂人员的时间', 'Give the time you receive the inspectors.'));
    }
    if (!accept && !reason) {
      throw new FieldError('reason', pick(lang, '拒绝时请填写原因', 'A reason is required to decline.'));
    }
    let confirmedDate: string | null = null;
    if (accept) {
      // The buyer's expected date, or the next day when it has already come.
      confirmedDate = row.expected_date > chinaDate(now) ? row.expected_date : chinaDate(now + 24 * HOUR);
      run(
        db,
        'INSERT INTO inspection_steps (inspection_id, step, done_at, note, note_en) VALUES (?, ?, ?, ?, ?)',
        row.id,
        'confirmTime',
        now,
        `工厂确认验厂时间：${confirmedDate} ${time}`,
        `The factory receives the inspectors on ${confirmedDate} at ${time}`,
      );
      run(
        db,
        `UPDATE inspection_applications SET step = 'confirmTime', confirmed_date = ?, confirmed_time = ?,
           awaiting_factory = 0, next_due_at = ? WHERE id = ?`,
        confirmedDate,
        time,
        dueAt('confirmItems', now, confirmedDate),
        row.id,
      );
    } else {
      run(
        db,
        `UPDATE inspection_applications SET status = 'rejected', decline_reason = ?, awaiting_factory = 0,
           next_due_at = NULL WHERE id = ?`,
        reason,
        row.id,
      );
    }
    app.realtime.publish(`user:${row.applicant_user_id}`, 'user:factoryRequest', {
      kind: 'inspection',
      id: row.id,
      title: row.factory_name,
      titleEn: row.factory_name_en || row.factory_name,
      status: accept ? 'confirmed' : 'rejected',
      confirmedDate,
      confirmedTime: accept ? time : null,
      reason: accept ? null : reason,
      link: { target: 'inspection', id: row.id },
      at: now,
    });
  });
  return inspectionDetail(db, auth, body.inspectionId, lang);
}
