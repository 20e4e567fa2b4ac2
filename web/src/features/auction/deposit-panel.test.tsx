// The deposit panel's forms load when it opens: a loading state in their place until their code has come, then
// the sign-up form, which checks its fields and sends the sign-up; the pay form opens the same way.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getMarginAmount, saveMargin } from '@portal/contracts/http/auction';
import { saveAuctionSign } from '@portal/contracts/http/auction-sign';
import type { UserInfo } from '@portal/contracts/entities/user';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { fakeApi, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { me } from './auction-fixtures.ts';
import { DepositPanel } from './deposit-panel.tsx';
import { auctionTestIds } from './test-ids.ts';

const ids = auctionTestIds.deposit;
const t = textsOf('auction');

function render(status: 'unregistered' | 'unpaid') {
  const api = fakeApi([
    [saveAuctionSign, () => ok(null)],
    [saveMargin, () => ok(null)],
    [
      getMarginAmount,
      () => ok({ marginAmount: '500.00', payee: { accountName: 'Market City', bank: 'Bank', accountNumber: '6222' } }),
    ],
  ]);
  const onChanged = vi.fn();
  const view = renderWithStore(
    <DepositPanel
      auctionId={11}
      marginAmount="500.00"
      ended={false}
      me={me({ depositStatus: status })}
      onChanged={onChanged}
    />,
    {
      route: '/details?id=11',
      preloadedState: {
        session: { ...initialSessionState, token: 'tok', userInfo: { id: 7, account: 'buyer' } as UserInfo },
        ui: { ...initialUiState, language: 'en' },
      },
    },
  );
  return { ...view, api, onChanged };
}

describe('the deposit panel', () => {
  it('loads the sign-up form when opened, showing a loading state meanwhile, and signs up', async () => {
    const { user, api, onChanged } = render('unregistered');
    expect(screen.queryByRole('textbox', { name: t('deposit.contactName') })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('deposit.signUp') }));
    // The form's code is on its way: its place says so (a status) until it has come.
    expect(screen.getByTestId(ids.formsLoading).getAttribute('role')).toBe('status');
    const name = await screen.findByRole('textbox', { name: t('deposit.contactName') });
    expect(screen.queryByTestId(ids.formsLoading)).toBeNull();

    // The form's own checks first: nothing is sent without the agreement.
    await user.type(name, 'Li Lei');
    await user.type(screen.getByRole('textbox', { name: t('deposit.contactPhone') }), '13800138000');
    await user.click(screen.getByRole('button', { name: t('deposit.signUp') }));
    expect(api.callsTo(saveAuctionSign)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: t('deposit.agree') }));
    await user.click(screen.getByRole('button', { name: t('deposit.signUp') }));
    await waitFor(() => expect(api.callsTo(saveAuctionSign)).toHaveLength(1));
    expect(api.callsTo(saveAuctionSign)[0]?.body).toMatchObject({
      auctionId: 11,
      contactName: 'Li Lei',
      contactPhone: '13800138000',
      agree: true,
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('loads the pay form when opened, with the payee of the margin', async () => {
    const { user } = render('unpaid');
    await user.click(screen.getByRole('button', { name: t('deposit.pay') }));
    expect(await screen.findByRole('textbox', { name: t('deposit.amount') })).toBeTruthy();
    expect(screen.getByRole('button', { name: t('deposit.send') })).toBeTruthy();
    expect(await screen.findByText('6222')).toBeTruthy();
  });
});
