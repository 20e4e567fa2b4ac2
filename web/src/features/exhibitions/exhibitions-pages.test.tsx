// The exhibition pages with a fake API: the list (status tabs, the 'no exhibitions' state, the English names),
// visitor registration (rules, the server's 400 on its field), the booth application (requirements section 5's count and
// area-size rules live and blocking, then the save and its result; who may not apply), the information list
// and article, and the seller centre's applications.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  getSignUpData,
  showRoomPage,
  showRoomSignupSave,
  showVisitSaveOrUpdate,
  signupPage,
  type SignUpData,
} from '@portal/contracts/http/show-room';
import {
  INFORMATION_CATEGORIES,
  informationGetById,
  informationPage,
  type InformationItem,
} from '@portal/contracts/http/information';
import type { ShowRoomCard, SignUp } from '@portal/contracts/entities/exhibition';
import { fakeApi, fieldRejected, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import ExhibitionDisplayPage from './exhibition-display-page.tsx';
import ExhibitionApplyPage from './exhibition-apply-page.tsx';
import InformationPage from './information-page.tsx';
import InformationDetailPage from './information-detail-page.tsx';
import MyBoothsSection from './my-booths-section.tsx';
import { exhibitionsTestIds as ids } from './test-ids.ts';

const t = textsOf('exhibitions');

const DAY = 86_400_000;
const START = Date.UTC(2026, 11, 24, 1, 0); // 09:00 China time
const page = <T,>(records: T[]) => ({ records, total: records.length, pageNum: 1, pageSize: 15 });

function room(id: number, extra: Partial<ShowRoomCard> = {}): ShowRoomCard {
  return {
    id,
    name: `第${id}届义乌博览会`,
    nameEn: `The ${id}th Yiwu Fair`,
    theme: 'Standards first',
    hallId: null,
    hallName: 'Yiwu International Expo Center',
    address: '59 Zongze East Road, Yiwu',
    organizer: 'Yiwu Municipal Government',
    cover: '/assets-mock/hall/101.svg',
    startTime: START,
    endTime: START + 3 * DAY + 8 * 3_600_000,
    signupDeadline: START - 10 * DAY,
    status: 'upcoming',
    signupOpen: true,
    isMain: id === 1,
    categories: [{ id: 5, name: '玩具', nameEn: 'Toys' }],
    boothTotal: 120,
    boothRemaining: 80,
    exhibitorCount: 3,
    visitorCount: 12,
    ...extra,
  };
}

const seller = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 4, account: 'seller', nickname: 'Li Ming', mobile: '138****0004', role: 'shop' },
  },
} as never;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/exhibitionDisplay', () => {
  it('lists the exhibitions in English with their facts and actions, and filters by status in the URL', async () => {
    const api = fakeApi([
      [
        showRoomPage,
        (request) =>
          ok(
            request.query.status === 'ended'
              ? page([])
              : page([room(1), room(2, { status: 'ongoing', signupOpen: false, nameEn: 'Toys Fair' })]),
          ),
      ],
    ]);
    const { user, router } = renderWithStore(<ExhibitionDisplayPage />, { route: '/exhibitionDisplay', lang: 'en' });
    const first = await screen.findByTestId(ids.list.card(1));
    expect(within(first).getByText('The 1th Yiwu Fair')).toBeTruthy();
    expect(within(first).getByText('Booths left 80 / 120')).toBeTruthy();
    expect(within(first).getByText('Toys')).toBeTruthy();
    expect(screen.getByTestId(ids.list.apply(1)).getAttribute('href')).toBe('/exhibitionApply?id=1');
    // Applications closed: no apply button, registration still open.
    expect(screen.queryByTestId(ids.list.apply(2))).toBeNull();
    expect(screen.getByTestId(ids.list.visit(2))).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: t('status.ended') }));
    expect(await screen.findByText('No exhibitions')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=ended');
    expect(api.callsTo(showRoomPage).at(-1)?.query).toMatchObject({ status: 'ended', pageNum: '1' });
  });

  it('registers a visitor: the rules first, then the server 400 on its field, then the save', async () => {
    let answer = fieldRejected('mobile', 'This mobile number is already registered for this exhibition.');
    const api = fakeApi([
      [showRoomPage, () => ok(page([room(1)]))],
      [showVisitSaveOrUpdate, () => answer],
    ]);
    const { user } = renderWithStore(<ExhibitionDisplayPage />, { route: '/exhibitionDisplay', lang: 'en' });
    await user.click(await screen.findByTestId(ids.list.visit(1)));
    const form = await screen.findByTestId(ids.visit.form);
    await user.click(screen.getByRole('button', { name: t('visit.submit') }));
    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Mobile number is required')).toBeTruthy();
    expect(within(form).getByText('Enterprise name is required')).toBeTruthy();
    expect(api.callsTo(showVisitSaveOrUpdate)).toHaveLength(0);

    const input = (name: string) => form.querySelector<HTMLElement>(`[name="${name}"]`)!;
    await user.type(input('name'), 'Zhao Min');
    await user.type(input('mobile'), '13712345678');
    await user.type(input('enterpriseName'), 'Yiwu Zhao Trading');
    await user.type(input('demand'), 'Stationery sets');
    await user.click(screen.getByRole('button', { name: t('visit.submit') }));
    expect(await within(form).findByText('This mobile number is already registered for this exhibition.')).toBeTruthy();

    answer = ok({ id: 7 });
    await user.click(screen.getByRole('button', { name: t('visit.submit') }));
    const done = await screen.findByTestId(ids.visit.done);
    expect(within(done).getByText('You are registered for The 1th Yiwu Fair.')).toBeTruthy();
    expect(screen.queryByTestId(ids.visit.form)).toBeNull();
    expect(api.callsTo(showVisitSaveOrUpdate).at(-1)?.body).toEqual({
      showRoomId: 1,
      name: 'Zhao Min',
      mobile: '13712345678',
      enterpriseName: 'Yiwu Zhao Trading',
      demand: 'Stationery sets',
    });
  });
});

function signUpData(extra: Partial<SignUpData> = {}): SignUpData {
  return {
    showRoom: room(1),
    locations: [1, 2].map((id) => ({
      id,
      showRoomId: 1,
      name: `${id === 1 ? 'A' : 'B'}区 玩具展区`,
      nameEn: `Zone ${id === 1 ? 'A' : 'B'} Toys`,
      floor: 'Hall A1 1F',
      areaSqm: 3000,
      size: 3,
      boothTotal: 50,
      boothRemaining: id === 1 ? 20 : 0,
      boothPrice: '9800.00',
      categories: [],
    })),
    products: [11, 12, 13, 14].map((id) => ({
      id,
      code: `P${id}`,
      title: `Plush bear ${id}`,
      image: `/assets-mock/goods/${id}.svg`,
      unit: 'piece' as const,
      price: '12.50',
      categoryName: 'Toys',
      stock: '100',
    })),
    signup: null,
    canApply: true,
    blockedBy: null,
    ...extra,
  };
}

describe('/exhibitionApply', () => {
  it('checks requirements section 5 live and blocks the submit, then saves and shows the result', async () => {
    const api = fakeApi([
      [getSignUpData, () => ok(signUpData())],
      [showRoomSignupSave, () => ok({ id: 31 })],
    ]);
    const { user } = renderWithStore(<ExhibitionApplyPage />, {
      route: '/exhibitionApply?id=1',
      lang: 'en',
      preloadedState: seller,
    });
    const form = await screen.findByTestId(ids.apply.form);
    // The full area cannot be chosen; the first open one is.
    expect(within(screen.getByTestId(ids.apply.area(2))).getByText('Full')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: t('apply.exhibitCount') }), '3');
    await user.click(within(screen.getByTestId(ids.apply.product(11))).getByText('Plush bear 11'));
    await user.click(within(screen.getByTestId(ids.apply.product(12))).getByText('Plush bear 12'));
    const rule = screen.getByTestId(ids.apply.rule);
    expect(within(rule).getByText('The quantity of selected products must equal the exhibited products.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('apply.submit') }));
    expect(api.callsTo(showRoomSignupSave)).toHaveLength(0);
    // Fixing the count clears the message at once.
    await user.clear(screen.getByRole('textbox', { name: t('apply.exhibitCount') }));
    await user.type(screen.getByRole('textbox', { name: t('apply.exhibitCount') }), '2');
    expect(within(rule).queryByRole('alert')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: t('apply.exhibitCount') }));
    await user.type(screen.getByRole('textbox', { name: t('apply.exhibitCount') }), '3');

    await user.click(within(screen.getByTestId(ids.apply.product(13))).getByText('Plush bear 13'));
    await user.click(within(screen.getByTestId(ids.apply.product(14))).getByText('Plush bear 14'));
    expect(
      within(rule).getByText('The selected goods must not exceed the actual exhibition-area size (3).'),
    ).toBeTruthy();
    await user.click(within(screen.getByTestId(ids.apply.product(14))).getByText('Plush bear 14'));
    expect(within(rule).queryByRole('alert')).toBeNull();
    expect(within(rule).getByText('Selected 3 · to exhibit 3 · area size 3')).toBeTruthy();

    await user.type(form.querySelector<HTMLElement>('[name="contactMobile"]')!, '13900001111');
    await user.click(screen.getByRole('button', { name: t('apply.submit') }));
    expect(await screen.findByTestId(ids.apply.result)).toBeTruthy();
    expect(api.callsTo(showRoomSignupSave)[0]?.body).toEqual({
      showRoomId: 1,
      locationId: 1,
      exhibitCount: 3,
      productIds: [11, 12, 13],
      // The defaults: entry the afternoon before, the exhibition through the fair's dates.
      entryTime: START - 18 * 3_600_000,
      exhibitionStartTime: START,
      exhibitionEndTime: START + 3 * DAY + 8 * 3_600_000,
      contactName: 'Li Ming',
      contactMobile: '13900001111',
    });
  });

  it('shows the server 400 on its field and keeps what was entered', async () => {
    fakeApi([
      [getSignUpData, () => ok(signUpData())],
      [showRoomSignupSave, () => fieldRejected('entryTime', 'The expected entry time must be in the future.')],
    ]);
    const { user } = renderWithStore(<ExhibitionApplyPage />, {
      route: '/exhibitionApply?id=1',
      lang: 'en',
      preloadedState: seller,
    });
    const form = await screen.findByTestId(ids.apply.form);
    await user.type(screen.getByRole('textbox', { name: t('apply.exhibitCount') }), '1');
    await user.click(within(screen.getByTestId(ids.apply.product(12))).getByText('Plush bear 12'));
    await user.type(form.querySelector<HTMLElement>('[name="contactMobile"]')!, '13900001111');
    await user.click(screen.getByRole('button', { name: t('apply.submit') }));
    expect(await screen.findByText('The expected entry time must be in the future.')).toBeTruthy();
    expect(form.querySelector<HTMLInputElement>('[name="contactMobile"]')!.value).toBe('13900001111');
  });

  it('says why a caller may not apply, in the section-8 wording', async () => {
    fakeApi([[getSignUpData, () => ok(signUpData({ canApply: false, blockedBy: 'notMerchant' }))]]);
    renderWithStore(<ExhibitionApplyPage />, { route: '/exhibitionApply?id=1', lang: 'en', preloadedState: seller });
    const blocked = await screen.findByTestId(ids.apply.blocked);
    expect(within(blocked).getByText('You are not a merchant. Please apply to join!')).toBeTruthy();
    expect(screen.queryByTestId(ids.apply.form)).toBeNull();
  });
});

describe('/information and /informationDetails', () => {
  const item = (id: number): InformationItem => ({
    id,
    title: `Steel prices week ${id}`,
    category: 'price',
    summary: 'Prices held steady.',
    cover: '',
    source: 'Yiwu Daily',
    tags: ['steel'],
    publishedAt: START,
    publishDate: '2026-12-24',
    views: 5,
  });

  it('lists the information by category and opens an article with related ones', async () => {
    const api = fakeApi([
      [informationPage, () => ok(page([item(1), item(2)]))],
      [informationGetById, () => ok({ ...item(1), paragraphs: ['First paragraph.'], related: [item(2)] })],
    ]);
    const { user } = renderWithStore(<InformationPage />, { route: '/information', lang: 'en' });
    expect(await screen.findByTestId(ids.information.item(2))).toBeTruthy();
    await user.click(
      screen.getByRole('tab', { name: INFORMATION_CATEGORIES.find((category) => category.value === 'trade')?.labelEn }),
    );
    await waitFor(() => expect(api.callsTo(informationPage).at(-1)?.query.category).toBe('trade'));

    renderWithStore(<InformationDetailPage />, { route: '/informationDetails?id=1', lang: 'en' });
    const article = await screen.findByTestId(ids.information.article);
    expect(within(article).getByText('First paragraph.')).toBeTruthy();
    expect(within(article).getByText('Steel prices week 2').closest('a')?.getAttribute('href')).toBe(
      '/informationDetails?id=2',
    );
  });
});

describe('seller centre: my booth applications', () => {
  it('lists the applications with their review status and booth', async () => {
    const signup: SignUp = {
      id: 5,
      showRoomId: 1,
      showRoomName: 'The 1th Yiwu Fair',
      showRoomStatus: 'upcoming',
      locationId: 1,
      locationName: 'Zone A Toys',
      companyId: 3,
      companyName: 'Hongxin Trading',
      shopName: 'Hongxin',
      boothNo: 'A1-105',
      exhibitCount: 2,
      products: [],
      entryTime: START - DAY,
      exhibitionStartTime: START,
      exhibitionEndTime: START + DAY,
      contactName: 'Li',
      contactMobile: '13900001111',
      auditStatus: 'auditPass',
      auditRemark: null,
      createdAt: START - 20 * DAY,
    };
    fakeApi([[signupPage, () => ok(page([signup, { ...signup, id: 6, boothNo: null, auditStatus: 'waitAudit' }]))]]);
    renderWithStore(<MyBoothsSection />, { route: '/sellerCenter/myBooths', lang: 'en', preloadedState: seller });
    const approved = await screen.findByTestId(ids.mine.row(5));
    expect(within(approved).getByText('Booth A1-105')).toBeTruthy();
    const pending = screen.getByTestId(ids.mine.row(6));
    expect(within(pending).getByText('Change').closest('a')?.getAttribute('href')).toBe('/exhibitionApply?id=1');
  });
});
