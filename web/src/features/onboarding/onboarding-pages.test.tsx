// The onboarding pages with a fake API: the wizard's step checks in zh and en (the shared rules beside their
// fields, nothing sent while a step fails), a step saved and the next shown;
// the status view of a rejected application with its reason; /qualification for a non-merchant.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  merchantEntryGet,
  merchantEntrySave,
  type MerchantEntry,
  type MyMerchantEntry,
} from '@portal/contracts/http/merchant-entry';
import { categoryManagementList } from '@portal/contracts/http/category-management';
import { fakeApi, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import CertificationPage from './certification-page.tsx';
import QualificationPage from './qualification-page.tsx';
import { onboardingTestIds as ids } from './test-ids.ts';

const t = textsOf('onboarding');

const loggedIn = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 9, account: 'fresh', nickname: 'Fresh', mobile: '139****0777', role: 'buyer' },
  },
} as never;

const none: MyMerchantEntry = { entry: null, applyable: true, reason: null, message: null };

function entry(extra: Partial<MerchantEntry> = {}): MerchantEntry {
  return {
    id: 5,
    status: 'draft',
    storeType: 'shop',
    companyName: 'Yiwu Star Trading',
    legalPerson: 'Zhang San',
    contact: 'Zhang San',
    phone: '13900001111',
    creditCode: '91330782MA2AB3CD4E',
    registeredCapital: '500',
    registrationPlace: 'Yiwu',
    address: '1 Chouzhou Road',
    postalCode: '322000',
    establishedOn: '2019-05-20',
    taxNumber: '91330782MA2AB3CD4E',
    bank: 'Bank of China',
    accountNumber: '6222021234567890',
    accountName: 'Yiwu Star Trading',
    licence: null,
    idFront: null,
    idBack: null,
    shopName: 'Star',
    logoWide: null,
    logoSquare: null,
    industries: [],
    attachments: [],
    rejectReason: null,
    submittedAt: null,
    auditedAt: null,
    companyId: null,
    updatedAt: 1,
    ...extra,
  };
}

describe('the onboarding wizard', () => {
  it('asks for the store type, in English, before saving anything', async () => {
    const api = fakeApi([
      [merchantEntryGet, () => ok(none)],
      [categoryManagementList, () => ok([])],
      [merchantEntrySave, () => ok(entry())],
    ]);
    const { user } = renderWithStore(<CertificationPage />, { preloadedState: loggedIn, lang: 'en' });
    await user.click(await screen.findByTestId(ids.next));
    expect(await screen.findByText('Store type is required')).toBeTruthy();
    expect(api.callsTo(merchantEntrySave)).toHaveLength(0);
    await user.click(screen.getByText('Shop (seller)'));
    await user.click(screen.getByRole('button', { name: t('next') }));
    await waitFor(() => expect(api.callsTo(merchantEntrySave)).toHaveLength(1));
    expect(api.callsTo(merchantEntrySave)[0]?.body).toEqual({ storeType: 'shop' });
    // The enterprise step is next.
    expect(await screen.findByTestId(ids.field('companyName'))).toBeTruthy();
  });

  it('checks the enterprise step by the shared rules in Chinese and sends nothing while it fails', async () => {
    const api = fakeApi([
      [merchantEntryGet, () => ok({ ...none, entry: entry({ licence: null }) })],
      [categoryManagementList, () => ok([])],
      [merchantEntrySave, () => ok(entry())],
    ]);
    const { user } = renderWithStore(<CertificationPage />, { preloadedState: loggedIn, lang: 'zh' });
    await user.click(await screen.findByTestId(ids.next));
    // The store type came from the draft: now the enterprise step.
    const postal = await screen.findByTestId(ids.field('postalCode'));
    await user.clear(postal);
    await user.type(postal, '12');
    await user.click(screen.getByRole('button', { name: t('next') }));
    expect(await screen.findByText('邮政编码为6位数字')).toBeTruthy();
    expect(screen.getByText('营业执照不能为空')).toBeTruthy();
    expect(api.callsTo(merchantEntrySave)).toHaveLength(1);
  });
});

describe('the status and qualification views', () => {
  it('shows a rejected application with its reason and the way to resubmit', async () => {
    fakeApi([
      [
        merchantEntryGet,
        () =>
          ok({
            ...none,
            entry: entry({ status: 'rejected', rejectReason: 'The licence photo is blurred.', submittedAt: 1 }),
          }),
      ],
      [categoryManagementList, () => ok([])],
    ]);
    const { user } = renderWithStore(<CertificationPage />, { preloadedState: loggedIn, lang: 'en' });
    expect((await screen.findByTestId(ids.statusBadge)).textContent).toBe('Rejected');
    expect(screen.getByText(/The licence photo is blurred\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('editResubmit') }));
    // Back in the wizard on the enterprise step, with the data kept.
    expect(((await screen.findByTestId(ids.field('companyName'))) as HTMLInputElement).value).toBe('Yiwu Star Trading');
  });

  it('tells a non-merchant to apply on /qualification', async () => {
    fakeApi([[merchantEntryGet, () => ok(none)]]);
    renderWithStore(<QualificationPage />, { preloadedState: loggedIn, lang: 'en' });
    expect((await screen.findByTestId(ids.notMerchant)).textContent).toContain(
      'You are not a merchant. Please apply to join!',
    );
  });
});
