// Every route of the portal in one place: the route table (app/router.tsx, features/frame) takes its path
// patterns from ROUTE_PATTERNS, and links take their URLs from `paths.x(...)`, so no page types `/x?id=`.
// A route that gains query state takes its builder's argument type from the contract (see url-query.ts).
import type { QueryOf } from '@portal/contracts/operation';
import type { helpList } from '@portal/contracts/http/help';
import type { newsPageData } from '@portal/contracts/http/news';
import type { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import type { ProductQuery } from '@portal/contracts/entities/catalogue';
import type { showRoomPage, signupPortalPage } from '@portal/contracts/http/show-room';
import type { informationPage } from '@portal/contracts/http/information';

/** The path pattern (relative to `/`) of every route, by route key. */
export const ROUTE_PATTERNS = {
  home: 'home',
  login: 'login',
  register: 'register',
  resetPassword: 'resetPassword',
  news: 'news',
  newsDetail: 'newsDetail',
  help: 'help',
  question: 'question',
  searchQuestion: 'searchQuestion',
  certification: 'certification',
  qualification: 'qualification',
  industrialBelt: 'industrialBelt',
  videoCenter: 'videoCenter',
  promotionalActivities: 'promotionalActivities',
  salesActivity: 'salesActivity',
  vrList: 'vrList',
  Shopping: 'Shopping',
  settle: 'settle',
  typeDetail: 'typeDetail',
  auction: 'auction',
  list: 'list',
  details: 'details',
  integralProduct: 'integralProduct',
  trading: 'trading',
  inspection: 'inspection',
  inspectionDemo: 'inspectionDemo',
  inspectionDetail: 'inspectionDetail',
  supplierList: 'supplierList',
  industryDetail: 'industryDetail',
  InquiryCounterofferList: 'InquiryCounterofferList',
  inquiryCounterofferDetail: 'inquiryCounterofferDetail/:id',
  collectBidding: 'collectBidding',
  collectDetail: 'collectDetail',
  storeDetail: 'storeDetail',
  factory: 'factory',
  exhibitionDisplay: 'exhibitionDisplay',
  information: 'information',
  informationDetails: 'informationDetails',
  exhibitionApply: 'exhibitionApply',
  exhibitionExhibits: 'exhibitionExhibits',
  placeOrder: 'placeOrder',
  favorites: 'favorites',
  footprint: 'footprint',
  market: 'market',
  chat: 'chat',
  coupon: 'coupon',
  company: 'company',
  serviceSector: 'serviceSector',
  serverTypeDetail: 'serverTypeDetail',
  creditDownload: 'creditDownload',
  serviceProvider: 'serviceProvider',
  serveDetail: 'serveDetail',
  serverEntranceDetail: 'serverEntranceDetail',
  creditCode: 'creditCode',
  deepauth: 'deepauth',
  factoryZone: 'factoryZone',
  // Goods detail: a route of its own beside the product's table (issue 7), `?id=`.
  goodsDetail: 'goodsDetail',
  // The three centres of docs/requirements.md section 2; a section is `/buyerCenter/orders` (app/centre).
  buyerCenter: 'buyerCenter/:section?',
  sellerCenter: 'sellerCenter/:section?',
  factoryCenter: 'factoryCenter/:section?',
  // The operator's review queue of every application (features/console).
  console: 'console',
} as const;

export type RouteKey = keyof typeof ROUTE_PATTERNS;

type QueryValue = string | number | boolean | null | undefined;

/** `/path?a=1` with only the values that are set (empty strings, null and undefined left out). */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

type Id = number | string;

/** Page numbers in URLs are `page` (page 1 is left out, it is the default). */
function page(value: number | undefined): number | undefined {
  return value === undefined || value <= 1 ? undefined : value;
}

const to = (key: RouteKey) => `/${ROUTE_PATTERNS[key]}`;
/** A detail route of the product's table, `?id=` (the product does not say their query; docs/architecture.md fixes `id`). */
const detail = (key: RouteKey) => (id: Id) => withQuery(to(key), { id });
/** A centre, or one section of it (`/buyerCenter/orders?status=paid`). */
const centre =
  (key: 'buyerCenter' | 'sellerCenter' | 'factoryCenter') => (section?: string, query?: Record<string, QueryValue>) =>
    withQuery(section === undefined ? `/${key}` : `/${key}/${encodeURIComponent(section)}`, query);
/** A route with no state of its own yet; its issue gives it typed arguments. */
const plain = (key: RouteKey) => (query?: Record<string, QueryValue>) => withQuery(to(key), query);

type NewsQuery = Pick<QueryOf<typeof newsPageData>, 'category' | 'keyword'> & { page?: number };
/** The market's search in the URL: the contract's product filters, `page` for pageNum. */
export type MarketQuery = Omit<ProductQuery, 'pageNum' | 'pageSize'> & { page?: number };

type ExhibitionListQuery = Pick<QueryOf<typeof showRoomPage>, 'status' | 'keyword'> & { page?: number };
type InformationQuery = Pick<QueryOf<typeof informationPage>, 'category' | 'keyword'> & { page?: number };
type ExhibitsQuery = Pick<QueryOf<typeof signupPortalPage>, 'showRoomId' | 'locationId' | 'keyword'> & {
  page?: number;
};

type HelpQuery = Pick<QueryOf<typeof helpList>, 'category'> & { page?: number };
type AuctionListQuery = Pick<
  QueryOf<typeof pageAuctionPortal>,
  'keyword' | 'status' | 'categoryId' | 'specialId' | 'sort'
> & { page?: number };

export const paths = {
  root: () => '/',
  home: () => to('home'),
  /** The login page; `redirect` is where to go back to after logging in. */
  login: (redirect?: string) => withQuery(to('login'), { redirect }),
  register: () => to('register'),
  resetPassword: () => to('resetPassword'),

  news: (query: NewsQuery = {}) => withQuery(to('news'), { ...query, page: page(query.page) }),
  newsDetail: detail('newsDetail'),
  help: (query: HelpQuery = {}) => withQuery(to('help'), { ...query, page: page(query.page) }),
  question: detail('question'),
  searchQuestion: (query: { keyword: string; page?: number }) =>
    withQuery(to('searchQuestion'), { keyword: query.keyword, page: page(query.page) }),

  market: (query: MarketQuery = {}) => withQuery(to('market'), { ...query, page: page(query.page) }),
  goodsDetail: detail('goodsDetail'),
  /** The belt map: one belt selected (`code`, a county code), coloured by one statistic (`stat`). */
  industrialBelt: (query: { code?: string; stat?: string } = {}) => withQuery(to('industrialBelt'), query),
  /** One auction lot. */
  details: detail('details'),
  typeDetail: detail('typeDetail'),
  inspectionDetail: detail('inspectionDetail'),
  /** One industrial belt by its county code (`/industryDetail?id=330782`). */
  industryDetail: (code: string) => withQuery(to('industryDetail'), { id: code }),
  collectDetail: detail('collectDetail'),
  storeDetail: detail('storeDetail'),
  informationDetails: detail('informationDetails'),
  /** One service of the zone (`?id=`), or a carrier / warehouse of the provider list (`?kind=carrier&id=`). */
  serveDetail: (id: Id, kind?: 'carrier' | 'warehouse') => withQuery(to('serveDetail'), { kind, id }),
  /** One service type's providers and request form (`?type=finance`). */
  serverTypeDetail: (type: string) => withQuery(to('serverTypeDetail'), { type }),
  /** The 1039 market-procurement zone. */
  serverEntranceDetail: () => to('serverEntranceDetail'),
  inquiryCounterofferDetail: (id: Id) => `/inquiryCounterofferDetail/${encodeURIComponent(String(id))}`,

  certification: plain('certification'),
  qualification: plain('qualification'),
  videoCenter: plain('videoCenter'),
  promotionalActivities: plain('promotionalActivities'),
  salesActivity: plain('salesActivity'),
  vrList: plain('vrList'),
  Shopping: plain('Shopping'),
  /** The auction hall. */
  auction: () => to('auction'),
  /** The auction search list: status tab, keyword, category, special session, sort and page in the URL. */
  list: (query: AuctionListQuery = {}) => withQuery(to('list'), { ...query, page: page(query.page) }),
  /**
   * The order confirmation (features/checkout): the checked cart lines (`cartIds`), or one goods bought at
   * once from its detail page ('buy now': `goodsId` and `quantity`, a decimal string of at most 4 decimals).
   */
  settle: (from: { cartIds: readonly Id[] } | { goodsId: Id; quantity: string }) => {
    const { cartIds, goodsId, quantity } = from as { cartIds?: readonly Id[]; goodsId?: Id; quantity?: string };
    return cartIds
      ? withQuery(to('settle'), { cartIds: cartIds.join(',') })
      : withQuery(to('settle'), { goodsId, quantity });
  },
  integralProduct: plain('integralProduct'),
  trading: () => to('trading'),
  inspection: plain('inspection'),
  inspectionDemo: plain('inspectionDemo'),
  supplierList: plain('supplierList'),
  InquiryCounterofferList: plain('InquiryCounterofferList'),
  collectBidding: plain('collectBidding'),
  /** A factory's page (features/factories): `?id=` the factory's company. */
  factory: (query: { id: Id }) => withQuery(to('factory'), query),
  /** The exhibitions (features/exhibitions): status tab, keyword and page in the URL. */
  exhibitionDisplay: (query: ExhibitionListQuery = {}) =>
    withQuery(to('exhibitionDisplay'), { ...query, page: page(query.page) }),
  /** Industry information: category, keyword and page in the URL. */
  information: (query: InformationQuery = {}) => withQuery(to('information'), { ...query, page: page(query.page) }),
  /** The booth application form of exhibition `id`. */
  exhibitionApply: detail('exhibitionApply'),
  /** The exhibits (approved exhibitors and their goods) by exhibition, area and keyword. */
  exhibitionExhibits: (query: ExhibitsQuery = {}) =>
    withQuery(to('exhibitionExhibits'), { ...query, page: page(query.page) }),
  /** The result of a placed order (features/checkout): the ids of the orders just created, one per seller. */
  placeOrder: (orderIds: readonly Id[] | Id) =>
    withQuery(to('placeOrder'), { ids: Array.isArray(orderIds) ? orderIds.join(',') : String(orderIds) }),
  favorites: plain('favorites'),
  footprint: plain('footprint'),
  /**
   * Chat; with `companyId` it opens (or starts) the conversation with that seller's company (shop, factory or
   * service provider), `goodsId` adding a goods card to it: the 'contact the seller' link of goods and shops.
   */
  chat: (query: { companyId?: Id; goodsId?: Id; conversationId?: Id } = {}) => withQuery(to('chat'), query),
  coupon: plain('coupon'),
  company: plain('company'),
  serviceSector: plain('serviceSector'),
  /** The verification reports the user may download (features/factories). */
  creditDownload: (query: { keyword?: string; page?: number } = {}) =>
    withQuery(to('creditDownload'), { ...query, page: page(query.page) }),
  /** The provider list: carriers or warehouses, by keyword and type, `page` for pageNum. */
  serviceProvider: (query: { kind?: 'carrier' | 'warehouse'; keyword?: string; type?: string; page?: number } = {}) =>
    withQuery(to('serviceProvider'), { ...query, page: page(query.page) }),
  /** The credit-code lookup; `code` looks it up at once. */
  creditCode: (query: { code?: string } = {}) => withQuery(to('creditCode'), query),
  deepauth: plain('deepauth'),
  /** The source factories: industry (level-1 category), region, keyword and page in the URL. */
  factoryZone: (query: { categoryId?: number; regionCode?: string; keyword?: string; page?: number } = {}) =>
    withQuery(to('factoryZone'), { ...query, page: page(query.page) }),

  buyerCenter: centre('buyerCenter'),
  sellerCenter: centre('sellerCenter'),
  factoryCenter: centre('factoryCenter'),
  /** The operator console: the review queue, by kind and status (pending unless given), or another tab. */
  console: (query: { kind?: string; status?: string; tab?: 'agentPurchases' | 'notifications' } = {}) =>
    withQuery(to('console'), query),
} satisfies Record<RouteKey | 'root', (...args: never[]) => string>;
