// How an inspection walks the steps of docs/requirements.md section 4 on the server clock: each step is due a delay after the one
// before (INSPECTION_STEP_DELAYS_MS; `execute` also waits for the confirmed date), and the steps due are caught up
// whenever inspections are read, so no timer runs and moving the mock clock walks them. Notes and the report
// are written in Chinese and English.
import {
  INSPECTION_ITEMS,
  INSPECTION_STEPS,
  INSPECTION_STEP_DELAYS_MS,
  type InspectionStepValue,
  type InspectionTypeValue,
} from '@portal/contracts/http/factory-inspection';
import type { Bilingual } from '@portal/contracts/rules/constants';
import type { Db } from '../../db/database.ts';
import { all, one, run, transaction } from '../../db/database.ts';
import { HOUR, chinaDate, chinaDayStart } from '../../lib/china-time.ts';
import { CJK, personEn } from '../../lib/text.ts';

/** The platform's inspectors, sent on platform inspections (two by the inspection's id). */
export const PLATFORM_INSPECTORS = ['陈立新', '王海燕', '刘建国', '赵敏', '孙志强', '周婷'];

export function grade(score: number): string {
  return score >= 90 ? 'A' : score >= 80 ? 'B' : score >= 70 ? 'C' : 'D';
}

export function conclusion(score: number): Bilingual {
  if (score >= 90)
    return {
      zh: '企业资质齐全，生产规模与申报一致，质量管理体系运行有效，综合评定为优秀供应商。',
      en: 'Licences complete, production scale as declared and an effective quality system: rated an excellent supplier.',
    };
  if (score >= 80)
    return {
      zh: '企业资质齐全，生产能力满足批量订单需求，个别管理环节有待完善，综合评定为良好。',
      en: 'Licences complete and capacity fit for volume orders; a few management points to improve: rated good.',
    };
  if (score >= 70)
    return {
      zh: '企业基本符合要求，部分检查项未达标，建议整改后复查，合作时加强出货检验。',
      en: 'Broadly compliant, some checks failed: re-inspect after corrective action and tighten shipment inspection.',
    };
  return {
    zh: '企业多项检查未达标，建议谨慎合作并在整改完成后重新验厂。',
    en: 'Several checks failed: trade with caution and inspect again once the factory has corrected them.',
  };
}

/** Names in the reader's language: Chinese names read in pinyin in English, other names as written. */
export function namesIn(lang: 'zh' | 'en', names: readonly string[]): string[] {
  return lang === 'en' ? names.map((name) => (CJK.test(name) ? personEn(name) : name)) : [...names];
}

/** An item in the reader's language: a key of INSPECTION_ITEMS by its label, anything else as written. */
export function itemLabel(lang: 'zh' | 'en', item: string): string {
  return Object.hasOwn(INSPECTION_ITEMS, item) ? INSPECTION_ITEMS[item as keyof typeof INSPECTION_ITEMS][lang] : item;
}

/** The note of a step done, in both languages. */
export function stepNote(
  step: InspectionStepValue,
  facts: {
    type: InspectionTypeValue;
    confirmedDate: string | null;
    items: number;
    team: string[];
    reportNo?: string;
    score?: number;
  },
): Bilingual {
  switch (step) {
    case 'initiate':
      return facts.type === 'platform'
        ? { zh: '已提交平台验厂申请', en: 'Platform inspection requested' }
        : { zh: '已提交自主验厂申请', en: 'Self-inspection requested' };
    case 'auditConfirm':
      return { zh: '申请资料齐全，平台审核通过', en: 'Application complete; approved by the platform' };
    case 'confirmTime':
      return {
        zh: `验厂时间确定为 ${facts.confirmedDate ?? ''}`,
        en: `Inspection date set to ${facts.confirmedDate ?? ''}`,
      };
    case 'confirmItems':
      return { zh: `已确认验厂项目 ${facts.items} 项`, en: `${facts.items} inspection items confirmed` };
    case 'execute':
      return {
        zh: `验厂人员到厂执行：${facts.team.join('、')}`,
        en: `Inspectors on site: ${namesIn('en', facts.team).join(', ')}`,
      };
    case 'generateReport':
      return {
        zh: `验厂报告 ${facts.reportNo ?? ''} 已生成，得分 ${facts.score ?? 0}（${grade(facts.score ?? 0)}）`,
        en: `Report ${facts.reportNo ?? ''} issued: score ${facts.score ?? 0} (${grade(facts.score ?? 0)})`,
      };
    case 'teamEnters':
      return {
        zh: '验厂结果已归档，工厂进入已验厂名录',
        en: 'Results filed; the factory joins the inspected factories list',
      };
  }
}

/**
 * Whether `step` is the factory's to do rather than the clock's: the confirmed time of a buyer self-inspection
 * (the buyer's own people go on site, so the factory must agree to receive them). The platform runs its own.
 */
export function waitsForFactory(type: InspectionTypeValue, step: InspectionStepValue): boolean {
  return step === 'confirmTime' && type !== 'platform';
}

/** When a step falls due, the step before it done at `prevDoneAt`. */
export function dueAt(
  step: Exclude<InspectionStepValue, 'initiate'>,
  prevDoneAt: number,
  confirmedDate: string | null,
): number {
  const after = prevDoneAt + INSPECTION_STEP_DELAYS_MS[step];
  // On site not before 09:00 (China) of the agreed day.
  return step === 'execute' && confirmedDate ? Math.max(after, chinaDayStart(confirmedDate) + 9 * HOUR) : after;
}

export function nextStep(step: InspectionStepValue): Exclude<InspectionStepValue, 'initiate'> | null {
  const next = INSPECTION_STEPS[INSPECTION_STEPS.indexOf(step) + 1];
  return next === undefined || next === 'initiate' ? null : next;
}

/** A report's score, 62 to 98, fixed by the inspection (the same inspection always scores the same). */
export function scoreOf(id: number, code: string): number {
  let hash = id;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return 62 + (hash % 37);
}

interface Due {
  id: number;
  code: string;
  type: InspectionTypeValue;
  step: InspectionStepValue;
  next_due_at: number;
  expected_date: string;
  confirmed_date: string | null;
  items: string;
  team: string;
  contact_name: string;
}

/** Does the due step of one inspection and sets when the step after it falls due (null: finished). */
function doStep(db: Db, row: Due): void {
  const step = nextStep(row.step);
  if (!step) return;
  const at = row.next_due_at;
  let confirmedDate = row.confirmed_date;
  let team = JSON.parse(row.team) as string[];
  const items = (JSON.parse(row.items) as string[]).length;
  let report: { no: string; score: number } | undefined;
  if (step === 'confirmTime') {
    // The platform confirms the buyer's date, or the next day when that has already come.
    confirmedDate = row.expected_date > chinaDate(at) ? row.expected_date : chinaDate(at + 24 * HOUR);
    run(db, 'UPDATE inspection_applications SET confirmed_date = ? WHERE id = ?', confirmedDate, row.id);
  }
  if (step === 'execute') {
    team =
      row.type === 'platform'
        ? [0, 1].map((k) => PLATFORM_INSPECTORS[(row.id + k * 3) % PLATFORM_INSPECTORS.length] ?? '')
        : [row.contact_name];
    run(db, 'UPDATE inspection_applications SET team = ? WHERE id = ?', JSON.stringify(team), row.id);
  }
  if (step === 'generateReport') {
    const score = scoreOf(row.id, row.code);
    const text = conclusion(score);
    report = { no: `YB${chinaDate(at).replace(/-/g, '')}${String(row.id).padStart(4, '0')}`, score };
    run(
      db,
      `INSERT INTO inspection_reports (inspection_id, report_no, reported_at, score, grade, conclusion, conclusion_en)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      row.id,
      report.no,
      at,
      score,
      grade(score),
      text.zh,
      text.en,
    );
  }
  const note = stepNote(step, {
    type: row.type,
    confirmedDate,
    items,
    team,
    ...(report ? { reportNo: report.no, score: report.score } : {}),
  });
  run(
    db,
    'INSERT INTO inspection_steps (inspection_id, step, done_at, note, note_en) VALUES (?, ?, ?, ?, ?)',
    row.id,
    step,
    at,
    note.zh,
    note.en,
  );
  const after = nextStep(step);
  // A buyer self-inspection, once audited, waits for the factory to receive the inspectors (inspection-reply.ts).
  const waits = after !== null && waitsForFactory(row.type, after);
  run(
    db,
    'UPDATE inspection_applications SET step = ?, status = ?, next_due_at = ?, awaiting_factory = ? WHERE id = ?',
    step,
    after ? 'inProgress' : 'completed',
    after && !waits ? dueAt(after, at, confirmedDate) : null,
    waits ? 1 : 0,
    row.id,
  );
}

/** Does every step due by `now`, each at its own due time (one transaction). */
export function catchUpSteps(db: Db, now: number): void {
  const dueSql = `SELECT id, code, type, step, next_due_at, expected_date, confirmed_date, items, team, contact_name
    FROM inspection_applications WHERE status = 'inProgress' AND next_due_at IS NOT NULL AND next_due_at <= ?
    ORDER BY next_due_at, id`;
  // Cheap when nothing is due: one indexed look before any write.
  if (!one<{ id: number }>(db, `SELECT id FROM (${dueSql}) LIMIT 1`, now)) return;
  transaction(db, () => {
    for (let due = all<Due>(db, dueSql, now); due.length > 0; due = all<Due>(db, dueSql, now)) {
      for (const row of due) doStep(db, row);
    }
  });
}
