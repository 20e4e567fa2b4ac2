import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import * as show from '@portal/contracts/http/show-room';
import * as fileInfo from '@portal/contracts/http/file-info';
import { buildPath } from '@portal/contracts/operation';
import type {
  Exhibitor,
  ShowFile,
  ShowLocation,
  ShowRoomCard,
  ShowRoomDetail,
  ShowService,
  ShowVisitor,
  SignUp,
} from '@portal/contracts/entities/exhibition';
import type { SignUpData } from '@portal/contracts/http/show-room';
import type { FileInfo } from '@portal/contracts/http/file-info';
import { companyIdOf, get as getAnswer, tokenOf } from '../../test/helpers.ts';
import { pdfBytes } from './documents.ts';

const SEED_NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const DAY = 86_400_000;
let clock = SEED_NOW;
let app: FastifyInstance;
let uploadDir: string;
const tokens: Record<string, string> = {};

interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'portal-exhibition-'));
  app = await buildApp({ dbFile: ':memory:', now: () => clock, uploadDir });
  for (const account of ['buyer', 'seller', 'factory', 'personal']) tokens[account] = tokenOf(app, account);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock = SEED_NOW;
});

const get = <T>(url: string, account?: string) =>
  getAnswer<T>(app, url, { token: account ? tokens[account] : undefined });
const byId = (id: number) => buildPath(show.showRoomGetById.path, { id });

describe('exhibition lists', () => {
  it('pages exhibitions, running first, then upcoming soonest, then ended latest', async () => {
    const { content } = await get<Page<ShowRoomCard>>(show.showRoomPage.path);
    expect(content.pageSize).toBe(15);
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM exhibition_show_rooms')!.n);
    const statuses = content.records.map((r) => r.status);
    const rank = { ongoing: 0, upcoming: 1, ended: 2 } as const;
    for (let i = 1; i < statuses.length; i += 1) expect(rank[statuses[i - 1]!]).toBeLessThanOrEqual(rank[statuses[i]!]);
    expect(new Set(statuses)).toEqual(new Set(['ongoing', 'upcoming', 'ended']));
    const upcoming = content.records.filter((r) => r.status === 'upcoming').map((r) => r.startTime);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    const ended = content.records.filter((r) => r.status === 'ended').map((r) => r.startTime);
    expect(ended).toEqual([...ended].sort((a, b) => b - a));
    const second = await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?pageSize=4&pageNum=2`);
    expect(second.content.records.map((r) => r.id)).toEqual(content.records.slice(4, 8).map((r) => r.id));
  });

  it('filters by status, keyword, category and time range; an empty result is an empty page', async () => {
    for (const status of ['upcoming', 'ongoing', 'ended'] as const) {
      const { content } = await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?status=${status}`);
      expect(content.records.length).toBeGreaterThan(0);
      expect(content.records.every((r) => r.status === status)).toBe(true);
    }
    const toys = await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?keyword=${encodeURIComponent('玩具')}`);
    expect(toys.content.records.length).toBeGreaterThan(0);
    expect(toys.content.records.every((r) => `${r.name}${r.theme}${r.hallName}${r.organizer}`.includes('玩具'))).toBe(
      true,
    );
    const category = toys.content.records[0]!.categories[0]!;
    const byCategory = await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?categoryId=${category.id}`);
    expect(byCategory.content.records.every((r) => r.categories.some((c) => c.id === category.id))).toBe(true);
    const from = SEED_NOW + 20 * DAY;
    const to = SEED_NOW + 70 * DAY;
    const ranged = await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?from=${from}&to=${to}`);
    expect(ranged.content.records.length).toBeGreaterThan(0);
    expect(ranged.content.records.every((r) => r.startTime <= to && r.endTime >= from)).toBe(true);
    const none = await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?keyword=nothing-like-this`);
    expect(none.content).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 15 });
  });

  it('derives the status from the server clock', async () => {
    const upcoming = (await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?status=upcoming`)).content.records[0]!;
    clock = upcoming.startTime + 3600_000;
    expect((await get<ShowRoomDetail>(byId(upcoming.id))).content.status).toBe('ongoing');
    clock = upcoming.endTime;
    expect((await get<ShowRoomDetail>(byId(upcoming.id))).content.status).toBe('ended');
  });

  it('serves the featured exhibition, or the next one, or null when all have ended', async () => {
    const main = await get<ShowRoomDetail | null>(show.getMainShowRoom.path);
    expect(main.content).toMatchObject({ isMain: true, status: 'upcoming', signupOpen: true });
    expect(main.content!.locations.length).toBeGreaterThan(0);
    clock = main.content!.endTime + 1;
    const next = await get<ShowRoomDetail | null>(show.getMainShowRoom.path);
    expect(next.content).not.toBeNull();
    expect(next.content!.isMain).toBe(false);
    expect(next.content!.status).not.toBe('ended');
    const range = (await get<{ minTime: number; maxTime: number }>(show.getMaxMinTime.path)).content;
    clock = range.maxTime + 1;
    expect((await get(show.getMainShowRoom.path)).content).toBeNull();
    expect((await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?status=ongoing`)).content.total).toBe(0);
  });

  it('lists the running exhibitions, ending soonest first', async () => {
    const { content } = await get<ShowRoomCard[]>(show.getStartShowRoom.path);
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((r) => r.status === 'ongoing' && r.startTime <= clock && r.endTime > clock)).toBe(true);
    expect(content.map((r) => r.endTime)).toEqual(content.map((r) => r.endTime).sort((a, b) => a - b));
    clock = SEED_NOW - 400 * DAY;
    expect((await get<ShowRoomCard[]>(show.getStartShowRoom.path)).content).toEqual([]);
  });

  it('answers the earliest start and latest end', async () => {
    const { content } = await get<{ minTime: number; maxTime: number }>(show.getMaxMinTime.path);
    const rows = all<{ start_at: number; end_at: number }>(
      app.db,
      'SELECT start_at, end_at FROM exhibition_show_rooms',
    );
    expect(content.minTime).toBe(Math.min(...rows.map((r) => r.start_at)));
    expect(content.maxTime).toBe(Math.max(...rows.map((r) => r.end_at)));
  });
});

describe('exhibition detail and areas', () => {
  it('counts the booths left from the applications holding one', async () => {
    const main = (await get<ShowRoomDetail>(show.getMainShowRoom.path)).content;
    const detail = (await get<ShowRoomDetail>(byId(main.id))).content;
    for (const location of detail.locations) {
      const holding = one<{ n: number }>(
        app.db,
        "SELECT count(*) AS n FROM exhibition_signups WHERE location_id = ? AND audit_status IN ('waitAudit', 'auditing', 'auditPass')",
        location.id,
      )!.n;
      expect(location.boothRemaining).toBe(location.boothTotal - holding);
    }
    expect(detail.boothRemaining).toBe(detail.locations.reduce((s, l) => s + l.boothRemaining, 0));
    expect(detail.intro.length).toBeGreaterThan(0);
    const locations = await get<ShowLocation[]>(`${show.showLocationFindAllList.path}?showRoomId=${main.id}`);
    expect(locations.content).toEqual(detail.locations);
  });

  it('answers not found for an unknown exhibition', async () => {
    expect((await get(byId(9999))).resultCode).toBe('B017');
    expect((await get(`${show.showLocationFindAllList.path}?showRoomId=9999`)).resultCode).toBe('B017');
    expect((await get(`${show.showServiceGetOne.path}?showRoomId=9999`)).resultCode).toBe('B017');
    const missing = await get(show.showLocationFindAllList.path);
    expect(missing.status).toBe(400);
    expect(missing.field).toBe('showRoomId');
  });

  it('serves the services of an exhibition', async () => {
    const { content } = await get<ShowService>(`${show.showServiceGetOne.path}?showRoomId=1`);
    expect(content.showRoomId).toBe(1);
    expect(content.items.map((i) => i.key)).toEqual(expect.arrayContaining(['traffic', 'accommodation', 'catering']));
    expect(content.notices.length).toBeGreaterThan(0);
  });
});

describe('booth applications', () => {
  it('give the form data and let a merchant apply to an open exhibition', async () => {
    const main = (await get<ShowRoomDetail>(show.getMainShowRoom.path)).content;
    const url = buildPath(show.getSignUpData.path, { id: main.id });
    expect((await get(url)).resultCode).toBe('G001');
    const { content } = await get<SignUpData>(url, 'seller');
    expect(content.showRoom.id).toBe(main.id);
    expect(content.locations).toEqual(main.locations);
    expect(content.products.length).toBeGreaterThan(0);
    const own = all<{ id: number }>(
      app.db,
      'SELECT id FROM products WHERE company_id = ? AND off_shelf = 0',
      companyIdOf(app, 'seller'),
    );
    expect(content.products.every((p) => own.some((o) => o.id === p.id))).toBe(true);
    // The seeded application of the demo seller to the big fair is pending: it may still be changed.
    expect(content.signup).toMatchObject({ auditStatus: 'waitAudit', companyId: companyIdOf(app, 'seller') });
    expect(content.signup!.products).toHaveLength(content.signup!.exhibitCount);
    expect(content).toMatchObject({ canApply: true, blockedBy: null });
  });

  it('say why others may not apply', async () => {
    const main = (await get<ShowRoomDetail>(show.getMainShowRoom.path)).content;
    const url = buildPath(show.getSignUpData.path, { id: main.id });
    expect((await get<SignUpData>(url, 'buyer')).content).toMatchObject({ canApply: false, blockedBy: 'notMerchant' });
    expect((await get<SignUpData>(url, 'personal')).content).toMatchObject({
      canApply: false,
      blockedBy: 'individual',
    });

    const ended = (await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?status=ended`)).content.records[0]!;
    const endedUrl = buildPath(show.getSignUpData.path, { id: ended.id });
    const sellerEnded = (await get<SignUpData>(endedUrl, 'seller')).content;
    expect(sellerEnded.canApply).toBe(false);
    expect(['closed', 'applied']).toContain(sellerEnded.blockedBy);

    // After the deadline the big fair is closed too (a login of that day: tokens live 7 days).
    clock = main.signupDeadline;
    const res = await app.inject({ method: 'GET', url, headers: { 'x-token': tokenOf(app, 'seller') } });
    expect(res.json()).toMatchObject({ resultCode: '000', content: { canApply: false, blockedBy: 'closed' } });
  });

  it('say an approved exhibitor has applied, and a full exhibition is full', async () => {
    const approved = one<{ show_room_id: number }>(
      app.db,
      `SELECT s.show_room_id FROM exhibition_signups s JOIN exhibition_show_rooms r ON r.id = s.show_room_id
        WHERE s.company_id = ? AND s.audit_status = 'auditPass' ORDER BY s.created_at DESC LIMIT 1`,
      companyIdOf(app, 'factory'),
    )!;
    const latest = one<{ audit_status: string }>(
      app.db,
      'SELECT audit_status FROM exhibition_signups WHERE company_id = ? AND show_room_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
      companyIdOf(app, 'factory'),
      approved.show_room_id,
    )!;
    expect(latest.audit_status).toBe('auditPass');
    const data = await get<SignUpData>(buildPath(show.getSignUpData.path, { id: approved.show_room_id }), 'factory');
    expect(data.content.blockedBy).toBe('applied');

    const upcoming = (await get<Page<ShowRoomCard>>(`${show.showRoomPage.path}?status=upcoming`)).content.records.find(
      (r) => !r.isMain,
    )!;
    const url = buildPath(show.getSignUpData.path, { id: upcoming.id });
    const before = (await get<SignUpData>(url, 'seller')).content;
    if (before.signup === null) expect(before.blockedBy).toBeNull();
    run(app.db, 'UPDATE exhibition_locations SET booth_total = 0 WHERE show_room_id = ?', upcoming.id);
    run(
      app.db,
      'DELETE FROM exhibition_signup_products WHERE signup_id IN (SELECT id FROM exhibition_signups WHERE show_room_id = ? AND company_id = ?)',
      upcoming.id,
      companyIdOf(app, 'seller'),
    );
    run(
      app.db,
      'DELETE FROM exhibition_signups WHERE show_room_id = ? AND company_id = ?',
      upcoming.id,
      companyIdOf(app, 'seller'),
    );
    const full = (await get<SignUpData>(url, 'seller')).content;
    expect(full).toMatchObject({ canApply: false, blockedBy: 'full' });
    expect(full.showRoom.boothRemaining).toBe(0);
  });

  it("page the caller company's applications by status", async () => {
    expect((await get(show.signupPage.path)).resultCode).toBe('G001');
    const { content } = await get<Page<SignUp>>(show.signupPage.path, 'factory');
    expect(content.total).toBeGreaterThan(0);
    expect(content.records.every((s) => s.companyId === companyIdOf(app, 'factory'))).toBe(true);
    const pending = await get<Page<SignUp>>(`${show.signupPage.path}?auditStatus=auditing`, 'factory');
    expect(pending.content.records.every((s) => s.auditStatus === 'auditing')).toBe(true);
    for (const signup of content.records) {
      expect(signup.products).toHaveLength(signup.exhibitCount);
      if (signup.auditStatus === 'auditPass') expect(signup.boothNo).not.toBeNull();
    }
    expect((await get<Page<SignUp>>(show.signupPage.path, 'buyer')).content.total).toBe(0);
  });

  it('show the public only approved exhibitors, by exhibition, area and keyword', async () => {
    const { content } = await get<Page<Exhibitor>>(`${show.signupPortalPage.path}?pageSize=100`);
    const approved = one<{ n: number }>(
      app.db,
      "SELECT count(*) AS n FROM exhibition_signups WHERE audit_status = 'auditPass'",
    )!.n;
    expect(content.total).toBe(approved);
    expect(content.records.every((e) => e.boothNo !== '' && e.products.length > 0)).toBe(true);
    const sample = content.records[0]!;
    const byRoom = await get<Page<Exhibitor>>(
      `${show.signupPortalPage.path}?showRoomId=${sample.showRoomId}&pageSize=100`,
    );
    expect(byRoom.content.records.every((e) => e.showRoomId === sample.showRoomId)).toBe(true);
    const byArea = await get<Page<Exhibitor>>(`${show.signupPortalPage.path}?locationId=${sample.locationId}`);
    expect(byArea.content.records.every((e) => e.locationId === sample.locationId)).toBe(true);
    const byName = await get<Page<Exhibitor>>(
      `${show.signupPortalPage.path}?keyword=${encodeURIComponent(sample.shopName)}`,
    );
    expect(byName.content.records.some((e) => e.id === sample.id)).toBe(true);
  });
});

describe('visitors', () => {
  it('are paged with masked names and mobiles, except the caller own registration', async () => {
    const { content } = await get<Page<ShowVisitor>>(`${show.showCustomerPage.path}?pageSize=100`);
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM exhibition_visitors')!.n);
    expect(content.records.every((v) => /^\d{3}\*{4}\d{4}$/.test(v.mobile) && v.name.includes('*'))).toBe(true);
    const mine = one<{ id: number; show_room_id: number; mobile: string }>(
      app.db,
      "SELECT v.id, v.show_room_id, v.mobile FROM exhibition_visitors v JOIN users u ON u.id = v.user_id WHERE u.account = 'buyer' LIMIT 1",
    )!;
    const asBuyer = await get<Page<ShowVisitor>>(
      `${show.showCustomerPage.path}?showRoomId=${mine.show_room_id}&pageSize=100`,
      'buyer',
    );
    expect(asBuyer.content.records.every((v) => v.showRoomId === mine.show_room_id)).toBe(true);
    expect(asBuyer.content.records.find((v) => v.id === mine.id)).toMatchObject({ name: '王明', mobile: mine.mobile });
    const demand = content.records[0]!.demand;
    const byDemand = await get<Page<ShowVisitor>>(
      `${show.showCustomerPage.path}?keyword=${encodeURIComponent(demand)}`,
    );
    expect(byDemand.content.records.every((v) => v.demand.includes(demand) || v.enterpriseName.includes(demand))).toBe(
      true,
    );
  });
});

describe('materials and documents', () => {
  it('page the materials of an exhibition, pointing at file/download', async () => {
    const { content } = await get<Page<ShowFile>>(`${show.showFilePage.path}?showRoomId=1`);
    expect(content.total).toBeGreaterThan(1);
    expect(
      content.records.every((f) => f.showRoomId === 1 && f.url === `/api/admin/file/download?fileId=${f.fileId}`),
    ).toBe(true);
  });

  it('write the generated documents into the upload folder with their recorded size', async () => {
    const files = all<{ path: string; size: number; mime: string }>(
      app.db,
      "SELECT path, size, mime FROM files WHERE path LIKE 'seed/documents/%'",
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const full = join(uploadDir, file.path);
      expect(statSync(full).size).toBe(file.size);
      const head = readFileSync(full).subarray(0, 5).toString('latin1');
      if (file.mime === 'application/pdf') expect(head).toBe('%PDF-');
    }
  });

  it('are served by file/download', async () => {
    const material = (await get<Page<ShowFile>>(`${show.showFilePage.path}?showRoomId=1`)).content.records[0]!;
    const res = await app.inject({ method: 'GET', url: material.url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(material.size);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('build PDFs whose cross-reference offsets point at their objects', () => {
    const bytes = pdfBytes(['Title (draft)', 'Line two']).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(bytes)![1]);
    expect(bytes.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...bytes.matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(bytes.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(bytes).toContain('(Title \\(draft\\)) Tj');
  });

  it('page the portal documents by category and keyword', async () => {
    const { content } = await get<Page<FileInfo>>(fileInfo.fileInfoPage.path);
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM exhibition_documents')!.n);
    const credit = await get<Page<FileInfo>>(`${fileInfo.fileInfoPage.path}?category=credit`);
    expect(credit.content.records.length).toBeGreaterThan(0);
    expect(credit.content.records.every((f) => f.category === 'credit')).toBe(true);
    const contract = await get<Page<FileInfo>>(`${fileInfo.fileInfoPage.path}?keyword=${encodeURIComponent('合同')}`);
    expect(contract.content.records.some((f) => f.title === '购销合同范本')).toBe(true);
    expect((await get(`${fileInfo.fileInfoPage.path}?category=secret`)).status).toBe(400);
  });
});
