// The operator console as its route composes it, with a real store and a fake API: the agent purchases of
// every provider (each row naming its provider), newest first as the server answers, filtered by status, moved
// as the provider moves them (a rejection only with a reason, in zh and en), and the operator's own
// notifications; the tab lives in the URL. Nobody but the operator sees any of it.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@portal/contracts/entities/user';
import {
  agentPurchaseRecordMove,
  agentPurchaseRecordWorkPage,
  type AgentWorkRecord,
} from '@portal/contracts/http/agent-purchasing';
import { notificationPage, notificationRead, type NotificationItem } from '@portal/contracts/http/notification';
import { reviewQueuePage } from '@portal/contracts/http/review-queue';
import { errorBeside, fakeApi, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { AGENT_WORK_NOW as T, agentWorkFakes, agentWorkRecord, buttonTexts as buttons } from '@/test/agent-work.ts';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { consoleTestIds } from '@/features/console/test-ids.ts';
import { tradeTestIds } from '@/features/trade-requests/test-ids.ts';
import { notificationTestIds } from '@/features/notifications/test-ids.ts';
import ConsoleRoute from './console-route.tsx';

const page = <R,>(records: R[]) => ({ records, total: records.length, pageNum: 1, pageSize: 10 });

const operator: UserInfo = {
  id: 7,
  account: 'operator',
  nickname: 'Operator',
  mobile: '138****0007',
  role: 'operator',
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};
const as = (user: UserInfo, lang: 'zh' | 'en' = 'en') => ({
  session: { ...initialSessionState, token: 'tok', userInfo: user },
  ui: { ...initialUiState, language: lang },
});

const ids = tradeTestIds.agent;
const record = (id: number, agent: string, status: AgentWorkRecord['status']) => agentWorkRecord(id, status, agent);
const agentFakes = (records: AgentWorkRecord[]) => agentWorkFakes(records, [[reviewQueuePage, () => ok(page([]))]]);

describe('/console?tab=agentPurchases', () => {
  it("lists every provider's requests, filters them by status and moves them as their provider would", async () => {
    const api = agentFakes([record(1, 'Tongda Agency', 'submitted'), record(2, 'Hengxin Sourcing', 'purchasing')]);
    const { user, router } = renderWithStore(<ConsoleRoute />, {
      preloadedState: as(operator),
      route: '/console?tab=agentPurchases',
    });
    const first = await screen.findByTestId(ids.work(1), {}, { timeout: 5000 });
    const second = screen.getByTestId(ids.work(2));
    expect(first.textContent).toContain('Agent: Tongda Agency');
    expect(second.textContent).toContain('Agent: Hengxin Sourcing');
    // The server's order (newest first) is the list's.
    expect(screen.getAllByTestId(/^agent-work-\d+$/).map((row) => row.getAttribute('data-testid'))).toEqual([
      ids.work(1),
      ids.work(2),
    ]);
    expect(api.callsTo(agentPurchaseRecordWorkPage)[0]?.query).not.toHaveProperty('status');
    expect(buttons(first)).toEqual(['Accept and purchase', 'Reject']);
    expect(buttons(second)).toEqual(['Mark shipped']);

    await user.click(within(second).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(api.callsTo(agentPurchaseRecordMove)[0]?.body).toEqual({ recordId: 2, to: 'shipped' }));
    await waitFor(() => expect(buttons(screen.getByTestId(ids.work(2)))).toEqual(['Mark completed']));

    await user.click(screen.getByRole('tab', { name: 'Submitted' }));
    await waitFor(() =>
      expect(api.callsTo(agentPurchaseRecordWorkPage).at(-1)?.query).toMatchObject({ status: 'submitted' }),
    );
    await waitFor(() => expect(screen.queryByTestId(ids.work(2))).toBeNull());
    expect(router.state.location.search).toBe('?tab=agentPurchases');
  });

  it.each([
    ['zh', '拒绝', '拒绝原因不能为空'],
    ['en', 'Reject', 'Reason is required'],
  ] as const)('rejects only with a reason, said under the field (%s)', async (lang, reject, required) => {
    const api = agentFakes([record(3, 'Tongda Agency', 'submitted')]);
    const { user } = renderWithStore(<ConsoleRoute />, {
      preloadedState: as(operator, lang),
      route: '/console?tab=agentPurchases',
    });
    const row = await screen.findByTestId(ids.work(3), {}, { timeout: 5000 });
    await user.click(within(row).getByRole('button', { name: reject }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox');
    await user.click(within(dialog).getByRole('button', { name: reject }));
    await waitFor(() => expect(errorBeside(reason)).toBe(required));
    expect(api.callsTo(agentPurchaseRecordMove)).toHaveLength(0);
    await user.type(reason, 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: reject }));
    await waitFor(() =>
      expect(api.callsTo(agentPurchaseRecordMove)[0]?.body).toEqual({
        recordId: 3,
        to: 'rejected',
        reason: 'Out of stock',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(buttons(screen.getByTestId(ids.work(3)))).toEqual([]));
  });
});

describe('/console?tab=notifications', () => {
  const notice = (id: number): NotificationItem => ({
    id,
    kind: 'review',
    title: `Deposit to review ${id}`,
    text: `Lot ${id}`,
    link: `/details?id=${id}`,
    createdAt: T - id * 60_000,
    readAt: null,
  });

  it("shows the operator's notifications, marks the shown ones read, and switches tabs in the URL", async () => {
    const api = fakeApi([
      [reviewQueuePage, () => ok(page([]))],
      [notificationPage, () => ok(page([notice(1), notice(2)]))],
      [notificationRead, () => ok({ unread: 0 })],
    ]);
    const { user, router } = renderWithStore(<ConsoleRoute />, {
      preloadedState: as(operator),
      route: '/console?tab=notifications',
    });
    const list = await screen.findByTestId(notificationTestIds.list, {}, { timeout: 5000 });
    expect(list.textContent).toContain('Deposit to review 1');
    expect(list.textContent).toContain('Deposit to review 2');
    await waitFor(() => expect(api.callsTo(notificationRead)[0]?.body).toEqual({ ids: [1, 2] }));
    expect(screen.getByTestId(notificationTestIds.markAll)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: textsOf('console')('tabs.review') }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId(consoleTestIds.queue)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: textsOf('console')('tabs.agentPurchases') }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=agentPurchases'));
  });

  it("is the operator's only: another user is told so and sees no tab", async () => {
    fakeApi([]);
    renderWithStore(<ConsoleRoute />, {
      preloadedState: as({ ...operator, account: 'buyer', role: 'buyer' }),
      route: '/console?tab=notifications',
    });
    expect(await screen.findByTestId(consoleTestIds.notOperator)).toBeTruthy();
    expect(screen.queryByTestId(consoleTestIds.tab('notifications'))).toBeNull();
  });
});
