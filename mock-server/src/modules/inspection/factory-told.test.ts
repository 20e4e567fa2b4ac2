// The factory's side of a booking, through app.inject: a visit booked or a self-inspection asked of the demo
// factory tells its users on their rooms (`user:factoryRequest`, pendingReview) and writes their notice in the
// booking's transaction (a booking rolled back leaves neither); and the seed leaves a visit and a self-inspection
// waiting for the demo factory's answer, with the notices a booking gives its users.
import { describe, expect, it, vi } from 'vitest';
import * as inspection from '@portal/contracts/http/factory-inspection';
import type { Inspection } from '@portal/contracts/http/factory-inspection';
import * as visit from '@portal/contracts/http/factory-visit';
import type { FactoryVisit } from '@portal/contracts/http/factory-visit';
import * as notification from '@portal/contracts/http/notification';
import type { NotificationItem } from '@portal/contracts/http/notification';
import type { PageOf } from '@portal/contracts/operation';
import { all, one } from '../../db/database.ts';
import { DAY, chinaDate } from '../../lib/china-time.ts';
import { useTestApp } from '../../test/app.ts';
import { companyIdOf, get, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
const server = useTestApp({ now: () => T0 });

const notices = async (account: string, lang: 'zh' | 'en') =>
  (
    await get<PageOf<NotificationItem>>(server.app, notification.notificationPage, {
      token: server.token(account),
      query: { pageSize: 50 },
      lang,
    })
  ).content.records;
const factoryUsers = () =>
  all<{ id: number }>(server.app.db, 'SELECT id FROM users WHERE company_id = ?', companyIdOf(server.app, 'factory'));
const visitBody = (name: string) => ({
  factoryId: companyIdOf(server.app, 'factory'),
  visitDate: chinaDate(T0 + 5 * DAY),
  visitors: 2,
  name,
  mobile: '13800000003',
  enterpriseName: '金华贸易',
});

describe("the factory's side of a booking", () => {
  it('seeds a visit and a self-inspection waiting for the demo factory', async () => {
    const token = server.token('factory');
    const visits = await get<PageOf<FactoryVisit>>(server.app, visit.factoryVisitPortalPage, {
      token,
      query: { status: 'pendingReview', pageSize: 100 },
    });
    expect(visits.content.records.length).toBeGreaterThan(0);
    const waiting = await get<PageOf<Inspection>>(server.app, inspection.factoryInspectionPortalPage, {
      token,
      query: { awaitingFactory: true, pageSize: 100 },
    });
    expect(waiting.content.records.length).toBeGreaterThan(0);
    expect(waiting.content.records.every((r) => r.awaitingFactory && r.type !== 'platform')).toBe(true);
  });

  it("gives the demo factory's users the notices of what waits for its answer, unread, as a booking would", async () => {
    const factoryId = companyIdOf(server.app, 'factory');
    const visits = all<{ enterprise_name: string }>(
      server.app.db,
      "SELECT enterprise_name FROM factory_visits WHERE factory_company_id = ? AND status = 'pendingReview'",
      factoryId,
    );
    const inspections = all<{ id: number }>(
      server.app.db,
      "SELECT id FROM inspection_applications WHERE factory_company_id = ? AND status = 'inProgress' AND awaiting_factory = 1",
      factoryId,
    );
    // At least the seed's own: a visit and a self-inspection asked by a buyer that is none of the demo accounts.
    expect(visits.length).toBeGreaterThan(0);
    expect(inspections.length).toBeGreaterThan(0);
    for (const user of factoryUsers()) {
      const records = all<{ kind: string; title: string; text: string; link: string; read_at: number | null }>(
        server.app.db,
        'SELECT kind, title, text, link, read_at FROM notifications WHERE user_id = ?',
        user.id,
      );
      expect(records.filter((r) => r.title === '新的参观工厂申请')).toHaveLength(visits.length);
      expect(records.filter((r) => r.title === '新的验厂申请')).toHaveLength(inspections.length);
      expect(records.every((r) => r.kind === 'factoryRequest' && r.read_at === null)).toBe(true);
      expect(records.every((r) => r.link === '/factoryCenter/factoryRequests')).toBe(true);
      expect(
        records
          .filter((r) => r.title === '新的参观工厂申请')
          .map((r) => r.text)
          .sort(),
      ).toEqual(visits.map((v) => v.enterprise_name).sort());
    }
    // What the factory's bell reads, in English too.
    const en = await notices('factory', 'en');
    expect(en.filter((n) => n.title === 'New factory visit request')).toHaveLength(visits.length);
    expect(en.filter((n) => n.title === 'New factory inspection request')).toHaveLength(inspections.length);
    const unread = await get<{ unread: number }>(server.app, notification.notificationUnreadCount, {
      token: server.token('factory'),
    });
    expect(unread.content.unread).toBe(visits.length + inspections.length);
  });

  it('tells every user of the factory of a visit booked, its notice written with the booking, in zh and en', async () => {
    const publish = vi.spyOn(server.app.realtime, 'publish');
    const booked = await server.post<{ id: number }>(visit.factoryVisitInitiate, visitBody('王明'), 'buyer3', 'en');
    expect(booked.resultCode).toBe('000');
    const id = booked.content.id;
    for (const user of factoryUsers()) {
      expect(publish).toHaveBeenCalledWith(
        `user:${user.id}`,
        'user:factoryRequest',
        expect.objectContaining({ kind: 'visit', id, status: 'pendingReview', title: '金华贸易' }),
      );
    }
    // Not to the booker: it asked.
    expect(publish).not.toHaveBeenCalledWith(
      `user:${userIdOf(server.app, 'buyer3')}`,
      'user:factoryRequest',
      expect.anything(),
    );
    publish.mockRestore();
    const [zh] = await notices('factory', 'zh');
    expect(zh).toMatchObject({
      kind: 'factoryRequest',
      title: '新的参观工厂申请',
      text: '金华贸易',
      link: '/factoryCenter/factoryRequests',
      readAt: null,
    });
    const [en] = await notices('factory', 'en');
    expect(en).toMatchObject({ id: zh!.id, title: 'New factory visit request' });
  });

  it('tells the factory of a self-inspection asked of it', async () => {
    const before = (await notices('factory', 'en')).length;
    const asked = await server.post<{ id: number }>(
      inspection.factoryInspectionInitiate,
      {
        factoryId: companyIdOf(server.app, 'factory'),
        type: 'selfFactory',
        expectedDate: chinaDate(T0 + 8 * DAY),
        items: ['licence'],
        contactName: '王明',
        contactPhone: '13800000003',
      },
      'buyer2',
      'en',
    );
    expect(asked.resultCode).toBe('000');
    const records = await notices('factory', 'en');
    expect(records).toHaveLength(before + 1);
    expect(records[0]).toMatchObject({
      title: 'New factory inspection request',
      link: '/factoryCenter/factoryRequests',
    });
  });

  it('writes no notice when the booking rolls back (one transaction)', async () => {
    const before = (await notices('factory', 'zh')).length;
    const visitsBefore = one<{ n: number }>(server.app.db, 'SELECT count(*) AS n FROM factory_visits')!.n;
    const original = server.app.realtime.publish.bind(server.app.realtime);
    // The booking fails after the factory's notice was written inside its transaction.
    const publish = vi.spyOn(server.app.realtime, 'publish').mockImplementation((room, event, data) => {
      original(room, event, data);
      if (event === 'user:factoryRequest') throw new Error('a write after the notice failed');
    });
    const answer = await server.post(visit.factoryVisitInitiate, visitBody('韩梅梅'), 'seller', 'en');
    publish.mockRestore();
    expect(answer.status).toBe(500);
    expect(one<{ n: number }>(server.app.db, 'SELECT count(*) AS n FROM factory_visits')!.n).toBe(visitsBefore);
    expect(await notices('factory', 'zh')).toHaveLength(before);
  });
});
