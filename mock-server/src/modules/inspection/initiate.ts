// Applying for a factory inspection and booking a factory visit: the rules of applyable, then the body's own
// (goods of that factory, a date ahead, items), idempotent by requestId; refusals in the caller's language.
// The factory's users are told in the same transaction (`user:factoryRequest`, pendingReview): the notice is
// written with the booking and their open "Visits & inspections" shows it after the commit.
import type { Lang } from '@portal/contracts/envelope';
import {
  INSPECTION_DATE_MAX_DAYS,
  INSPECTION_ITEMS,
  INSPECTION_ITEM_KEYS,
  type InitiateInspectionBody,
} from '@portal/contracts/http/factory-inspection';
import { VISIT_DATE_MAX_DAYS, type InitiateVisitBody } from '@portal/contracts/http/factory-visit';
import type { FastifyInstance } from 'fastify';
import { all, one, run, transaction } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { DAY, chinaDate } from '../../lib/china-time.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { inspectionApplyable, visitApplyable } from './service.ts';
import { dueAt, stepNote } from './steps.ts';
import { factoryRequestAsked, factoryUserIds, type FactoryRequestAsked } from './factory-request.ts';

/** Refuses a date outside tomorrow .. maxDays ahead (China dates), naming the field. */
function checkDateAhead(field: string, date: string, now: number, maxDays: number, lang: Lang): void {
  const first = chinaDate(now + DAY);
  const last = chinaDate(now + maxDays * DAY);
  if (date < first || date > last) {
    throw new FieldError(
      field,
      pick(lang, `请选择 ${first} 至 ${last} 之间的日期`, `Choose a date from ${first} to ${last}.`),
    );
  }
}

/** The keys of INSPECTION_ITEMS for items given by key or by label; other items trimmed, as written. */
function normaliseItems(items: readonly string[], lang: Lang): string[] {
  const byLabel = new Map<string, string>();
  for (const key of INSPECTION_ITEM_KEYS) {
    byLabel.set(key, key);
    byLabel.set(INSPECTION_ITEMS[key].zh, key);
    byLabel.set(INSPECTION_ITEMS[key].en.toLowerCase(), key);
  }
  const result: string[] = [];
  for (const raw of items) {
    const text = raw.trim();
    if (!text) throw new FieldError('items', pick(lang, '验厂项目不能为空', 'An inspection item is empty.'));
    const item = byLabel.get(text) ?? byLabel.get(text.toLowerCase()) ?? text;
    if (!result.includes(item)) result.push(item);
  }
  return result;
}

/** The refusal of applyable as the answer of a write: the section-8 business message, or a 400 on factoryId. */
function refuse(reason: string | null, message: string | null): never {
  if (reason === 'alreadyApplied') throw new FieldError('factoryId', message ?? reason);
  throw new BusinessError((reason ?? 'forbiddenRole') as ConstructorParameters<typeof BusinessError>[0]);
}

/**
 * Tells every user of the factory (the asker excepted) that a visit or an inspection was asked of it; called in
 * the booking's transaction, so the notice (notifications module) commits or rolls back with it.
 */
function tellFactory(app: FastifyInstance, factoryId: number, askerId: number, data: FactoryRequestAsked): void {
  for (const userId of factoryUserIds(app.db, factoryId, askerId)) {
    app.realtime.publish(`user:${userId}`, 'user:factoryRequest', factoryRequestAsked(data));
  }
}

/** The asking company's name in zh and en (the user's nickname when it has none). */
function askerName(app: FastifyInstance, auth: AuthUser): { zh: string; en: string } {
  const company = one<{ name: string; name_en: string | null }>(
    app.db,
    'SELECT name, name_en FROM companies WHERE id = ?',
    auth.companyId ?? -1,
  );
  if (company) return { zh: company.name, en: company.name_en || company.name };
  const user = one<{ nickname: string }>(app.db, 'SELECT nickname FROM users WHERE id = ?', auth.id);
  return { zh: user?.nickname ?? '', en: user?.nickname ?? '' };
}

export function initiateInspection(
  app: FastifyInstance,
  auth: AuthUser,
  body: InitiateInspectionBody,
  lang: Lang,
): { id: number } {
  const db = app.db;
  const now = app.now();
  return transaction(db, () => {
    if (body.requestId) {
      const earlier = one<{ id: number; factory_company_id: number }>(
        db,
        'SELECT id, factory_company_id FROM inspection_applications WHERE applicant_user_id = ? AND request_id = ?',
        auth.id,
        body.requestId,
      );
      if (earlier) {
        if (earlier.factory_company_id !== body.factoryId) {
          throw new FieldError(
            'requestId',
            pick(lang, '该请求编号已用于另一份申请', 'This request id was already used for another application.'),
          );
        }
        return { id: earlier.id };
      }
    }
    const gate = inspectionApplyable(db, auth, body.factoryId, lang);
    if (gate.types.length > 0 && !gate.types.includes(body.type)) {
      throw new FieldError(
        'type',
        pick(lang, '工厂只能申请对本厂的平台验厂', 'A factory may only ask for a platform inspection of itself.'),
      );
    }
    if (!gate.applyable) refuse(gate.reason, gate.message);
    const productIds = body.productIds ?? [];
    if (body.type === 'selfGoods') {
      if (productIds.length === 0) {
        throw new FieldError('productIds', pick(lang, '请选择要验货的商品', 'Choose the goods to inspect.'));
      }
      const own = all<{ id: number }>(
        db,
        `SELECT id FROM products WHERE company_id = ? AND id IN (${productIds.map(() => '?').join(',')})`,
        body.factoryId,
        ...productIds,
      );
      if (own.length !== productIds.length) {
        throw new FieldError(
          'productIds',
          pick(lang, '所选商品不属于该工厂', 'The goods chosen are not goods of this factory.'),
        );
      }
    } else if (productIds.length > 0) {
      throw new FieldError(
        'productIds',
        pick(lang, '只有自主验货需要选择商品', 'Only a goods inspection takes goods.'),
      );
    }
    checkDateAhead('expectedDate', body.expectedDate, now, INSPECTION_DATE_MAX_DAYS, lang);
    const items = normaliseItems(body.items, lang);
    const seq = (one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM inspection_applications')?.n ?? 0) + 1;
    const code = `YC${chinaDate(now).replace(/-/g, '')}${String(seq).padStart(4, '0')}`;
    const id = run(
      db,
      `INSERT INTO inspection_applications (code, applicant_user_id, applicant_company_id, factory_company_id, type,
         product_ids, items, expected_date, confirmed_date, step, status, team, contact_name, contact_phone, remark,
         remark_en, request_id, next_due_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 'initiate', 'inProgress', '[]', ?, ?, ?, '', ?, ?, ?)`,
      code,
      auth.id,
      auth.companyId,
      body.factoryId,
      body.type,
      JSON.stringify(productIds),
      JSON.stringify(items),
      body.expectedDate,
      body.contactName.trim(),
      body.contactPhone,
      body.remark?.trim() ?? '',
      body.requestId ?? null,
      dueAt('auditConfirm', now, null),
      now,
    ).lastId;
    const note = stepNote('initiate', { type: body.type, confirmedDate: null, items: items.length, team: [] });
    run(
      db,
      "INSERT INTO inspection_steps (inspection_id, step, done_at, note, note_en) VALUES (?, 'initiate', ?, ?, ?)",
      id,
      now,
      note.zh,
      note.en,
    );
    if (auth.companyId !== body.factoryId) {
      const asker = askerName(app, auth);
      tellFactory(app, body.factoryId, auth.id, {
        kind: 'inspection',
        id,
        title: asker.zh,
        titleEn: asker.en,
        at: now,
      });
    }
    return { id };
  });
}

export function initiateVisit(
  app: FastifyInstance,
  auth: AuthUser,
  body: InitiateVisitBody,
  lang: Lang,
): { id: number } {
  const db = app.db;
  const now = app.now();
  return transaction(db, () => {
    if (body.requestId) {
      const earlier = one<{ id: number; factory_company_id: number }>(
        db,
        'SELECT id, factory_company_id FROM factory_visits WHERE user_id = ? AND request_id = ?',
        auth.id,
        body.requestId,
      );
      if (earlier) {
        if (earlier.factory_company_id !== body.factoryId) {
          throw new FieldError(
            'requestId',
            pick(lang, '该请求编号已用于另一次预约', 'This request id was already used for another booking.'),
          );
        }
        return { id: earlier.id };
      }
    }
    const gate = visitApplyable(db, now, auth, body.factoryId, lang);
    if (!gate.applyable) refuse(gate.reason, gate.message);
    checkDateAhead('visitDate', body.visitDate, now, VISIT_DATE_MAX_DAYS, lang);
    const seq = (one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM factory_visits')?.n ?? 0) + 1;
    const id = run(
      db,
      `INSERT INTO factory_visits (code, user_id, factory_company_id, visit_date, visitors, name, mobile,
         enterprise_name, enterprise_name_en, purpose, purpose_en, status, reply, reply_en, request_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?,
         -- The visitor's own company, named as registered, reads in English under its English name.
         COALESCE((SELECT name_en FROM companies WHERE id = ? AND name = ?), ''),
         ?, '', 'pendingReview', NULL, NULL, ?, ?)`,
      `CG${chinaDate(now).replace(/-/g, '')}${String(seq).padStart(4, '0')}`,
      auth.id,
      body.factoryId,
      body.visitDate,
      body.visitors,
      body.name.trim(),
      body.mobile,
      body.enterpriseName.trim(),
      auth.companyId,
      body.enterpriseName.trim(),
      body.purpose?.trim() ?? '',
      body.requestId ?? null,
      now,
    ).lastId;
    // The factory reads the company the visitors come from, as they wrote it.
    const visitor = one<{ enterprise_name: string; enterprise_name_en: string }>(
      db,
      'SELECT enterprise_name, enterprise_name_en FROM factory_visits WHERE id = ?',
      id,
    );
    const title = visitor?.enterprise_name ?? body.enterpriseName.trim();
    tellFactory(app, body.factoryId, auth.id, {
      kind: 'visit',
      id,
      title,
      titleEn: visitor?.enterprise_name_en || title,
      at: now,
    });
    return { id };
  });
}
