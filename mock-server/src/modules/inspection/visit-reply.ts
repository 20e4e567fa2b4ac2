// The factory's answer to a visit booked with it: accepted with the time of day it receives the visitors, or
// declined with the reason. Only a user of that factory answers, once; the booker is told on its own room
// (`user:factoryRequest`) after the commit.
import type { Lang } from '@portal/contracts/envelope';
import type { FactoryVisit, ReplyVisitBody } from '@portal/contracts/http/factory-visit';
import type { FastifyInstance } from 'fastify';
import { one, run, transaction } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { myVisits } from './service.ts';

export function replyVisit(app: FastifyInstance, auth: AuthUser, body: ReplyVisitBody, lang: Lang): FactoryVisit {
  const db = app.db;
  const now = app.now();
  transaction(db, () => {
    const visit = one<{
      id: number;
      user_id: number;
      factory_company_id: number;
      visit_date: string;
      status: string;
      factory_name: string;
      factory_name_en: string;
    }>(
      db,
      `SELECT v.id, v.user_id, v.factory_company_id, v.visit_date, v.status, c.name AS factory_name,
              c.name_en AS factory_name_en
         FROM factory_visits v JOIN companies c ON c.id = v.factory_company_id WHERE v.id = ?`,
      body.visitId,
    );
    if (!visit || auth.companyId === null || visit.factory_company_id !== auth.companyId) {
      throw new BusinessError('notFound');
    }
    if (visit.status !== 'pendingReview') {
      throw new FieldError('visitId', pick(lang, '该参观预约已答复', 'This visit has already been answered.'));
    }
    const accept = body.decision === 'accept';
    const time = body.time?.trim() ?? '';
    const reason = body.reason?.trim() ?? '';
    if (accept && !time) {
      throw new FieldError('time', pick(lang, '请填写接待时间', 'Give the time you receive the visitors.'));
    }
    if (!accept && !reason) {
      throw new FieldError('reason', pick(lang, '拒绝时请填写原因', 'A reason is required to decline.'));
    }
    const reply = accept
      ? { zh: `欢迎于 ${visit.visit_date} ${time} 到厂参观`, en: `Welcome on ${visit.visit_date} at ${time}` }
      : { zh: reason, en: reason };
    run(
      db,
      'UPDATE factory_visits SET status = ?, reply = ?, reply_en = ? WHERE id = ?',
      accept ? 'confirmed' : 'rejected',
      reply.zh,
      reply.en,
      visit.id,
    );
    app.realtime.publish(`user:${visit.user_id}`, 'user:factoryRequest', {
      kind: 'visit',
      id: visit.id,
      title: visit.factory_name,
      titleEn: visit.factory_name_en || visit.factory_name,
      status: accept ? 'confirmed' : 'rejected',
      confirmedDate: accept ? visit.visit_date : null,
      confirmedTime: accept ? time : null,
      reason: accept ? null : reason,
      link: { target: 'visit', id: visit.id },
      at: now,
    });
  });
  const page = myVisits(db, now, auth, { pageSize: 100 }, lang);
  const answered = page.records.find((v) => v.id === body.visitId);
  if (!answered) throw new BusinessError('notFound');
  return answered;
}
