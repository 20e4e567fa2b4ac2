// The provider's agent-purchase work list with a fake API: each request offers only the moves
// AGENT_RECORD_MOVES allows, a click moves it and the list is asked again, a rejection needs its reason, a
// status tab filters on the server; the empty state, in English.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { agentPurchaseRecordMove, agentPurchaseRecordWorkPage } from '@portal/contracts/http/agent-purchasing';
import { errorBeside, renderWithStore } from '@/test/render.tsx';
import { agentWorkFakes, agentWorkRecord, buttonTexts } from '@/test/agent-work.ts';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import AgentWorkSection from './agent-work-section.tsx';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.agent;
const loggedIn = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 9, account: 'provider', nickname: 'Provider', mobile: '138****0009', role: 'provider' },
  },
} as never;
const record = agentWorkRecord;

describe('/sellerCenter/agentPurchases', () => {
  it('offers only the allowed moves, moves one at a click and rejects only with a reason', async () => {
    const api = agentWorkFakes([record(1, 'submitted'), record(2, 'shipped'), record(3, 'completed')]);
    const { user } = renderWithStore(<AgentWorkSection />, { preloadedState: loggedIn, lang: 'en' });
    const first = await screen.findByTestId(ids.work(1));
    expect(buttonTexts(first)).toEqual(['Accept and purchase', 'Reject']);
    expect(buttonTexts(screen.getByTestId(ids.work(2)))).toEqual(['Mark completed']);
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
    await waitFor(() => expect(buttonTexts(screen.getByTestId(ids.work(1)))).toEqual(['Mark shipped']));

    await user.click(screen.getByRole('tab', { name: 'Shipped' }));
    await waitFor(() =>
      expect(api.callsTo(agentPurchaseRecordWorkPage).at(-1)?.query).toMatchObject({ status: 'shipped' }),
    );
  });

  it('says when there is nothing to handle', async () => {
    agentWorkFakes([]);
    renderWithStore(<AgentWorkSection />, { preloadedState: loggedIn, lang: 'en' });
    expect(await screen.findByText('No agent purchase requests here')).toBeTruthy();
  });
});
