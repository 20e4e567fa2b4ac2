// The logistics module's one door: the carrier and warehouse facts the service zone's requests need (who
// answers a request, how much free area a warehouse has) and the YunCang write behind logisticsYunCang/save.
export { carrierRef, insertYunCang, warehouseRef, type WarehouseRef } from './writes.ts';
