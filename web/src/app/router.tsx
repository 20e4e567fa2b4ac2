// The route table of spec section 2 (+ login, register, password reset): every page lazily loaded under the
// site layout. Routes later issues build show the frame page with their title from locales/*/routes.json.
// Declarative routes (useRoutes, React.lazy, Suspense and error boundaries in the layout): React Router's data
// router (loaders, actions, fetchers) would add 16 KB gzip to the first screen for nothing the portal uses.
import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_PART_TIMEOUT_MS } from '@portal/contracts/rules/constants';
import { AppLayout } from './layout/app-layout.tsx';
import { FRAME_ROUTES, frameHandle } from '@/features/frame/frame-routes.ts';
import { ROUTE_PATTERNS as P } from '@/shared/paths.ts';
import { loadNamespaces } from '@/shared/i18n/i18n.ts';
import { loadAllRecipes } from './theme.ts';

type LazyPage = () => Promise<{ default: ComponentType }>;

/** A page part that has not loaded within this time fails with a load error (spec section 9: 120 s). */
export function withTimeout<T>(load: () => Promise<T>, ms: number = PAGE_PART_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page part not loaded within ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A lazy page; `ns`: the locale namespaces it reads, loaded alongside its code (not with the first screen).
 * It suspends under the layout's Suspense; a part that fails or times out shows the layout's route error. */
function page(load: LazyPage, ns: readonly string[] = []): Pick<RouteObject, 'element'> {
  const Page = lazy(async () => {
    const [module] = await Promise.all([
      withTimeout(load),
      // `routes`: the page titles (frames, breadcrumbs) every page may show.
      loadNamespaces(['routes', ...ns]),
      // The first screen's page is styled by the recipes the entry carries (theme.ts); every other page's
      // components may need the others.
      FIRST_SCREEN_PAGES.has(load) ? undefined : withTimeout(loadAllRecipes),
    ]);
    return module;
  });
  return { element: <Page /> };
}

const home = () => import('@/features/home/home-page.tsx');
/** Pages whose Chakra components all have their recipe in the entry (theme.test.ts checks it). */
const FIRST_SCREEN_PAGES = new Set<LazyPage>([home]);
const frame = () => import('@/features/frame/frame-page.tsx');

export const routes: RouteObject[] = [
  {
    path: '/',
    // The layout shows at once; a page's errors show inside it, under the header (app-layout.tsx).
    element: <AppLayout />,
    children: pages(),
  },
];

function pages(): RouteObject[] {
  return [
    { index: true, ...page(home, ['home']) },
    { path: P.home, ...page(home, ['home']) },
    { path: P.login, ...page(() => import('@/features/account/login-page.tsx'), ['account']) },
    { path: P.register, ...page(() => import('@/features/account/register-page.tsx'), ['account']) },
    { path: P.resetPassword, ...page(() => import('@/features/account/reset-password-page.tsx'), ['account']) },
    { path: P.news, ...page(() => import('@/features/news/news-page.tsx'), ['news']) },
    { path: P.videoCenter, ...page(() => import('@/features/media/video-center-page.tsx'), ['media']) },
    { path: P.newsDetail, ...page(() => import('@/features/news/news-detail-page.tsx'), ['news']) },
    { path: P.help, ...page(() => import('@/features/help/help-page.tsx'), ['help']) },
    { path: P.question, ...page(() => import('@/features/help/question-page.tsx'), ['help']) },
    { path: P.searchQuestion, ...page(() => import('@/features/help/search-question-page.tsx'), ['help']) },
    { path: P.auction, ...page(() => import('@/features/auction/hall-page.tsx'), ['auction']) },
    { path: P.list, ...page(() => import('@/features/auction/list-page.tsx'), ['auction']) },
    { path: P.details, ...page(() => import('@/features/auction/detail-page.tsx'), ['auction']) },
    // The catalogue (issue 7): market search, categories, goods, shops, factories, promotions and the
    // buyer's coupons, favourites and footprints; one lazily loaded chunk per page.
    ...catalogueRoutes(),
    // Commerce (issue 7): the cart, then the two steps of buying: /settle confirms the order (address, type,
    // delivery, payment, coupon, invoice) and submits it; /placeOrder shows the orders placed (the result).
    { path: P.Shopping, ...page(() => import('@/features/cart/cart-page.tsx'), ['cart']) },
    {
      path: P.settle,
      ...page(() => import('@/features/checkout/settle-page.tsx'), ['checkout', 'address', 'display']),
    },
    { path: P.placeOrder, ...page(() => import('@/features/checkout/place-order-page.tsx'), ['checkout', 'display']) },
    // Trade requests (issue 8): inquiries with offers, supply requests, group buys, agent purchasing.
    {
      path: P.InquiryCounterofferList,
      ...page(() => import('@/features/trade-requests/inquiry-list-page.tsx'), ['requests']),
    },
    {
      path: P.inquiryCounterofferDetail,
      ...page(() => import('@/features/trade-requests/inquiry-detail-page.tsx'), ['requests']),
    },
    {
      path: P.collectBidding,
      ...page(() => import('@/features/trade-requests/collect-bidding-page.tsx'), ['requests']),
    },
    { path: P.collectDetail, ...page(() => import('@/features/trade-requests/collect-detail-page.tsx'), ['requests']) },
    { path: P.trading, ...page(() => import('@/features/trading/trading-page.tsx'), ['trading']) },
    { path: P.industrialBelt, ...page(() => import('@/features/belt/belt-map-page.tsx'), ['belt']) },
    { path: P.industryDetail, ...page(() => import('@/features/belt/belt-detail-page.tsx'), ['belt']) },
    { path: P.chat, ...page(() => import('@/features/chat/chat-page.tsx'), ['chat']) },
    // Merchant onboarding (the Merchant Center) and the merchant's qualifications.
    { path: P.certification, ...page(() => import('@/features/onboarding/certification-page.tsx'), ['onboarding']) },
    { path: P.qualification, ...page(() => import('@/features/onboarding/qualification-page.tsx'), ['onboarding']) },
    // Factory inspection and visits.
    { path: P.inspection, ...page(() => import('@/features/inspection/inspection-page.tsx'), ['inspection']) },
    {
      path: P.inspectionDetail,
      ...page(() => import('@/features/inspection/inspection-detail-page.tsx'), ['inspection']),
    },
    { path: P.inspectionDemo, ...page(() => import('@/features/inspection/inspection-demo-page.tsx'), ['inspection']) },
    { path: P.deepauth, ...page(() => import('@/features/inspection/deepauth-page.tsx'), ['inspection']) },
    ...exhibitionRoutes(),
    // Source factories: a factory's page, the factory zone, the credit-code lookup and report downloads.
    { path: P.factory, ...page(() => import('@/features/factories/factory-page.tsx'), ['factories', 'catalogue']) },
    {
      path: P.factoryZone,
      ...page(() => import('@/features/factories/factory-zone-page.tsx'), ['factories', 'catalogue']),
    },
    { path: P.creditCode, ...page(() => import('@/features/factories/credit-code-page.tsx'), ['factories']) },
    { path: P.creditDownload, ...page(() => import('@/features/factories/credit-download-page.tsx'), ['factories']) },
    // The service zone (issue 7's service operations): the zone, providers, one service, one type, the 1039 zone.
    { path: P.serviceSector, ...page(() => import('@/features/services/service-sector-page.tsx'), ['services']) },
    { path: P.serviceProvider, ...page(() => import('@/features/services/service-provider-page.tsx'), ['services']) },
    { path: P.serveDetail, ...page(() => import('@/features/services/serve-detail-page.tsx'), ['services']) },
    { path: P.serverTypeDetail, ...page(() => import('@/features/services/service-type-page.tsx'), ['services']) },
    { path: P.serverEntranceDetail, ...page(() => import('@/features/services/zone-1039-page.tsx'), ['services']) },
    ...(['buyerCenter', 'sellerCenter', 'factoryCenter'] as const).map((centre) => ({
      path: P[centre],
      ...page(
        () => import('@/features/centre/centre-routes.tsx').then((m) => ({ default: m.CENTRE_PAGES[centre] })),
        ['centre'],
      ),
    })),
    ...FRAME_ROUTES.map((route) => ({ path: route.path, handle: frameHandle(route.key), ...page(frame, ['frame']) })),
    { path: '*', ...page(() => import('./layout/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage }))) },
  ];
}

/** The exhibition and industry-information pages (features/exhibitions), with the `exhibitions` namespace. */
function exhibitionRoutes(): RouteObject[] {
  const ns = ['exhibitions'];
  return [
    { path: P.exhibitionDisplay, ...page(() => import('@/features/exhibitions/exhibition-display-page.tsx'), ns) },
    { path: P.exhibitionApply, ...page(() => import('@/features/exhibitions/exhibition-apply-page.tsx'), ns) },
    { path: P.exhibitionExhibits, ...page(() => import('@/features/exhibitions/exhibits-page.tsx'), ns) },
    { path: P.information, ...page(() => import('@/features/exhibitions/information-page.tsx'), ns) },
    { path: P.informationDetails, ...page(() => import('@/features/exhibitions/information-detail-page.tsx'), ns) },
  ];
}

/** The catalogue's pages (features/catalogue), each with the `catalogue` namespace. */
function catalogueRoutes(): RouteObject[] {
  const ns = ['catalogue'];
  return [
    { path: P.market, ...page(() => import('@/features/catalogue/market-page.tsx'), ns) },
    { path: P.typeDetail, ...page(() => import('@/features/catalogue/type-detail-page.tsx'), ns) },
    { path: P.goodsDetail, ...page(() => import('@/features/catalogue/goods-detail-page.tsx'), ns) },
    { path: P.storeDetail, ...page(() => import('@/features/catalogue/store-detail-page.tsx'), ns) },
    { path: P.company, ...page(() => import('@/features/catalogue/company-page.tsx'), ns) },
    { path: P.supplierList, ...page(() => import('@/features/catalogue/supplier-list-page.tsx'), ns) },
    { path: P.promotionalActivities, ...page(() => import('@/features/catalogue/promotions-page.tsx'), ns) },
    { path: P.salesActivity, ...page(() => import('@/features/catalogue/sales-activity-page.tsx'), ns) },
    { path: P.favorites, ...page(() => import('@/features/catalogue/favorites-page.tsx'), ns) },
    { path: P.footprint, ...page(() => import('@/features/catalogue/footprint-page.tsx'), ns) },
    { path: P.coupon, ...page(() => import('@/features/catalogue/coupon-page.tsx'), ns) },
    // The points mall (issue 7): its own feature and namespace; the exchange dialog has the address manager.
    { path: P.integralProduct, ...page(() => import('@/features/points/points-page.tsx'), ['points', 'address']) },
  ];
}

/** The routed page tree at the current location (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
