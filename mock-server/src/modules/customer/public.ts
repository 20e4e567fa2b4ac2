// The customer module's one door: the seed's random mobiles and addresses, reused by the seeds of the
// trade, logistics and exhibition modules so their people look alike; and what an order placement checks
// (the consignee rules, the caller's own address and invoice info, the credit facility for financing).
export { randomAddress, randomMobile, type SeededAddress } from './seed.ts';
export { assertOwnReceiveInfo, checkConsignee, invoiceInfoOf } from './writes.ts';
// A financing order's payment draws on the credit facility; its cancellation gives it back.
export { drawCredit, restoreCredit } from './writes.ts';
export { creditFacility } from './service.ts';
// The points mall's exchanges: the caller's addresses to choose from, and a stored copy shown like an address.
export { listReceiveInfos, toReceiveInfo } from './service.ts';
