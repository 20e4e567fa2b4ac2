// The provider's agent-purchase work list with a fake API: each request offers only the moves
// AGENT_RECORD_MOVES allows, a click moves it and the list is asked again, a rejection needs its reason, a
// status tab filters on the server; the empty state, in English.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  agentPurchaseRecordMove,
  agentPurchaseRecordWorkPage,
  type AgentWorkRecord,
} from '@portal/contracts/http/agent-purchasing';
import { errorBeside, fakeApi, ok, renderWithStore } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import AgentWorkSection from './agent-work-section.tsx';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.agent;
const page = <T,>(records: T[]) => ({ records, total: records.length, pageNum: 1, pageSize: 10 });
const loggedIn = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 9, account: 'provider', nickname: 'Provider', mobile: '138****0009', role: 'provider' },
  },
} as never;
const T = Date.UTC(2026, 5, 1, 2, 0, 0);

const record = (id: number, status: AgentWorkRecord['status']): AgentWorkRecord => ({
  id,
  product: {
    id: 3,
    title: `Agent goods ${id}`,
    image: '',
    productId: null,
    categoryId: null,
    categoryName: '',
    categoryNameEn: '',
    unit: 'piece',
    referencePrice: '12.50',
    serviceFeePercent: '3.5',
    minQuantity: '10',
    leadDays: 5,
    market: 'District 1',
    agent: { id: 4, name: 'Tongda', shopName: 'Tongda', logo: '', regionName: 'Yiwu' },
    requestCount: 2,
    description: '',
    createdAt: T,
  },
  quantity: '20',
  goodsAmount: '250.00',
  serviceFee: '8.75',
  deliveryMethod: 'selfPickup',
  contactName: 'Wang Ming',
  contactPhone: '13800000001',
  address: '',
  remark: '',
  status,
  rejectReason: null,
  createdAt: T,
  updatedAt: T,
  buyerName: 'Jinhua Trading',
});

describe('/sellerCenter/agentPurchases', () => {
  it('offers only the allowed moves, moves one at a click and rejects only with a reason', async () => {
    let records = [record(1, 'submitted'), record(2, 'shipped'), record(3, 'completed')];
    const api = fakeApi([
      [agentPurchaseRecordWorkPage, () => ok(page(records))],
      [
        agentPurchaseRecordMove,
        (call) => {
          const { recordId, to } = call.body as { recordId: number; to: AgentWorkRecord['status'] };
          records = records.map((r) => (r.id === recordId ? { ...r, status: to } : r));
          return ok(records.find((r) => r.id === recordId));
        },
      ],
    ]);
    const { user } = renderWithStore(<AgentWorkSection />, { preloadedState: loggedIn, lang: 'en' });
    const first = await screen.findByTestId(ids.work(1));
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept and purchase', 'Reject']);
    expect(
      within(screen.getByTestId(ids.work(2)))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark completed']);
    expect(within(screen.getByTestId(ids.work(3))).queryByRole('button')).toBeNull();

    // A rejection needs its reason: nothing is sent without one.
    await user.click(within(first).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(errorBeside(within(dialog).getByRole('textbox', { name: /Reason/ }))).toMatch(/required/),
    );
    expect(api.callsTo(agentPurchaseRecordMove)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(first).getByRole('button', { name: 'Accept and purchase' }));
    await waitFor(() =>
      expect(api.callsTo(agentPurchaseRecordMove)[0]?.body).toEqual({ recordId: 1, to: 'purchasing' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId(ids.work(1)))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Mark shipped']),
    );

    await user.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() =>
      expect(api.callsTo(agentPurchaseRecordWorkPage).at(-1)?.query).toMatchObject({ status: 'shipped' }),
    );
  });

  it('says when there is nothing to handle', async () => {
    fakeApi([[agentPurchaseRecordWorkPage, () => ok(page([]))]]);
    renderWithStore(<AgentWorkSection />, { preloadedState: loggedIn, lang: 'en' });
    expect(await screen.findByText('No agent purchase requests here')).toBeTruthy();
  });
});
