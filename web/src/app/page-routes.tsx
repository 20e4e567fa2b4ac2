// Every route but the home page's (docs/requirements.md section 2 + login, register, password reset): a chunk of its own, so
// the first screen of `/` does not carry the table and its 60 lazy imports. app/router.tsx loads it for any
// other path (index.html preloads it there) and prefetches it once the user heads for a link (onFirstLinkIntent).
import { useRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_PATTERNS as P } from '@/shared/paths.ts';
import { page } from './lazy-page.tsx';

/** The routes under the layout, by absolute path, with the not-found page last. */
export const pageRoutes: RouteObject[] = pages();

function pages(): RouteObject[] {
  return [
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
    { path: P.Shopping, ...page(() => import('@/features/cart/cart-page.tsx'), ['cart', 'display']) },
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
    { path: P.vrList, ...page(() => import('@/features/vr/vr-list-page.tsx'), ['vr']) },
    { path: P.industrialBelt, ...page(() => import('@/features/belt/belt-map-page.tsx'), ['belt']) },
    { path: P.industryDetail, ...page(() => import('@/features/belt/belt-detail-page.tsx'), ['belt']) },
    { path: P.chat, ...page(() => import('@/features/chat/chat-page.tsx'), ['chat']) },
    // Merchant onboarding (the Merchant Center) and the merchant's qualifications.
    { path: P.certification, ...page(() => import('@/features/onboarding/certification-page.tsx'), ['onboarding']) },
    { path: P.qualification, ...page(() => import('@/features/onboarding/qualification-page.tsx'), ['onboarding']) },
    // The operator console: one review queue of every application, every provider's agent purchases and the
    // operator's notifications (app/console-route.tsx composes them).
    { path: P.console, ...page(() => import('./console-route.tsx'), ['console', 'requests', 'notifications']) },
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
        () => import('@/app/centre/centre-routes.tsx').then((m) => ({ default: m.CENTRE_PAGES[centre] })),
        ['centre'],
      ),
    })),
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

/** The page at the current location (the layout's `*` route renders it). */
export default function PageRoutes() {
  return useRoutes(pageRoutes);
}
