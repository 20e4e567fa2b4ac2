// The trade-request pages in the real store and providers with a fake API and a fake socket: the negotiation
// shows every round and offers the viewer's turn (counter-offer, accept), the group-buy card follows its
// room, and the registration form refuses a quantity below the minimum before calling the server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type {
  GroupBuyCard,
  GroupBuyDetail,
  InquiryDetail,
  InquiryOffers,
} from '@portal/contracts/entities/trade-request';
import type { UserInfo } from '@portal/contracts/entities/user';
import {
  centralizedListByKeyword,
  centralizedRegisterSave,
  getCentralizedProduct,
} from '@portal/contracts/http/centralized';
import { collectiveCategoryCache } from '@portal/contracts/http/collective';
import { agentPurchasingListByKeyword } from '@portal/contracts/http/agent-purchasing';
import { getInquiryDetail } from '@portal/contracts/http/inquiry';
import {
  getOfferByInquiryNum,
  offerAccept,
  offerAddToCart,
  offerPageReceived,
  offerSave,
  type ReceivedQuote,
} from '@portal/contracts/http/offer';
import { initialSessionState, loggedIn as loggedInAction } from '@/shared/session/session-slice.ts';
import { FakeManagedSocket } from '@/shared/realtime/fake-socket.ts';
import type * as ConnectionModuleValues from '@/shared/realtime/connection.ts';
import type * as FormFieldModule from '@/shared/ui/form-field.tsx';
import type * as MoneyModule from '@portal/contracts/money';
import { percentOf } from '@portal/contracts/money';
import { FormField } from '@/shared/ui/form-field.tsx';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { errorBeside, fakeApi, ok, renderPage, renderWithStore } from '@/test/render.tsx';
import CollectBiddingPage from './collect-bidding-page.tsx';
import CollectDetailPage from './collect-detail-page.tsx';
import InquiryDetailPage from './inquiry-detail-page.tsx';
import { QuotesReceivedSection } from './centre-sections.tsx';
import { tradeTestIds as ids } from './test-ids.ts';

type ConnectionModule = typeof ConnectionModuleValues;

// The tab's socket is a fake one: joins are acknowledged, the test plays the server.
const socket = vi.hoisted(() => ({ current: null as FakeManagedSocket | null }));
vi.mock('@/shared/realtime/connection.ts', async (importOriginal) => {
  const original = await importOriginal<ConnectionModule>();
  const fake = new FakeManagedSocket((event, args) => {
    if (event === 'room:join') return { ok: true, room: (args[0] as { room: string }).room, seq: 0, epoch: 'e1' };
    if (event === 'time:ping') return { serverNow: Date.now() };
    return undefined;
  });
  socket.current = fake;
  const connection = new original.RealtimeConnection(fake);
  return { ...original, getTabConnection: () => connection };
});

// Every group-buy card's render is counted through its progress (each draws it once with percentOf).
vi.mock('@portal/contracts/money', async (importOriginal) => {
  const original = await importOriginal<typeof MoneyModule>();
  return { ...original, percentOf: vi.fn(original.percentOf) };
});

// Every form field's render is counted (by its label): a key press must render only the fields it changes.
vi.mock('@/shared/ui/form-field.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof FormFieldModule>();
  return { ...original, FormField: vi.fn(original.FormField) };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = (role: UserInfo['role'], id: number): UserInfo => ({
  id,
  account: role,
  nickname: role,
  mobile: '138****0001',
  role,
  platform: null,
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
});

const loggedIn = (info: UserInfo) => ({ session: { ...initialSessionState, token: 't', userInfo: info } });

/** The detail page on its route (the id comes from the path), the buyer logged in. */
function openDetail() {
  const view = renderPage(<InquiryDetailPage />, {
    path: '/inquiryCounterofferDetail/:id',
    url: '/inquiryCounterofferDetail/7',
    lang: 'en',
  });
  act(() => {
    view.store.dispatch(loggedInAction({ token: 't', userInfo: user('buyer', 1) }));
  });
  return view;
}

const company = (id: number, name: string) => ({
  id,
  name,
  shopName: name,
  logo: '',
  regionName: '浙江省 金华市 义乌市',
});

const INQUIRY: InquiryDetail = {
  id: 7,
  inquiryNum: 'XJ202611230007',
  title: '采购保温杯 500个',
  image: '',
  productId: null,
  categoryId: 3,
  categoryName: '保温杯',
  categoryNameEn: 'Vacuum cups',
  quantity: '500.0000',
  unit: 'item',
  price: '12.50',
  receivingPlace: {
    provinceCode: '33',
    cityCode: '3307',
    countyCode: '330782',
    regionName: '浙江省 金华市 义乌市',
    address: '工人北路 8 号',
  },
  dueDate: '2026-12-30',
  deliveryMethod: 'delivery',
  status: 'inquiring',
  buyerName: '金华恒达贸易',
  supplier: null,
  offerCount: 1,
  createdAt: 1_795_000_000_000,
  description: '需要贴牌',
  contactPhone: '13800000001',
  wechat: 'wx_buyer',
  attachments: [],
  mine: true,
  canQuote: false,
};

const GOODS = { id: 88, title: '304 vacuum cup 500ml', image: '' };

const offers = (
  status: 'negotiating' | 'accepted',
  extra: { goods?: typeof GOODS | null; inCart?: boolean } = {},
): InquiryOffers => ({
  inquiryId: 7,
  inquiryNum: INQUIRY.inquiryNum,
  title: INQUIRY.title,
  status: status === 'accepted' ? 'ended' : 'inquiring',
  unit: 'item',
  viewer: 'buyer',
  threads: [
    {
      seller: company(21, '源头工厂'),
      status,
      latestPrice: '13.20',
      turn: status === 'accepted' ? null : 'buyer',
      acceptedAt: status === 'accepted' ? 1_795_000_900_000 : null,
      acceptedBy: status === 'accepted' ? 'buyer' : null,
      goods: extra.goods ?? null,
      inCart: extra.inCart ?? false,
      entries: [
        {
          id: 1,
          round: 1,
          side: 'seller',
          price: '13.20',
          quantity: '500.0000',
          amount: '6600.00',
          deliveryDate: '2026-12-20',
          validUntil: '2026-12-01',
          remark: '含税含运费',
          byName: '源头工厂',
          createdAt: 1_795_000_100_000,
        },
      ],
    },
  ],
});

describe('the negotiation (/inquiryCounterofferDetail/:id)', () => {
  it("shows every round with who and when, and sends the buyer's counter-offer to that seller's thread", async () => {
    let current = offers('negotiating');
    const api = fakeApi([
      [getInquiryDetail, () => ok(INQUIRY)],
      [getOfferByInquiryNum, () => ok(current)],
      [offerSave, () => ok({ id: 2 })],
      [
        offerAccept,
        () => {
          current = offers('accepted');
          return ok({
            inquiryNum: INQUIRY.inquiryNum,
            sellerCompanyId: 21,
            price: '13.20',
            quantity: '500',
            productId: null,
            cart: null,
          });
        },
      ],
    ]);
    const { user: u } = openDetail();
    const thread = await screen.findByTestId(ids.detail.thread(21));
    const entries = within(thread).getAllByTestId(ids.detail.entry);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.textContent).toContain('源头工厂 quoted');
    expect(entries[0]?.textContent).toContain('¥13.20');

    const price = within(thread).getByTestId(ids.detail.quotePrice);
    await u.clear(price);
    await u.type(price, '12.6');
    await u.click(within(thread).getByTestId(ids.detail.quoteSubmit));
    await waitFor(() => expect(api.callsTo(offerSave)).toHaveLength(1));
    expect(api.callsTo(offerSave)[0]?.body).toMatchObject({
      inquiryNum: INQUIRY.inquiryNum,
      sellerCompanyId: 21,
      price: '12.6',
      quantity: '500',
    });

    await u.click(within(thread).getByTestId(ids.detail.accept));
    await u.click(within(thread).getByTestId(ids.detail.acceptConfirm));
    await waitFor(() =>
      expect(api.callsTo(offerAccept)[0]?.body).toEqual({ inquiryNum: INQUIRY.inquiryNum, sellerCompanyId: 21 }),
    );
    expect(await screen.findByTestId(ids.detail.accepted)).toBeTruthy();
  });

  it('accepts quoted goods into the cart at the agreed price, or puts an accepted offer there afterwards', async () => {
    let current = offers('negotiating', { goods: GOODS });
    const api = fakeApi([
      [getInquiryDetail, () => ok(INQUIRY)],
      [getOfferByInquiryNum, () => ok(current)],
      [
        offerAccept,
        () => {
          current = offers('accepted', { goods: GOODS });
          return ok({
            inquiryNum: INQUIRY.inquiryNum,
            sellerCompanyId: 21,
            price: '13.20',
            quantity: '500',
            productId: 88,
            cart: null,
          });
        },
      ],
      [
        offerAddToCart,
        () => {
          current = offers('accepted', { goods: GOODS, inCart: true });
          return ok({ lineId: 3, count: 4, added: true });
        },
      ],
    ]);
    const { user: u } = openDetail();
    const thread = await screen.findByTestId(ids.detail.thread(21));
    expect(thread.textContent).toContain('Goods quoted: 304 vacuum cup 500ml');
    await u.click(within(thread).getByTestId(ids.detail.accept));
    // Ticked by default; the buyer unticks it and accepts without the cart.
    await u.click(within(thread).getByText('Also add to my cart at this price'));
    await u.click(within(thread).getByTestId(ids.detail.acceptConfirm));
    await waitFor(() =>
      expect(api.callsTo(offerAccept)[0]?.body).toEqual({ inquiryNum: INQUIRY.inquiryNum, sellerCompanyId: 21 }),
    );
    // Afterwards, from the accepted thread.
    const toCart = await screen.findByTestId(ids.detail.toCart);
    expect(toCart.textContent).toContain('Add to cart at ¥13.20');
    await u.click(toCart);
    await waitFor(() =>
      expect(api.callsTo(offerAddToCart)[0]?.body).toEqual({ inquiryNum: INQUIRY.inquiryNum, sellerCompanyId: 21 }),
    );
    expect((await screen.findByTestId(ids.detail.inCart)).textContent).toContain('In your cart');
  });

  it('sends addToCart with the acceptance while the box stays ticked', async () => {
    const api = fakeApi([
      [getInquiryDetail, () => ok(INQUIRY)],
      [getOfferByInquiryNum, () => ok(offers('negotiating', { goods: GOODS }))],
      [
        offerAccept,
        () =>
          ok({
            inquiryNum: INQUIRY.inquiryNum,
            sellerCompanyId: 21,
            price: '13.20',
            quantity: '500',
            productId: 88,
            cart: { lineId: 3, count: 4 },
          }),
      ],
    ]);
    const { user: u } = openDetail();
    const thread = await screen.findByTestId(ids.detail.thread(21));
    await u.click(within(thread).getByTestId(ids.detail.accept));
    await u.click(within(thread).getByTestId(ids.detail.acceptConfirm));
    await waitFor(() =>
      expect(api.callsTo(offerAccept)[0]?.body).toEqual({
        inquiryNum: INQUIRY.inquiryNum,
        sellerCompanyId: 21,
        addToCart: true,
      }),
    );
  });

  it('offers the chat for an accepted offer naming no goods', async () => {
    fakeApi([
      [getInquiryDetail, () => ok(INQUIRY)],
      [getOfferByInquiryNum, () => ok(offers('accepted'))],
    ]);
    openDetail();
    const chat = await screen.findByRole('link', { name: 'Contact the seller' });
    expect(chat.getAttribute('href')).toBe('/chat?companyId=21');
    expect(screen.queryByTestId(ids.detail.toCart)).toBeNull();
  });

  it('refuses a price with three decimals, a negative one and zero on the form, without calling the server', async () => {
    const api = fakeApi([
      [getInquiryDetail, () => ok(INQUIRY)],
      [getOfferByInquiryNum, () => ok(offers('negotiating'))],
      [offerSave, () => ok({ id: 2 })],
    ]);
    const { user: u } = openDetail();
    const price = await screen.findByTestId(ids.detail.quotePrice);
    await u.clear(price);
    await u.type(price, '12.605');
    await u.click(screen.getByTestId(ids.detail.quoteSubmit));
    const invalid = 'Unit price must be an amount of at least 0 with at most 2 decimals.';
    await waitFor(() => expect(errorBeside(price)).toBe(invalid));
    for (const [typed, error] of [
      ['-5.00', invalid],
      ['0.00', 'Unit price must be above 0.'],
    ]) {
      await u.clear(price);
      await u.type(price, typed as string);
      await u.click(screen.getByTestId(ids.detail.quoteSubmit));
      await waitFor(() => expect(errorBeside(price)).toBe(error));
    }
    expect(api.callsTo(offerSave)).toHaveLength(0);
  });
});

const CARD: GroupBuyCard = {
  id: 5,
  code: 'JC001',
  title: '【拼团】保温杯',
  image: '',
  productId: null,
  categoryId: 1,
  categoryName: '日用品',
  categoryNameEn: 'Daily goods',
  organizer: company(30, '义乌日用品厂'),
  unit: 'item',
  price: '10.00',
  originalPrice: '12.00',
  marginRatio: 20,
  stock: '100.0000',
  minQuantity: '5.0000',
  targetQuantity: '60.0000',
  joinedQuantity: '10.0000',
  participants: 1,
  progress: 16,
  achieved: false,
  startAt: Date.now() - 60_000,
  deadline: Date.now() + 3_600_000,
  status: 'inProgress',
};

const DETAIL: GroupBuyDetail = {
  ...CARD,
  description: ['限时拼团'],
  specs: [],
  deliveryTerms: '成团后 7 天内发货',
  minDeposit: '10.00',
  maxAttachments: 3,
  serverNow: Date.now(),
  recentParticipants: [],
  me: { depositStatus: 'unregistered', quantity: null, deposit: null, paymentTime: null, settlement: null },
  outcome: null,
};

/** The server's first progress event in group buy `id`'s room, as the fake socket plays it. */
function sendProgress(id: number, joinedQuantity: string, participants: number) {
  act(() =>
    socket.current?.serverSends('groupbuy:progress', {
      room: `groupbuy:${id}`,
      seq: 1,
      epoch: 'e1',
      at: Date.now(),
      data: { groupBuyId: id, joinedQuantity, participants },
    }),
  );
}

describe('group buys (/collectBidding, /collectDetail)', () => {
  it("moves a card's progress when its room publishes", async () => {
    fakeApi([
      [centralizedListByKeyword, () => ok({ records: [CARD], total: 1, pageNum: 1, pageSize: 15 })],
      [collectiveCategoryCache, () => ok([])],
      [getCentralizedProduct, () => ok(DETAIL)],
    ]);
    // The root saga connects the tab's socket when a page follows public rooms (useRoomSaga's
    // publicRoomsWanted); this store runs no sagas, so the test does.
    getTabConnection().setAuth({ token: null, lang: 'en' });
    renderWithStore(<CollectBiddingPage />, { route: '/collectBidding', lang: 'en' });
    const card = await screen.findByTestId(ids.groupBuys.card(5));
    const joined = within(card).getByTestId(ids.groupBuys.joined);
    expect(joined.getAttribute('data-value')).toBe('10.0000');
    await waitFor(() => expect(socket.current?.emitted.some((e) => e.event === 'room:join')).toBe(true));
    sendProgress(5, '25.0000', 3);
    await waitFor(() => expect(joined.getAttribute('data-value')).toBe('25.0000'));
    expect(within(card).getByTestId(ids.groupBuys.participants).textContent).toBe('3 participants');
  });

  it("draws again only the card whose room moved: the rooms' first snapshots repeat the list and redraw none", async () => {
    const other = { ...CARD, id: 6, title: 'Another group buy' };
    // The loading overlay's count of reads in flight, seen by each room's snapshot read as it goes out.
    const overlayAtSnapshot: number[] = [];
    fakeApi([
      [centralizedListByKeyword, () => ok({ records: [CARD, other], total: 2, pageNum: 1, pageSize: 15 })],
      [collectiveCategoryCache, () => ok([])],
      [
        getCentralizedProduct,
        () => {
          overlayAtSnapshot.push(api.store.getState().ui.inFlight);
          return ok(DETAIL);
        },
      ],
    ]);
    getTabConnection().setAuth({ token: null, lang: 'en' });
    const api = renderWithStore(<CollectBiddingPage />, { route: '/collectBidding', lang: 'en' });
    await screen.findByTestId(ids.groupBuys.card(6));
    const cardRenders = vi.mocked(percentOf);
    // Both rooms joined and their snapshots (the detail call, with the list's figures) taken: no card drawn again.
    cardRenders.mockClear();
    await waitFor(() => {
      const live = (api.store.getState() as unknown as { groupBuyLive: { byId: Record<number, unknown> } })
        .groupBuyLive;
      expect(Object.keys(live.byId).sort()).toEqual(['5', '6']);
    });
    expect(cardRenders).not.toHaveBeenCalled();
    // The snapshots are read in the background: a page of rooms does not raise the loading overlay.
    expect(overlayAtSnapshot).toEqual([0, 0]);
    sendProgress(6, '40.0000', 4);
    const moved = within(screen.getByTestId(ids.groupBuys.card(6))).getByTestId(ids.groupBuys.joined);
    await waitFor(() => expect(moved.getAttribute('data-value')).toBe('40.0000'));
    expect(cardRenders).toHaveBeenCalledTimes(1);
    // The first card's picture is the page's largest paint: it is fetched ahead of the others.
    const pictures = [5, 6].map((id) => screen.getByTestId(ids.groupBuys.card(id)).querySelector('img'));
    expect(pictures.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', 'auto']);
    // 40 of the 60 wanted (whole percent, rounded down).
    const bar = within(screen.getByTestId(ids.groupBuys.card(6))).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('66');
  });

  it('loads the agent-purchasing tab when it is shown, saying it is loading meanwhile', async () => {
    const api = fakeApi([
      [centralizedListByKeyword, () => ok({ records: [CARD], total: 1, pageNum: 1, pageSize: 15 })],
      [collectiveCategoryCache, () => ok([])],
      [agentPurchasingListByKeyword, () => ok({ records: [], total: 0, pageNum: 1, pageSize: 15 })],
    ]);
    // Opened on the tab: its place says it is loading until its code has come.
    const first = renderWithStore(<CollectBiddingPage />, { route: '/collectBidding?tab=agent', lang: 'en' });
    expect(screen.getByTestId(ids.agent.loading).getAttribute('role')).toBe('status');
    expect(await screen.findByTestId(ids.agent.root)).toBeTruthy();
    expect(screen.queryByTestId(ids.agent.loading)).toBeNull();
    first.unmount();

    // The group buys first (their cards are a part loaded beside the list's request), then the tab.
    const { user: u } = renderWithStore(<CollectBiddingPage />, { route: '/collectBidding', lang: 'en' });
    await screen.findByTestId(ids.groupBuys.card(5));
    expect(screen.queryByTestId(ids.agent.root)).toBeNull();
    await u.click(screen.getByRole('tab', { name: /agent/i }));
    expect(await screen.findByTestId(ids.agent.root)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(agentPurchasingListByKeyword)).toHaveLength(2));
  });

  it('refuses a quantity below the minimum before calling the server', async () => {
    const api = fakeApi([
      [getCentralizedProduct, () => ok(DETAIL)],
      [centralizedRegisterSave, () => ok({ id: 1 })],
    ]);
    const { user: u } = renderWithStore(<CollectDetailPage />, {
      route: '/collectDetail?id=5',
      lang: 'en',
      preloadedState: loggedIn(user('buyer', 1)),
    });
    const form = await screen.findByTestId(ids.groupBuy.form);
    const quantity = form.querySelector<HTMLInputElement>('input[name=quantity]');
    if (!quantity) throw new Error('no quantity field');
    await u.clear(quantity);
    await u.type(quantity, '4');
    await u.type(form.querySelector<HTMLInputElement>('input[name=contactName]')!, 'Li Na');
    await u.type(form.querySelector<HTMLInputElement>('input[name=contactPhone]')!, '13800000002');
    await u.click(screen.getByTestId(ids.groupBuy.submit));
    await waitFor(() => expect(errorBeside(quantity)).toBe('The quantity cannot be below the minimum of 5.'));
    expect(api.callsTo(centralizedRegisterSave)).toHaveLength(0);
  });

  it('renders only the quantity and the deposit it sets when a quantity is typed', async () => {
    fakeApi([[getCentralizedProduct, () => ok(DETAIL)]]);
    const { user: u } = renderWithStore(<CollectDetailPage />, {
      route: '/collectDetail?id=5',
      lang: 'en',
      preloadedState: loggedIn(user('buyer', 1)),
    });
    const form = await screen.findByTestId(ids.groupBuy.form);
    const quantity = form.querySelector<HTMLInputElement>('input[name=quantity]')!;
    const renders = vi.mocked(FormField);
    const labelsRendered = () => renders.mock.calls.map(([props]) => String(props.label));
    renders.mockClear();
    await u.type(quantity, '0');
    const labels = labelsRendered();
    expect(labels.some((label) => label.startsWith('Quantity'))).toBe(true);
    expect(labels).toContain('Deposit paid (¥)');
    for (const other of ['Contact name', 'Contact phone', 'Payment time', 'Payment vouchers']) {
      expect(labels, other).not.toContain(other);
    }
  });
});

describe('quotes received (buyer centre)', () => {
  const quote = (status: ReceivedQuote['status'], turn: ReceivedQuote['turn']): ReceivedQuote => ({
    inquiryId: 7,
    inquiryNum: INQUIRY.inquiryNum,
    inquiryTitle: 'Vacuum cups, 500 pieces',
    unit: 'piece',
    seller: company(21, 'Source factory'),
    status,
    turn,
    rounds: 3,
    latestPrice: '12.60',
    latestQuantity: '500.0000',
    latestSide: 'seller',
    latestAt: 1_795_000_100_000,
    goods: null,
    inCart: false,
  });

  it('asks the server for the chosen filter and shows where each thread stands', async () => {
    const api = fakeApi([
      [
        offerPageReceived,
        ({ query }) =>
          ok({
            records: query.status === 'accepted' ? [] : [quote('negotiating', 'buyer')],
            total: query.status === 'accepted' ? 0 : 1,
            pageNum: 1,
            pageSize: 10,
          }),
      ],
    ]);
    const { user: u } = renderWithStore(<QuotesReceivedSection />, { lang: 'en' });
    const row = await screen.findByTestId(ids.quotesReceived.row);
    expect(row.textContent).toContain('Your turn');
    expect(row.textContent).toContain('¥12.60');
    expect(row.textContent).toContain('3 rounds');
    await u.click(screen.getByTestId(ids.quotesReceived.tab('accepted')));
    expect(await screen.findByText('No accepted quotes yet')).toBeTruthy();
    expect(api.callsTo(offerPageReceived).map((c) => c.query?.status)).toEqual([undefined, 'accepted']);
  });
});
