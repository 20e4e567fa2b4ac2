// The seller's price applications against a fake API: pending ones are granted at once, or refused only with a
// reason (the rule's message when empty, nothing sent), the status tab lives in the URL, and a decided one has
// no buttons any more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  decidePriceApply,
  sellerPriceApplications,
  type PriceApplication,
  type PriceDecisionBody,
} from '@portal/contracts/http/product-price-apply';
import { errorBeside, fakeApi, ok, pagedReply, renderWithStore } from '@/test/render.tsx';
import PriceApplicationsSection from './price-applications-section.tsx';

function application(id: number, productTitle: string | null, extra: Partial<PriceApplication> = {}): PriceApplication {
  return {
    id,
    productId: productTitle === null ? null : 100 + id,
    productTitle,
    applicantName: 'Li Lei',
    companyName: 'Yiwu Trading',
    contactName: 'Li Lei',
    contactPhone: '13800000002',
    reason: 'Yearly bulk purchase',
    status: 'pending',
    rejectReason: null,
    appliedAt: 1_767_225_600_000,
    decidedAt: null,
    ...extra,
  };
}

function server() {
  const rows = [
    application(1, 'Glaze lamp'),
    application(2, 'Glaze cup'),
    application(3, null, { status: 'rejected', rejectReason: 'Dealers only', decidedAt: 1_767_225_700_000 }),
  ];
  return fakeApi([
    [
      sellerPriceApplications,
      (request) => pagedReply(request, rows, (row) => row.status === (request.query.status ?? 'pending')),
    ],
    [
      decidePriceApply,
      (request) => {
        const body = request.body as PriceDecisionBody;
        const row = rows.find((item) => item.id === body.id)!;
        row.status = body.approve ? 'approved' : 'rejected';
        row.rejectReason = body.reason ?? null;
        row.decidedAt = 1_767_225_800_000;
        return ok(row);
      },
    ],
  ]);
}

/** The card of the application about `text`. */
function card(text: string): HTMLElement {
  return screen.getByText(text).closest('article')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('price applications', () => {
  it('grants a pending application; the decided one leaves the pending tab', async () => {
    const api = server();
    const { user } = renderWithStore(<PriceApplicationsSection />, { lang: 'en' });
    await screen.findByText('Glaze lamp');
    expect(card('Glaze lamp').textContent).toContain('Reason: Yearly bulk purchase');
    expect(card('Glaze lamp').textContent).toContain('Li Lei · Yiwu Trading');
    await user.click(within(card('Glaze lamp')).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(api.callsTo(decidePriceApply)).toHaveLength(1));
    expect(api.callsTo(decidePriceApply)[0]?.body).toEqual({ id: 1, approve: true });
    await waitFor(() => expect(screen.queryByText('Glaze lamp')).toBeNull());
    expect(screen.getByText('Glaze cup')).toBeTruthy();
  });

  it('refuses only with a reason, and shows refused ones with their reason and no buttons', async () => {
    const api = server();
    const { user, router } = renderWithStore(<PriceApplicationsSection />, { lang: 'zh' });
    await screen.findByText('Glaze cup');
    await user.click(within(card('Glaze cup')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝该申请' });
    const reason = within(dialog).getByRole('textbox', { name: /拒绝理由/ });
    // Blank (spaces only) is refused on the form, nothing sent.
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(errorBeside(reason)).toBe('请填写拒绝理由（最多200个字符）');
    expect(api.callsTo(decidePriceApply)).toHaveLength(0);

    await user.type(reason, '仅对签约经销商开放');
    expect(errorBeside(reason)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(api.callsTo(decidePriceApply)).toHaveLength(1));
    expect(api.callsTo(decidePriceApply)[0]?.body).toEqual({ id: 2, approve: false, reason: '仅对签约经销商开放' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('tab', { name: '已拒绝' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    await screen.findByText('Glaze cup');
    expect(card('Glaze cup').textContent).toContain('拒绝理由：仅对签约经销商开放');
    // A whole-shop application names no goods.
    expect(card('本公司全部商品').textContent).toContain('拒绝理由：Dealers only');
    expect(within(card('Glaze cup')).queryByRole('button')).toBeNull();
  });
});
