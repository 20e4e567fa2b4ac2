// The settlement notice of the lot and group-buy pages: an order made with the deposit applied (its figures and
// the way to the order itself, where it is paid), or the deposit released (no way to an order).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DepositSettlement } from '@portal/contracts/entities/settlement';
import { renderPage } from '@/test/render.tsx';
import { testIds } from '@/shared/test-ids.ts';
import { SettlementNotice } from './settlement-notice.tsx';

const ORDERED: DepositSettlement = {
  deposit: 'applied',
  depositAmount: '3000.00',
  order: { id: 42, orderNo: 'DD202612030001', amount: '15500.00', depositApplied: '3000.00', due: '12500.00' },
  at: 1_764_000_000_000,
};

describe('SettlementNotice', () => {
  it("shows the order's figures and opens that order in the buyer centre, where it is paid", async () => {
    const { user } = renderPage(<SettlementNotice settlement={ORDERED} />, { path: '/details' });
    const notice = screen.getByTestId(testIds.settlement.notice);
    expect(notice.dataset.deposit).toBe('applied');
    for (const text of ['DD202612030001', '¥15,500.00', '¥3,000.00', '¥12,500.00']) {
      expect(notice.textContent).toContain(text);
    }
    const link = screen.getByTestId(testIds.settlement.toOrder);
    expect(link.getAttribute('href')).toBe('/buyerCenter/orders?order=42');
    await user.click(link);
    expect(screen.getByTestId('probe-location').textContent).toBe('/buyerCenter/orders?order=42');
  });

  it('shows a released deposit with no way to an order', () => {
    renderPage(
      <SettlementNotice settlement={{ deposit: 'released', depositAmount: '3000.00', order: null, at: 1 }} />,
      { path: '/details', lang: 'en' },
    );
    const notice = screen.getByTestId(testIds.settlement.notice);
    expect(notice.dataset.deposit).toBe('released');
    expect(notice.textContent).toContain('¥3,000.00');
    expect(screen.queryByTestId(testIds.settlement.toOrder)).toBeNull();
  });
});
