// The header's notification bell with a real store and a fake API: the unread count at login and from the
// user's room, the list on opening (newest first, unread marked, each a link, marked read on the server and
// the count answered), its empty and error states; the buyer centre's page with paging and 'mark all read'.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@portal/contracts/entities/user';
import {
  notificationPage,
  notificationRead,
  notificationUnreadCount,
  type NotificationItem,
} from '@portal/contracts/http/notification';
import { fakeApi, ok, pagedReply, renderWithStore, type FakeHandler } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { userEventReceived } from '@/shared/realtime/user-events.ts';
import { testIds } from '@/shared/test-ids.ts';
import { notificationTestIds as ids } from '@/features/notifications/test-ids.ts';
import NotificationsSection from '@/features/notifications/notifications-section.tsx';
import { NotificationBell } from './notification-bell.tsx';

const user: UserInfo = {
  id: 7,
  account: 'buyer',
  nickname: '义乌采购商',
  mobile: '138****0001',
  role: 'buyer',
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};

const notice = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  kind: 'deposit',
  title: `Deposit rejected ${id}`,
  text: `Lot ${id}. Reason: blurred voucher`,
  link: `/details?id=${id}`,
  createdAt: Date.now() - id * 60_000,
  readAt: null,
  ...extra,
});

const loggedIn = (lang: 'zh' | 'en' = 'en') => ({
  preloadedState: {
    session: { ...initialSessionState, token: 'tok', userInfo: user },
    ui: { ...initialUiState, language: lang },
  },
});

function fakes(items: NotificationItem[], page: FakeHandler = (request) => pagedReply(request, items, () => true)) {
  let unread = items.filter((item) => item.readAt === null).length;
  return fakeApi([
    [notificationUnreadCount, () => ok({ unread })],
    [notificationPage, page],
    [
      notificationRead,
      (request) => {
        const body = request.body as { ids?: number[]; all?: boolean };
        for (const item of items) {
          if (item.readAt === null && (body.all || body.ids?.includes(item.id))) item.readAt = Date.now();
        }
        unread = items.filter((item) => item.readAt === null).length;
        return ok({ unread });
      },
    ],
  ]);
}

const bell = () => screen.getByTestId(testIds.header.notifications);

describe('NotificationBell', () => {
  it('shows the unread count, follows the user room, and lists the newest notices marked read on opening', async () => {
    const items = [notice(1), notice(2), notice(3, { readAt: Date.now() - 1000 })];
    const api = fakes(items);
    const { store, user: clicker } = renderWithStore(<NotificationBell />, loggedIn());
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(screen.getByTestId(testIds.header.notificationCount).textContent).toBe('2');

    // Another tab, or a new notice: the user's room tells the count.
    act(() => {
      store.dispatch(
        userEventReceived({ event: 'user:notifications', data: { unread: 5, added: null }, seq: 1, epoch: 'e', at: 0 }),
      );
    });
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 5 unread');

    await clicker.click(bell());
    const list = await screen.findByTestId(ids.list);
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/details?id=1', '/details?id=2', '/details?id=3']);
    expect(rows[0]?.textContent).toContain('Unread: Deposit rejected 1');
    expect(rows[0]?.textContent).toContain('Lot 1. Reason: blurred voucher');
    expect(rows[0]?.textContent).toContain('1 minute ago');
    expect(screen.getAllByTestId(ids.row).map((row) => row.hasAttribute('data-unread'))).toEqual([true, true, false]);
    await waitFor(() => expect(api.callsTo(notificationRead).map((call) => call.body)).toEqual([{ ids: [1, 2] }]));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications'));
    expect(screen.queryByTestId(testIds.header.notificationCount)).toBeNull();
    expect(screen.getByRole('link', { name: 'View all notifications' }).getAttribute('href')).toBe(
      '/buyerCenter/notifications',
    );
  });

  it('says when there is none, in Chinese', async () => {
    fakes([]);
    const { user: clicker } = renderWithStore(<NotificationBell />, loggedIn('zh'));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知'));
    await clicker.click(bell());
    expect(await screen.findByText('暂无通知')).toBeTruthy();
  });

  it('says when the list could not load, with a retry', async () => {
    let fail = true;
    const items = [notice(1)];
    fakes(items, (request) =>
      fail ? { status: 500, body: { resultCode: '500', content: 'boom' } } : pagedReply(request, items, () => true),
    );
    const { user: clicker } = renderWithStore(<NotificationBell />, loggedIn());
    await clicker.click(bell());
    const retry = await screen.findByRole('button', { name: /retry/i });
    fail = false;
    await clicker.click(retry);
    expect(await screen.findByText('Deposit rejected 1')).toBeTruthy();
  });
});

describe('NotificationsSection', () => {
  it('pages the notices newest first and marks them all read', async () => {
    const items = Array.from({ length: 12 }, (_, i) => notice(i + 1, i >= 10 ? { readAt: 1 } : {}));
    const api = fakes(items);
    const { user: clicker } = renderWithStore(<NotificationsSection />, loggedIn());
    await waitFor(() => expect(screen.getAllByTestId(ids.row)).toHaveLength(10));
    await waitFor(() => expect(api.callsTo(notificationRead)).toHaveLength(1));
    await clicker.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId(ids.row)).toHaveLength(2));
    expect(screen.getByText('Deposit rejected 11')).toBeTruthy();
    expect(api.callsTo(notificationPage).at(-1)?.query).toMatchObject({ pageNum: '2', pageSize: '10' });
  });
});
