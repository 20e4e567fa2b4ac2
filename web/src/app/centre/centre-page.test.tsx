// The centres: the login prompt for a visitor, the refusal for a role the centre is not for, the menu of the
// sections a role sees with the chosen section drawn beside it, and the first section when none is named.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { UserInfo } from '@portal/contracts/entities/user';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { requireLoginTestIds } from '@/shared/session/require-login.tsx';
import { renderWithStore } from '@/test/render.tsx';
import { CentrePage, centreItemInRow, centreTestIds } from './centre-page.tsx';
import { sectionsOf, type CentreSection } from './centre-sections.ts';

const user = (role: UserInfo['role']): UserInfo => ({
  id: 1,
  account: role,
  nickname: role,
  mobile: '138****0001',
  role,
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
});

const section = (key: string, text: string, extra: Partial<CentreSection> = {}): CentreSection => ({
  centre: 'buyerCenter',
  key,
  ns: [],
  load: async () => ({ default: () => <p>{text}</p> }),
  ...extra,
});

const SECTIONS = [
  section('orders', 'the orders list'),
  section('auctions', 'my auctions list'),
  section('supply', 'supply requests', { centre: 'factoryCenter' }),
  section('quotes', 'quotes for shops', { roles: ['shop'] }),
];

function renderCentre(url: string, who: UserInfo | null, lang: 'zh' | 'en' = 'en') {
  const session = who ? { ...initialSessionState, token: 'tok', userInfo: who } : initialSessionState;
  return renderWithStore(
    <Routes>
      <Route path="/buyerCenter/:section?" element={<CentrePage centre="buyerCenter" sections={SECTIONS} />} />
      <Route path="/factoryCenter/:section?" element={<CentrePage centre="factoryCenter" sections={SECTIONS} />} />
    </Routes>,
    { route: url, preloadedState: { session, ui: { ...initialUiState, language: lang } } },
  );
}

describe('centre page', () => {
  it('asks a visitor to log in first, with a way back here', async () => {
    renderCentre('/buyerCenter/orders', null);
    expect((await screen.findByTestId(requireLoginTestIds.loginNeeded)).textContent).toContain(
      'Please log in before operating.',
    );
    expect(screen.getByTestId(requireLoginTestIds.loginLink).getAttribute('href')).toBe(
      '/login?redirect=%2FbuyerCenter%2Forders',
    );
  });

  it('refuses a role the centre is not for, in its words', async () => {
    renderCentre('/factoryCenter', user('buyer'), 'zh');
    expect((await screen.findByTestId(requireLoginTestIds.roleRefused)).textContent).toContain(
      '只有工厂账号可以使用工厂中心',
    );
  });

  it('draws the menu of the role and the chosen section', async () => {
    renderCentre('/buyerCenter/auctions', user('buyer'));
    expect(await screen.findByText('my auctions list')).toBeTruthy();
    const menu = screen.getByTestId(centreTestIds.menu);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/buyerCenter/orders', '/buyerCenter/auctions']);
    expect(screen.getByTestId(centreTestIds.item('auctions')).getAttribute('aria-current')).toBe('page');
  });

  it('brings the chosen section into a menu row that scrolls sideways (a phone), and leaves a wide one alone', () => {
    // A 300 px row of 600 px; the chosen item 150 px wide at 150: centred, the row scrolls by 150 - 75.
    const row = { scrollWidth: 600, clientWidth: 300, scrollLeft: 0 };
    centreItemInRow(row, { offsetLeft: 150, offsetWidth: 150 });
    expect(row.scrollLeft).toBe(75);
    centreItemInRow(row, { offsetLeft: 150, offsetWidth: 150 });
    expect(row.scrollLeft).toBe(75); // the same however far it had scrolled
    centreItemInRow(row, { offsetLeft: 0, offsetWidth: 150 });
    expect(row.scrollLeft).toBe(0); // never before the start
    const wide = { scrollWidth: 300, clientWidth: 300, scrollLeft: 0 };
    centreItemInRow(wide, { offsetLeft: 150, offsetWidth: 150 });
    expect(wide.scrollLeft).toBe(0);
  });

  it('opens the first section when none (or an unknown one) is named', async () => {
    renderCentre('/buyerCenter/nothing', user('buyer'));
    expect(await screen.findByText('the orders list')).toBeTruthy();
  });

  it('lists a section narrowed to some roles only for them', () => {
    expect(sectionsOf('buyerCenter', 'shop', SECTIONS).map((s) => s.key)).toEqual(['orders', 'auctions', 'quotes']);
    expect(sectionsOf('buyerCenter', 'buyer', SECTIONS).map((s) => s.key)).toEqual(['orders', 'auctions']);
    expect(sectionsOf('factoryCenter', 'shop', SECTIONS)).toEqual([]);
    expect(sectionsOf('buyerCenter', undefined, SECTIONS)).toEqual([]);
  });
});
