// Visitor registration (showVisit/saveOrUpdate): open to anyone, one registration per mobile and exhibition;
// only its registrant may change it (see the operation's description).
import type { Lang } from '@portal/contracts/envelope';
import type { VisitInput } from '@portal/contracts/http/show-room';
import { exhibitionMessage } from '@portal/contracts/rules/exhibition';
import { checkRequired, ruleMessage } from '@portal/contracts/rules/validation';
import { one, run, transaction, type Db } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';

/** The labels of the visit form's required fields (requirements section 5: name, mobile number, enterprise name). */
export const VISIT_LABELS = {
  name: { zh: '姓名', en: 'Name' },
  enterpriseName: { zh: '企业名称', en: 'Enterprise name' },
} as const;

/** '{label} is required' for text that is only blanks (the schema's minLength counts blanks). */
export function blankCheck(value: string, label: { zh: string; en: string }, field: string, lang: Lang): void {
  const failure = checkRequired(value, label);
  if (failure) throw new FieldError(field, ruleMessage(failure, lang));
}

interface VisitorRow {
  id: number;
  user_id: number | null;
}

export function saveVisit(db: Db, caller: AuthUser | null, body: VisitInput, now: number, lang: Lang): { id: number } {
  return transaction(db, () => {
    const room = one<{ start_at: number; end_at: number }>(
      db,
      'SELECT start_at, end_at FROM exhibition_show_rooms WHERE id = ?',
      body.showRoomId,
    );
    if (!room) throw new BusinessError('notFound');
    if (now >= room.end_at) throw new FieldError('showRoomId', exhibitionMessage('visitClosed', lang));
    if (body.visitTime !== undefined && (body.visitTime < room.start_at || body.visitTime >= room.end_at)) {
      throw new FieldError('visitTime', exhibitionMessage('visitTimeOutside', lang));
    }
    blankCheck(body.name, VISIT_LABELS.name, 'name', lang);
    blankCheck(body.enterpriseName, VISIT_LABELS.enterpriseName, 'enterpriseName', lang);
    const mobile = body.mobile.trim();
    const sameMobile = one<VisitorRow>(
      db,
      'SELECT id, user_id FROM exhibition_visitors WHERE show_room_id = ? AND mobile = ? ORDER BY id LIMIT 1',
      body.showRoomId,
      mobile,
    );

    let target: VisitorRow | undefined;
    if (body.id !== undefined) {
      // Changing one's own registration: login needed, and only the registrant's row.
      target =
        caller === null
          ? undefined
          : one<VisitorRow>(
              db,
              'SELECT id, user_id FROM exhibition_visitors WHERE id = ? AND show_room_id = ? AND user_id = ?',
              body.id,
              body.showRoomId,
              caller.id,
            );
      if (!target) throw new BusinessError('notFound');
      if (sameMobile && sameMobile.id !== target.id) {
        throw new FieldError('mobile', exhibitionMessage('mobileTaken', lang));
      }
    } else if (sameMobile) {
      // Idempotent: the same mobile answers the same registration; only its registrant updates the details.
      const own = caller !== null && sameMobile.user_id === caller.id;
      if (!own) return { id: sameMobile.id };
      target = sameMobile;
    }

    const details = [
      body.name.trim(),
      mobile,
      body.enterpriseName.trim(),
      body.demand?.trim() ?? '',
      body.visitTime ?? null,
    ] as const;
    if (target) {
      run(
        db,
        `UPDATE exhibition_visitors SET name = ?, mobile = ?, enterprise_name = ?, demand = ?, visit_time = ?,
           user_id = COALESCE(user_id, ?) WHERE id = ?`,
        ...details,
        caller?.id ?? null,
        target.id,
      );
      return { id: target.id };
    }
    const id = run(
      db,
      `INSERT INTO exhibition_visitors (show_room_id, user_id, name, mobile, enterprise_name, demand, visit_time, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      body.showRoomId,
      caller?.id ?? null,
      ...details,
      now,
    ).lastId;
    return { id };
  });
}
