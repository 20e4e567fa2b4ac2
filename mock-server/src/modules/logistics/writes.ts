// Logistics facts read by the service zone's request writes, and the YunCang storage request insert (run
// inside the service request's transaction, so the record and its request are written together).
import type { YunCangInput } from '@portal/contracts/http/logistics';
import type { Static } from 'typebox';
import { one, run, type Db } from '../../db/database.ts';
import { normalizeQuantity } from '../../lib/money.ts';
import { WAREHOUSES_EN } from './english.ts';

/** A carrier of logisticsPage and the provider company answering for it (null: none on the portal). */
export function carrierRef(db: Db, id: number): { id: number; name: string; companyId: number | null } | undefined {
  return one<{ id: number; name: string; companyId: number | null }>(
    db,
    'SELECT id, name, company_id AS companyId FROM logistics_companies WHERE id = ?',
    id,
  );
}

export interface WarehouseRef {
  id: number;
  name: string;
  /** The English name ('' when none). */
  nameEn: string;
  availableSqm: number;
  priceFen: number;
  /** The provider company of the warehouse's carrier, when it has one on the portal. */
  companyId: number | null;
}

export function warehouseRef(db: Db, id: number): WarehouseRef | undefined {
  const row = one<Omit<WarehouseRef, 'nameEn'>>(
    db,
    `SELECT w.id, w.name, w.available_sqm AS availableSqm, w.price_fen AS priceFen, lc.company_id AS companyId
       FROM logistics_warehouses w LEFT JOIN logistics_companies lc ON lc.id = w.logistics_company_id WHERE w.id = ?`,
    id,
  );
  return row && { ...row, nameEn: WAREHOUSES_EN[row.name]?.name ?? '' };
}

/** Stores a submitted YunCang request (the fee is quoted when the warehouse accepts it). */
export function insertYunCang(db: Db, userId: number, input: Static<typeof YunCangInput>, now: number): number {
  return run(
    db,
    `INSERT INTO logistics_yuncang (user_id, warehouse_id, goods_name, quantity, unit, volume, storage_days,
       inbound_date, status, contact_name, contact_mobile, remarks, estimated_fee_fen, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'submitted', ?, ?, ?, NULL, ?)`,
    userId,
    input.warehouseId,
    input.goodsName.trim(),
    normalizeQuantity(input.quantity),
    input.unit,
    normalizeQuantity(input.volume),
    input.storageDays,
    input.inboundDate,
    input.contactName.trim(),
    input.contactMobile,
    input.remarks?.trim() ?? '',
    now,
  ).lastId;
}
