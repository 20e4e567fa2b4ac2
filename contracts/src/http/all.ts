// Every contract operation, gathered from the group files of this folder: the server's 501 fallback, the
// OpenAPI document and the contract tests walk this list. A new group file is added here (all.test.ts
// fails until every line of contracts/operations.txt is declared).
import type { OperationDef } from '../operation.ts';
import * as agentPurchasing from './agent-purchasing.ts';
import * as auctionPortal from './auction-portal.ts';
import * as auctionSign from './auction-sign.ts';
import * as auction from './auction.ts';
import * as auth from './auth.ts';
import * as bidAnnouncement from './bid-announcement.ts';
import * as brandFollow from './brand-follow.ts';
import * as brandManage from './brand-manage.ts';
import * as cart from './cart.ts';
import * as categoryManagement from './category-management.ts';
import * as centralized from './centralized.ts';
import * as chat from './chat.ts';
import * as collective from './collective.ts';
import * as consultInfo from './consult-info.ts';
import * as coupon from './coupon.ts';
import * as customerCreditFacilities from './customer-credit-facilities.ts';
import * as customerExtra from './customer-extra.ts';
import * as customerInvoiceInfo from './customer-invoice-info.ts';
import * as customerReceiveInfo from './customer-receive-info.ts';
import * as customer from './customer.ts';
import * as dictionary from './dictionary.ts';
import * as evaluate from './evaluate.ts';
import * as factoryCredit from './factory-credit.ts';
import * as factoryInspection from './factory-inspection.ts';
import * as factoryVisit from './factory-visit.ts';
import * as favourite from './favourite.ts';
import * as fileInfo from './file-info.ts';
import * as file from './file.ts';
import * as financeInfo from './finance-info.ts';
import * as freightTem from './freight-tem.ts';
import * as health from './health.ts';
import * as help from './help.ts';
import * as home from './home.ts';
import * as industrialBelt from './industrial-belt.ts';
import * as integralProduct from './integral-product.ts';
import * as information from './information.ts';
import * as inquiry from './inquiry.ts';
import * as logistics from './logistics.ts';
import * as merchantEntry from './merchant-entry.ts';
import * as messageBoard from './message-board.ts';
import * as mock from './mock.ts';
import * as news from './news.ts';
import * as notification from './notification.ts';
import * as offer from './offer.ts';
import * as order from './order.ts';
import * as platformProduct from './platform-product.ts';
import * as portalDict from './portal-dict.ts';
import * as productPriceApply from './product-price-apply.ts';
import * as productRelatedAttributes from './product-related-attributes.ts';
import * as region from './region.ts';
import * as retentionInfo from './retention-info.ts';
import * as reviewQueue from './review-queue.ts';
import * as saleProduct from './sale-product.ts';
import * as sellerGoods from './seller-goods.ts';
import * as servicePortal from './service-portal.ts';
import * as showRoom from './show-room.ts';
import * as specialAuction from './special-auction.ts';
import * as spotListing from './spot-listing.ts';
import * as supplierManage from './supplier-manage.ts';
import * as supplierProduct from './supplier-product.ts';
import * as supplyRequest from './supply-request.ts';
import * as tradingFloor from './trading-floor.ts';
import * as userAccount from './user-account.ts';
import * as userFootprint from './user-footprint.ts';
import * as verification from './verification.ts';
import * as video from './video.ts';
import * as visitorStay from './visitor-stay.ts';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** Whether an exported value is an operation (group files also export schemas and helpers). */
export function isOperation(value: unknown): value is OperationDef {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof OperationDef, unknown>>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.method === 'string' &&
    METHODS.has(candidate.method) &&
    typeof candidate.access === 'string' &&
    typeof candidate.content === 'object'
  );
}

/** The operations exported by the given modules, each once, in module then export order. */
export function collectOperations(modules: readonly Record<string, unknown>[]): OperationDef[] {
  const seen = new Set<OperationDef>();
  for (const module of modules) {
    for (const value of Object.values(module)) if (isOperation(value)) seen.add(value);
  }
  return [...seen];
}

/** The group files, by module name. */
export const operationModules: Readonly<Record<string, Record<string, unknown>>> = {
  agentPurchasing,
  auctionPortal,
  auctionSign,
  auction,
  auth,
  bidAnnouncement,
  brandFollow,
  brandManage,
  cart,
  categoryManagement,
  centralized,
  chat,
  collective,
  consultInfo,
  coupon,
  customerCreditFacilities,
  customerExtra,
  customerInvoiceInfo,
  customerReceiveInfo,
  customer,
  dictionary,
  evaluate,
  factoryCredit,
  factoryInspection,
  factoryVisit,
  favourite,
  fileInfo,
  file,
  financeInfo,
  freightTem,
  health,
  help,
  home,
  industrialBelt,
  integralProduct,
  information,
  inquiry,
  logistics,
  merchantEntry,
  messageBoard,
  mock,
  news,
  notification,
  offer,
  order,
  platformProduct,
  portalDict,
  productPriceApply,
  productRelatedAttributes,
  region,
  retentionInfo,
  reviewQueue,
  saleProduct,
  sellerGoods,
  servicePortal,
  showRoom,
  specialAuction,
  spotListing,
  supplierManage,
  supplierProduct,
  supplyRequest,
  tradingFloor,
  userAccount,
  userFootprint,
  verification,
  video,
  visitorStay,
};

export const allOperations: readonly OperationDef[] = collectOperations(Object.values(operationModules));
