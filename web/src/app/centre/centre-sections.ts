// The sections of the three centres (docs/requirements.md section 2: buyer, seller and factory center), one line each. A domain
// adds its section here (its own component, lazily loaded with its locale namespaces) and its label under
// `sections.<key>` in locales/*/centre.json; the centre page draws the menu and the route from this list.
import type { ComponentType } from 'react';
import type { UserRole } from '@portal/contracts/entities/user';

export const CENTRES = ['buyerCenter', 'sellerCenter', 'factoryCenter'] as const;
export type CentreKey = (typeof CENTRES)[number];

/** Who may open each centre. */
export const CENTRE_ROLES: Readonly<Record<CentreKey, readonly UserRole[]>> = {
  // Every trading account buys (shops and factories buy materials as well); the operator does not.
  buyerCenter: ['buyer', 'personal', 'shop', 'factory', 'provider'],
  sellerCenter: ['shop', 'factory', 'provider'],
  factoryCenter: ['factory'],
};

export interface CentreSection {
  centre: CentreKey;
  /** The URL segment (`/buyerCenter/<key>`) and the label key `centre:sections.<key>`. */
  key: string;
  /** Narrower than the centre's roles, when a section is for some of them only. */
  roles?: readonly UserRole[];
  load: () => Promise<{ default: ComponentType }>;
  /** The locale namespaces the section reads, loaded with its code. */
  ns: readonly string[];
}

/** A trade-request section (features/trade-requests/centre-sections.tsx). */
const requests = (name: string) => () =>
  import('@/features/trade-requests/centre-sections.tsx').then((m) => ({
    default: m[name as keyof typeof m] as ComponentType,
  }));

export const CENTRE_SECTIONS: readonly CentreSection[] = [
  // Live auctions (issue 6).
  {
    centre: 'buyerCenter',
    key: 'myAuctions',
    load: () => import('@/features/auction/my-auctions-section.tsx'),
    ns: ['auction'],
  },
  {
    centre: 'buyerCenter',
    key: 'myDeposits',
    load: () => import('@/features/auction/my-deposits-section.tsx'),
    ns: ['auction'],
  },
  // Commerce (issue 7): the buyer's orders and the orders the seller's company received.
  {
    centre: 'buyerCenter',
    key: 'orders',
    load: () => import('@/features/orders/my-orders-section.tsx'),
    ns: ['orders', 'display'],
  },
  {
    centre: 'buyerCenter',
    key: 'points',
    load: () => import('@/features/points/points-section.tsx'),
    ns: ['points'],
  },
  {
    centre: 'sellerCenter',
    key: 'ordersReceived',
    load: () => import('@/features/orders/orders-received-section.tsx'),
    ns: ['orders', 'display'],
  },
  // Orders to the end (issue 22): a factory fulfils the orders of its factory goods in its own centre too.
  {
    centre: 'factoryCenter',
    key: 'ordersReceived',
    load: () => import('@/features/orders/orders-received-section.tsx'),
    ns: ['orders', 'display'],
  },
  // Trade requests (issue 8).
  {
    centre: 'buyerCenter',
    key: 'myInquiries',
    roles: ['buyer', 'personal'],
    load: requests('MyInquiriesSection'),
    ns: ['requests'],
  },
  {
    centre: 'buyerCenter',
    key: 'quotesReceived',
    roles: ['buyer', 'personal'],
    load: requests('QuotesReceivedSection'),
    ns: ['requests'],
  },
  { centre: 'buyerCenter', key: 'myGroupBuys', load: requests('MyGroupBuysSection'), ns: ['requests'] },
  {
    centre: 'sellerCenter',
    key: 'quotesToAnswer',
    roles: ['shop', 'factory'],
    load: requests('QuotesToAnswerSection'),
    ns: ['requests'],
  },
  { centre: 'factoryCenter', key: 'supplyRequests', load: requests('SupplyPublishedSection'), ns: ['requests'] },
  // Source factories: the messages buyers left on the factory's page.
  {
    centre: 'factoryCenter',
    key: 'messages',
    load: () => import('@/features/factories/messages-section.tsx'),
    ns: ['factories'],
  },
  // Factory inspection and visits (the inspect pass).
  {
    centre: 'buyerCenter',
    key: 'myInspections',
    load: () => import('@/features/inspection/my-inspections-section.tsx'),
    ns: ['inspection'],
  },
  // The factory's side (issue 23): the visits booked with it and the self-inspections asked of it, answered.
  {
    centre: 'factoryCenter',
    key: 'factoryRequests',
    load: () => import('@/features/inspection/factory-requests-section.tsx'),
    ns: ['inspection'],
  },
  // Exhibitions: the company's booth applications.
  {
    centre: 'sellerCenter',
    key: 'myBooths',
    load: () => import('@/features/exhibitions/my-booths-section.tsx'),
    ns: ['exhibitions', 'display'],
  },
  // The service zone: the requests a user sent and those a service provider received.
  {
    centre: 'buyerCenter',
    key: 'serviceRequests',
    load: () => import('@/features/services/my-requests-section.tsx'),
    ns: ['services'],
  },
  {
    centre: 'sellerCenter',
    key: 'serviceRequestsReceived',
    roles: ['provider'],
    load: () => import('@/features/services/requests-received-section.tsx'),
    ns: ['services'],
  },
  // Agent purchases (issue 23): the provider's agents move the requests for their goods.
  {
    centre: 'sellerCenter',
    key: 'agentPurchases',
    roles: ['provider'],
    load: () => import('@/features/trade-requests/agent-work-section.tsx'),
    ns: ['requests'],
  },
  // Verification: a buyer's enterprise information, an individual's authentication (reviewed in the console).
  {
    centre: 'buyerCenter',
    key: 'enterprise',
    roles: ['buyer'],
    load: () => import('@/features/verification/enterprise-section.tsx'),
    ns: ['verification'],
  },
  {
    centre: 'buyerCenter',
    key: 'authentication',
    roles: ['personal'],
    load: () => import('@/features/verification/authentication-section.tsx'),
    ns: ['verification'],
  },
  // The seller's workbench: a shop's goods and price applications in the seller centre, a factory's in the
  // factory centre.
  {
    centre: 'sellerCenter',
    key: 'goods',
    roles: ['shop'],
    load: () => import('@/features/seller/goods-section.tsx'),
    ns: ['seller'],
  },
  {
    centre: 'sellerCenter',
    key: 'priceApplications',
    roles: ['shop'],
    load: () => import('@/features/seller/price-applications-section.tsx'),
    ns: ['seller'],
  },
  { centre: 'factoryCenter', key: 'goods', load: () => import('@/features/seller/goods-section.tsx'), ns: ['seller'] },
  {
    centre: 'factoryCenter',
    key: 'priceApplications',
    load: () => import('@/features/seller/price-applications-section.tsx'),
    ns: ['seller'],
  },
  // The notification centre (issue 23): every notice of the user, the header bell's 'view all'.
  {
    centre: 'buyerCenter',
    key: 'notifications',
    load: () => import('@/features/notifications/notifications-section.tsx'),
    ns: ['notifications'],
  },
];

/** The sections of a centre a user of this role sees, in the list's order. */
export function sectionsOf(
  centre: CentreKey,
  role: UserRole | undefined,
  sections: readonly CentreSection[] = CENTRE_SECTIONS,
): CentreSection[] {
  if (role === undefined || !CENTRE_ROLES[centre].includes(role)) return [];
  return sections.filter((section) => section.centre === centre && (!section.roles || section.roles.includes(role)));
}

export function isCentreKey(value: string | undefined): value is CentreKey {
  return CENTRES.includes(value as CentreKey);
}
