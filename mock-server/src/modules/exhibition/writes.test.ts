// The exhibition writes: booth applications (who may apply, the section-5 rules, one per company and
// exhibition, the operator's review) and visitor registration (anonymous, idempotent per mobile).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import * as show from '@portal/contracts/http/show-room';
import { fileInfoPage } from '@portal/contracts/http/file-info';
import type { SignUpInput, VisitInput } from '@portal/contracts/http/show-room';
import type { SignUp } from '@portal/contracts/entities/exhibition';
import { companyIdOf, get as getAnswer, tokenOf, userIdOf } from '../../test/helpers.ts';

const SEED_NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const DAY = 86_400_000;
const HOUR = 3_600_000;
let clock = SEED_NOW;
let app: FastifyInstance;
let uploadDir: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'portal-exhibition-writes-'));
  app = await buildApp({ dbFile: ':memory:', now: () => clock, uploadDir });
  for (const account of ['buyer', 'seller', 'factory', 'personal', 'operator']) tokens[account] = tokenOf(app, account);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = SEED_NOW;
});

interface Answer<T> {
  status: number;
  resultCode: string;
  content: T;
  field?: string;
}

async function post<T = { id: number }>(
  path: string,
  body: unknown,
  account?: string,
  lang = 'en',
): Promise<Answer<T>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as Record<string, unknown>,
    headers: { 'accept-language': lang, ...(account ? { 'x-token': tokens[account] } : {}) },
  });
  return { status: res.statusCode, ...(res.json() as Omit<Answer<T>, 'status'>) };
}

interface Room {
  id: number;
  start_at: number;
  end_at: number;
  signup_deadline: number;
}

/** The featured fair: upcoming, applications open, the seller's application waiting for review. */
const mainRoom = () => one<Room>(app.db, 'SELECT * FROM exhibition_show_rooms WHERE is_main = 1')!;
const areasOf = (roomId: number) =>
  all<{ id: number; size: number; booth_total: number }>(
    app.db,
    'SELECT id, size, booth_total FROM exhibition_locations WHERE show_room_id = ? ORDER BY sort',
    roomId,
  );
const goodsOf = (account: string, n: number) =>
  all<{ id: number }>(
    app.db,
    'SELECT id FROM products WHERE company_id = ? AND off_shelf = 0 ORDER BY id LIMIT ?',
    companyIdOf(app, account),
    n,
  ).map((p) => p.id);

function validSignUp(room: Room, count = 3): SignUpInput {
  const area = areasOf(room.id).find((a) => a.size >= count)!;
  const productIds = goodsOf('seller', count);
  return {
    showRoomId: room.id,
    locationId: area.id,
    exhibitCount: productIds.length,
    productIds,
    entryTime: room.start_at - DAY,
    exhibitionStartTime: room.start_at,
    exhibitionEndTime: room.end_at,
    contactName: '李店长',
    contactMobile: '13900001111',
  };
}

const mine = async (account: string, roomId: number) =>
  (
    await getAnswer<{ records: SignUp[] }>(app, show.signupPage, {
      token: tokens[account],
      query: { showRoomId: roomId },
    })
  ).content.records;

describe('booth application (showRoom/signup/save)', () => {
  it('refuses who may not apply with the section-8 messages', async () => {
    const body = validSignUp(mainRoom());
    expect((await post(show.showRoomSignupSave.path, body)).resultCode).toBe('G001');
    expect(await post(show.showRoomSignupSave.path, body, 'personal')).toMatchObject({
      resultCode: 'B007',
      content: 'Individual users cannot apply. Please authenticate!',
    });
    expect(await post(show.showRoomSignupSave.path, body, 'buyer')).toMatchObject({
      resultCode: 'B022',
      content: 'You are not a merchant. Please apply to join!',
    });
  });

  it('checks the section-5 product rules and names the field, in the caller language', async () => {
    const room = mainRoom();
    const body = validSignUp(room);
    const mismatch = await post(show.showRoomSignupSave.path, { ...body, exhibitCount: 4 }, 'seller');
    expect(mismatch).toMatchObject({
      status: 400,
      field: 'productIds',
      content: 'The quantity of selected products must equal the exhibited products.',
    });
    const zh = await post(show.showRoomSignupSave.path, { ...body, exhibitCount: 4 }, 'seller', 'zh');
    expect(zh.content).toBe('所选商品数量须等于展品数量');

    const small = areasOf(room.id).reduce((a, b) => (a.size <= b.size ? a : b));
    const tooMany = goodsOf('seller', small.size + 1);
    const over = await post(
      show.showRoomSignupSave.path,
      { ...body, locationId: small.id, productIds: tooMany, exhibitCount: tooMany.length },
      'seller',
    );
    expect(over).toMatchObject({ status: 400, field: 'productIds' });
    expect(over.content).toBe(`The selected goods must not exceed the actual exhibition-area size (${small.size}).`);

    const foreign = goodsOf('factory', 1);
    const notOwn = await post(
      show.showRoomSignupSave.path,
      { ...body, productIds: [...body.productIds.slice(1), ...foreign] },
      'seller',
    );
    expect(notOwn).toMatchObject({ status: 400, field: 'productIds' });
    expect(notOwn.content).toBe('The exhibited products must be your own goods on sale.');

    const otherRoomArea = one<{ id: number }>(
      app.db,
      'SELECT id FROM exhibition_locations WHERE show_room_id != ? LIMIT 1',
      room.id,
    )!;
    expect(await post(show.showRoomSignupSave.path, { ...body, locationId: otherRoomArea.id }, 'seller')).toMatchObject(
      { status: 400, field: 'locationId' },
    );
  });

  it('checks the times on the server clock', async () => {
    const room = mainRoom();
    const body = validSignUp(room);
    const cases: [Partial<SignUpInput>, string][] = [
      [{ entryTime: clock - HOUR }, 'entryTime'],
      [{ entryTime: room.start_at + HOUR }, 'entryTime'],
      [{ exhibitionEndTime: room.start_at }, 'exhibitionEndTime'],
      [{ exhibitionStartTime: room.end_at + HOUR, exhibitionEndTime: room.end_at + 2 * HOUR }, 'exhibitionStartTime'],
      [{ exhibitionEndTime: room.end_at + DAY }, 'exhibitionEndTime'],
    ];
    for (const [change, field] of cases) {
      expect(await post(show.showRoomSignupSave.path, { ...body, ...change }, 'seller')).toMatchObject({
        status: 400,
        field,
      });
    }
    clock = room.signup_deadline;
    tokens.later = tokenOf(app, 'seller'); // the first token's session has ended by then
    expect(await post(show.showRoomSignupSave.path, body, 'later')).toMatchObject({
      status: 400,
      field: 'showRoomId',
      content: 'Booth applications for this exhibition are closed.',
    });
  });

  it('changes the pending application instead of adding one, then the operator reviews it', async () => {
    const room = mainRoom();
    const before = await mine('seller', room.id);
    const pending = before.find((s) => s.auditStatus === 'waitAudit' || s.auditStatus === 'auditing')!;
    expect(pending).toBeDefined();
    const body = validSignUp(room, 2);
    const saved = await post(show.showRoomSignupSave.path, body, 'seller');
    expect(saved).toMatchObject({ resultCode: '000', content: { id: pending.id } });
    const after = await mine('seller', room.id);
    expect(after).toHaveLength(before.length);
    expect(after.find((s) => s.id === pending.id)).toMatchObject({
      auditStatus: 'waitAudit',
      locationId: body.locationId,
      exhibitCount: 2,
      contactName: '李店长',
      entryTime: body.entryTime,
      products: body.productIds.map((id) => expect.objectContaining({ id })),
    });

    // Only the operator reviews; refusing needs a reason.
    expect(
      (await post(show.showRoomSignupAudit.path, { id: pending.id, auditStatus: 'auditPass' }, 'seller')).status,
    ).toBe(403);
    expect(
      await post(show.showRoomSignupAudit.path, { id: pending.id, auditStatus: 'notPass' }, 'operator'),
    ).toMatchObject({ status: 400, field: 'auditRemark' });
    expect(
      (await post(show.showRoomSignupAudit.path, { id: pending.id, auditStatus: 'auditPass' }, 'operator')).resultCode,
    ).toBe('000');
    const approved = (await mine('seller', room.id)).find((s) => s.id === pending.id)!;
    expect(approved.auditStatus).toBe('auditPass');
    expect(approved.boothNo).toMatch(/^[A-Z]-\d{3}$/);
    expect(
      await post(show.showRoomSignupAudit.path, { id: pending.id, auditStatus: 'auditPass' }, 'operator'),
    ).toMatchObject({ status: 400, field: 'id' });
    // An approved exhibitor cannot apply again; the public exhibitors list now shows it.
    expect(await post(show.showRoomSignupSave.path, body, 'seller')).toMatchObject({
      status: 400,
      field: 'showRoomId',
    });
    const exhibitors = await getAnswer<{ records: { id: number }[] }>(app, show.signupPortalPage, {
      query: { showRoomId: room.id, pageSize: 100 },
    });
    expect(exhibitors.content.records.map((e) => e.id)).toContain(pending.id);
  });

  it('creates a new application after a refusal, and refuses a full area', async () => {
    // The stationery fair: upcoming, its own pending application removed and the last one refused.
    const room = one<Room>(
      app.db,
      'SELECT * FROM exhibition_show_rooms WHERE is_main = 0 AND start_at > ? ORDER BY start_at LIMIT 1',
      clock,
    )!;
    const company = companyIdOf(app, 'seller');
    run(
      app.db,
      "UPDATE exhibition_signups SET audit_status = 'notPass', audit_remark = 'x' WHERE company_id = ? AND show_room_id = ?",
      company,
      room.id,
    );
    const body = validSignUp(room, 2);
    const area = areasOf(room.id).find((a) => a.id === body.locationId)!;
    const taken = () =>
      one<{ n: number }>(
        app.db,
        "SELECT count(*) AS n FROM exhibition_signups WHERE location_id = ? AND audit_status IN ('waitAudit', 'auditing', 'auditPass')",
        area.id,
      )!.n;
    run(app.db, 'UPDATE exhibition_locations SET booth_total = ? WHERE id = ?', taken(), area.id);
    expect(await post(show.showRoomSignupSave.path, body, 'seller')).toMatchObject({
      status: 400,
      field: 'locationId',
    });
    run(app.db, 'UPDATE exhibition_locations SET booth_total = ? WHERE id = ?', taken() + 1, area.id);
    const before = (await mine('seller', room.id)).length;
    const saved = await post(show.showRoomSignupSave.path, body, 'seller');
    expect(saved.resultCode).toBe('000');
    const list = await mine('seller', room.id);
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({ id: saved.content.id, auditStatus: 'waitAudit', boothNo: null });
    // Naming an application of another company is not found.
    const foreign = one<{ id: number }>(
      app.db,
      'SELECT id FROM exhibition_signups WHERE company_id != ? LIMIT 1',
      company,
    )!;
    expect((await post(show.showRoomSignupSave.path, { ...body, id: foreign.id }, 'seller')).resultCode).toBe('B017');
  });
});

describe('visitor registration (showVisit/saveOrUpdate)', () => {
  const visit = (room: Room, change: Partial<VisitInput> = {}): VisitInput => ({
    showRoomId: room.id,
    name: '赵敏',
    mobile: '13712345678',
    enterpriseName: '义乌市赵氏贸易有限公司',
    demand: '采购文具套装',
    ...change,
  });
  const visitors = (roomId: number, mobile: string) =>
    all<{ id: number; user_id: number | null; name: string; demand: string }>(
      app.db,
      'SELECT id, user_id, name, demand FROM exhibition_visitors WHERE show_room_id = ? AND mobile = ?',
      roomId,
      mobile,
    );

  it('registers without login, once per mobile and exhibition', async () => {
    const room = mainRoom();
    const first = await post(show.showVisitSaveOrUpdate.path, visit(room));
    expect(first.resultCode).toBe('000');
    const again = await post(show.showVisitSaveOrUpdate.path, visit(room, { name: '别人', demand: '改掉' }));
    expect(again.content.id).toBe(first.content.id);
    // An anonymous caller does not overwrite a registration.
    expect(visitors(room.id, '13712345678')).toEqual([
      { id: first.content.id, user_id: null, name: '赵敏', demand: '采购文具套装' },
    ]);
  });

  it('lets a logged-in visitor change the own registration, and only that', async () => {
    const room = mainRoom();
    const saved = await post(show.showVisitSaveOrUpdate.path, visit(room, { mobile: '13700000011' }), 'buyer');
    expect(visitors(room.id, '13700000011')[0]!.user_id).toBe(userIdOf(app, 'buyer'));
    const changed = await post(
      show.showVisitSaveOrUpdate.path,
      visit(room, { id: saved.content.id, mobile: '13700000012', demand: '新需求' }),
      'buyer',
    );
    expect(changed.content.id).toBe(saved.content.id);
    expect(visitors(room.id, '13700000012')).toMatchObject([{ id: saved.content.id, demand: '新需求' }]);
    expect((await post(show.showVisitSaveOrUpdate.path, visit(room, { id: saved.content.id }))).resultCode).toBe(
      'B017',
    );
    expect(
      (await post(show.showVisitSaveOrUpdate.path, visit(room, { id: saved.content.id }), 'seller')).resultCode,
    ).toBe('B017');
    await post(show.showVisitSaveOrUpdate.path, visit(room, { mobile: '13700000013' }));
    expect(
      await post(
        show.showVisitSaveOrUpdate.path,
        visit(room, { id: saved.content.id, mobile: '13700000013' }),
        'buyer',
      ),
    ).toMatchObject({ status: 400, field: 'mobile' });
  });

  it('refuses a bad mobile, blank fields, an ended exhibition and a visit time outside it', async () => {
    const room = mainRoom();
    expect(await post(show.showVisitSaveOrUpdate.path, visit(room, { mobile: '1234' }))).toMatchObject({ status: 400 });
    expect(await post(show.showVisitSaveOrUpdate.path, visit(room, { name: '   ' }))).toMatchObject({
      status: 400,
      field: 'name',
      content: 'Name is required',
    });
    expect(
      await post(show.showVisitSaveOrUpdate.path, visit(room, { visitTime: room.end_at + HOUR }), undefined, 'zh'),
    ).toMatchObject({ status: 400, field: 'visitTime', content: '参观时间须在展会举办期间内' });
    const ended = one<Room>(app.db, 'SELECT * FROM exhibition_show_rooms WHERE end_at <= ? LIMIT 1', clock)!;
    expect(await post(show.showVisitSaveOrUpdate.path, visit(ended))).toMatchObject({
      status: 400,
      field: 'showRoomId',
    });
    expect((await post(show.showVisitSaveOrUpdate.path, visit(room, { showRoomId: 999_999 }))).resultCode).toBe('B017');
  });
});

describe('answers in the caller language', () => {
  const CJK = /[\u4e00-\u9fff]/;
  it('gives every seeded exhibition text in English', async () => {
    const en = { lang: 'en' };
    const rooms = await getAnswer<{
      records: { id: number; theme: string; hallName: string; address: string; organizer: string }[];
    }>(app, show.showRoomPage, { ...en, query: { pageSize: 50 } });
    for (const room of rooms.content.records) {
      expect([room.theme, room.hallName, room.address, room.organizer].join(' ')).not.toMatch(CJK);
    }
    const id = mainRoom().id;
    const detail = await getAnswer<{ intro: string[]; locations: { floor: string }[] }>(app, show.showRoomGetById, {
      ...en,
      params: { id },
    });
    expect([...detail.content.intro, ...detail.content.locations.map((l) => l.floor)].join(' ')).not.toMatch(CJK);
    const service = await getAnswer<{ items: { title: string; content: string }[]; notices: string[] }>(
      app,
      show.showServiceGetOne,
      { ...en, query: { showRoomId: id } },
    );
    expect(JSON.stringify(service.content)).not.toMatch(CJK);
    const files = await getAnswer<{ records: { title: string; showRoomName: string }[] }>(app, show.showFilePage, {
      ...en,
      query: { showRoomId: id },
    });
    expect(files.content.records.length).toBeGreaterThan(0);
    expect(files.content.records.map((f) => f.title + f.showRoomName).join(' ')).not.toMatch(CJK);
    const zh = await getAnswer<{ intro: string[] }>(app, show.showRoomGetById, { params: { id } });
    expect(zh.content.intro.join('')).toMatch(CJK);
    const mineEn = await getAnswer<{ records: { showRoomName: string; locationName: string }[] }>(
      app,
      show.signupPage,
      {
        ...en,
        token: tokens.factory,
      },
    );
    expect(mineEn.content.records.map((r) => r.showRoomName + r.locationName).join(' ')).not.toMatch(CJK);
  });

  // Issue 5 section 7: whole answers of every list and detail the exhibition pages read hold no Chinese,
  // apart from a name sent with its English form beside it (`name` + `nameEn`, the page picks).
  const hanOutsidePairs = (value: unknown, path = '', out: string[] = []): string[] => {
    if (typeof value === 'string') {
      if (CJK.test(value)) out.push(`${path} = ${value}`);
    } else if (Array.isArray(value)) value.forEach((item, i) => hanOutsidePairs(item, `${path}[${i}]`, out));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!(`${key}En` in value)) hanOutsidePairs(item, `${path}.${key}`, out);
      }
    }
    return out;
  };

  it('has no Chinese in any list or detail of the exhibition pages', async () => {
    const en = { lang: 'en' };
    const id = mainRoom().id;
    const answers = [
      await getAnswer(app, show.showRoomPage, { ...en, query: { pageSize: 50 } }),
      await getAnswer(app, show.getMainShowRoom, en),
      await getAnswer(app, show.getStartShowRoom, en),
      await getAnswer(app, show.showRoomGetById, { ...en, params: { id } }),
      await getAnswer(app, show.signupPortalPage, { ...en, query: { showRoomId: id, pageSize: 50 } }),
      await getAnswer(app, show.showLocationFindAllList, { ...en, query: { showRoomId: id } }),
      await getAnswer(app, show.showFilePage, { ...en, query: { showRoomId: id } }),
      await getAnswer(app, fileInfoPage, { ...en, query: { pageSize: 50 } }),
      await getAnswer(app, show.signupPage, { ...en, token: tokens.factory }),
      await getAnswer(app, show.signupPage, { ...en, token: tokens.seller }),
      await getAnswer(app, show.getSignUpData, { ...en, token: tokens.factory, params: { id } }),
    ];
    for (const answer of answers) {
      expect(answer.resultCode).toBe('000');
      expect(hanOutsidePairs(answer.content)).toEqual([]);
    }
  });
});
