// The factory centre's requests with a fake API: the visits booked with the factory by status, accepting one
// with the reception time (nothing sent without it), declining with a reason (a server 400 lands under the
// field), the self-inspections waiting for the factory, a booking pushed on the factory user's room shown
// without a reload, and the empty and error states, in English.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserFactoryRequestEvent } from '@portal/contracts/events/user';
import {
  factoryInspectionPortalPage,
  factoryInspectionReply,
  type Inspection,
} from '@portal/contracts/http/factory-inspection';
import { factoryVisitPortalPage, factoryVisitReply, type FactoryVisit } from '@portal/contracts/http/factory-visit';
import { errorBeside, fakeApi, fieldRejected, ok, renderWithStore } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { userRoomActions } from '@/shared/realtime/user-room.ts';
import FactoryRequestsSection from './factory-requests-section.tsx';
import { inspectionTestIds } from './test-ids.ts';

const ids = inspectionTestIds.factory;
const page = <T,>(records: T[]) => ({ records, total: records.length, pageNum: 1, pageSize: 10 });
const loggedIn = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 5, account: 'factory', nickname: 'Factory', mobile: '138****0005', role: 'factory' },
  },
} as never;
const factory = { id: 7, name: 'Hengda Toys Co.', shopName: 'Hengda Toys', logo: '/logo.svg', regionName: 'Yiwu' };
const T = Date.UTC(2026, 5, 1, 2, 0, 0);

const visit = (id: number, extra: Partial<FactoryVisit> = {}): FactoryVisit => ({
  id,
  code: `CG${id}`,
  factory,
  visitDate: '2026-06-08',
  visitors: 3,
  name: `Visitor ${id}`,
  mobile: '13800000001',
  enterpriseName: 'Jinhua Trading',
  purpose: 'See the moulding line',
  status: 'pendingReview',
  reply: null,
  createdAt: T,
  ...extra,
});

const waiting: Inspection = {
  id: 42,
  code: 'YC42',
  type: 'selfFactory',
  factory,
  applicantName: 'Jinhua Trading',
  products: [],
  items: ['Business licence check'],
  remark: '',
  expectedDate: '2026-06-10',
  confirmedDate: null,
  currentStep: 'auditConfirm',
  status: 'inProgress',
  steps: [],
  team: [],
  contactName: 'Wang Ming',
  contactPhone: '13800000001',
  report: null,
  nextStepAt: null,
  awaitingFactory: true,
  confirmedTime: null,
  declineReason: null,
  createdAt: T,
};

describe('/factoryCenter/factoryRequests', () => {
  it('accepts a visit with the reception time, never without it, and filters by status', async () => {
    let visits = [visit(1), visit(2, { status: 'confirmed', reply: 'Welcome on 2026-06-08 at 09:00', visitors: 1 })];
    const api = fakeApi([
      [factoryVisitPortalPage, () => ok(page(visits))],
      [
        factoryVisitReply,
        (call) => {
          visits = visits.map((v) =>
            v.id === 1 ? { ...v, status: 'confirmed', reply: 'Welcome on 2026-06-08 at 14:30' } : v,
          );
          return ok({ ...visits[0], ...(call.body as object) });
        },
      ],
    ]);
    const { user } = renderWithStore(<FactoryRequestsSection />, { preloadedState: loggedIn, lang: 'en' });
    const row = await screen.findByTestId(ids.visitRow(1));
    // Visitors counted in English: one visitor, three visitors.
    expect(row.textContent).toContain('Visit on 2026-06-08 · 3 visitors');
    expect(screen.getByTestId(ids.visitRow(2)).textContent).toContain('Visit on 2026-06-08 · 1 visitor');
    expect(screen.getByTestId(ids.visitRow(2)).textContent).not.toContain('1 visitors');
    expect(within(screen.getByTestId(ids.visitRow(2))).queryByRole('button', { name: /Accept/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Accept Visitor 1' }));
    const dialog = await screen.findByRole('dialog');
    const time = within(dialog).getByLabelText(/Reception time/);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(errorBeside(time)).toMatch(/required/));
    expect(api.callsTo(factoryVisitReply)).toHaveLength(0);
    await user.type(time, '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo(factoryVisitReply)).toHaveLength(1));
    expect(api.callsTo(factoryVisitReply)[0]?.body).toEqual({ visitId: 1, decision: 'accept', time: '14:30' });
    // The list is asked again: the row shows the answer and no buttons.
    await waitFor(() => expect(screen.getByTestId(ids.visitRow(1)).textContent).toContain('at 14:30'));
    expect(within(screen.getByTestId(ids.visitRow(1))).queryByRole('button', { name: /Accept/ })).toBeNull();
    // A status tab asks the server for that status only.
    await user.click(screen.getByRole('tab', { name: 'Declined' }));
    await waitFor(() =>
      expect(api.callsTo(factoryVisitPortalPage).at(-1)?.query).toMatchObject({ status: 'rejected' }),
    );
  });

  it('declines with a reason: nothing sent without one, a server 400 lands under the field', async () => {
    const api = fakeApi([
      [factoryVisitPortalPage, () => ok(page([visit(3)]))],
      [factoryVisitReply, () => fieldRejected('reason', 'A reason is required to decline.')],
    ]);
    const { user } = renderWithStore(<FactoryRequestsSection />, { preloadedState: loggedIn, lang: 'en' });
    const row = await screen.findByTestId(ids.visitRow(3));
    await user.click(within(row).getByRole('button', { name: 'Decline Visitor 3' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(errorBeside(reason)).toMatch(/required/));
    expect(api.callsTo(factoryVisitReply)).toHaveLength(0);
    await user.type(reason, 'Closed');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(errorBeside(reason)).toBe('A reason is required to decline.'));
    expect(api.callsTo(factoryVisitReply)[0]?.body).toEqual({ visitId: 3, decision: 'decline', reason: 'Closed' });
    expect((reason as HTMLTextAreaElement).value).toBe('Closed');
  });

  it('answers a self-inspection waiting for the factory, and lists those waiting under their own tab', async () => {
    const api = fakeApi([
      [factoryVisitPortalPage, () => ok(page([]))],
      [factoryInspectionPortalPage, () => ok(page([waiting]))],
      [factoryInspectionReply, () => ok({ ...waiting, awaitingFactory: false, confirmedTime: '10:00' })],
    ]);
    const { user } = renderWithStore(<FactoryRequestsSection />, { preloadedState: loggedIn, lang: 'en' });
    expect(await screen.findByText('No visit booked with your factory here')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Inspections' }));
    const row = await screen.findByTestId(ids.inspectionRow(42));
    expect(row.textContent).toContain('Waiting for the factory');
    await user.click(within(row).getByRole('button', { name: 'Accept Jinhua Trading' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reception time/), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.callsTo(factoryInspectionReply)[0]?.body).toEqual({
        inspectionId: 42,
        decision: 'accept',
        time: '10:00',
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'To answer' }));
    await waitFor(() =>
      expect(api.callsTo(factoryInspectionPortalPage).at(-1)?.query).toMatchObject({ awaitingFactory: 'true' }),
    );
  });

  it('shows a visit booked with the factory as soon as its room tells of it, with no reload', async () => {
    let visits = [visit(1, { status: 'confirmed', reply: 'Welcome on 2026-06-08 at 09:00' })];
    const api = fakeApi([[factoryVisitPortalPage, () => ok(page(visits))]]);
    const { store } = renderWithStore(<FactoryRequestsSection />, { preloadedState: loggedIn, lang: 'en' });
    await screen.findByTestId(ids.visitRow(1));
    expect(screen.queryByTestId(ids.visitRow(8))).toBeNull();
    const calls = api.callsTo(factoryVisitPortalPage).length;
    // A buyer books: the server stores the visit, then tells the factory's users on their rooms.
    visits = [visit(8, { name: 'Han Meimei' }), ...visits];
    const booked: UserFactoryRequestEvent = {
      kind: 'visit',
      id: 8,
      title: 'Jinhua Trading',
      titleEn: 'Jinhua Trading',
      status: 'pendingReview',
      confirmedDate: null,
      confirmedTime: null,
      reason: null,
      link: { target: 'visit', id: 8 },
      at: T,
    };
    // What the user-room stream puts for that event (shared/realtime/user-room.ts), into the page's store.
    const actions = userRoomActions([])({
      type: 'message',
      event: 'user:factoryRequest',
      message: { room: 'user:5', seq: 1, epoch: 'e1', at: T, data: booked },
    } as never);
    act(() => actions.forEach((action) => store.dispatch(action)));
    const row = await screen.findByTestId(ids.visitRow(8));
    expect(api.callsTo(factoryVisitPortalPage).length).toBe(calls + 1);
    expect(row.textContent).toContain('Han Meimei');
    expect(within(row).getByRole('button', { name: 'Accept Han Meimei' })).toBeTruthy();
  });

  it('says so when the requests cannot be loaded', async () => {
    fakeApi([[factoryVisitPortalPage, () => ({ status: 500, body: { resultCode: '500', content: 'boom' } })]]);
    renderWithStore(<FactoryRequestsSection />, { preloadedState: loggedIn, lang: 'en' });
    expect(await screen.findByText('The requests could not be loaded')).toBeTruthy();
  });
});
