// Where an exchange of posted goods goes: the caller's own address checked and copied onto the exchange, and
// the copy shown back the way the address manager shows an address (the region in the reader's language).
import type { Lang } from '@portal/contracts/envelope';
import type { PointsDelivery } from '@portal/contracts/http/integral-product';
import type { Db } from '../../db/database.ts';
import { FieldError } from '../../lib/errors.ts';
import { pick } from '../../lib/text.ts';
import { listReceiveInfos, toReceiveInfo } from '../customer/public.ts';

/** The copy's columns on points_exchanges (all NULL for service vouchers). */
export interface DeliveryColumns {
  consignee_name: string | null;
  consignee_mobile: string | null;
  province_code: string | null;
  city_code: string | null;
  county_code: string | null;
  detail_address: string | null;
}

/** The caller's own address to send posted goods to; missing or another user's, a 400 naming the field. */
export function deliveryAddress(db: Db, userId: number, id: number | undefined, lang: Lang): DeliveryAddress {
  if (id === undefined) {
    throw new FieldError('receiveInfoId', pick(lang, '请选择收货地址', 'Please choose a delivery address.'));
  }
  // Only the caller's own list is searched: another user's id is refused exactly like one that does not exist.
  const address = listReceiveInfos(db, userId).find((a) => a.id === id);
  if (!address) {
    throw new FieldError(
      'receiveInfoId',
      pick(lang, '收货地址不存在，请重新选择', 'This delivery address does not exist. Please choose another.'),
    );
  }
  return address;
}

/** The address fields copied onto an exchange (the consignee and street as typed, the region as codes). */
export type DeliveryAddress = Pick<PointsDelivery, 'consigneeName' | 'mobile' | 'detailAddress'> & {
  provinceCode: string;
  cityCode: string;
  countyCode: string;
};

export function addressColumns(address: DeliveryAddress | null): (string | null)[] {
  return address
    ? [
        address.consigneeName,
        address.mobile,
        address.provinceCode,
        address.cityCode,
        address.countyCode,
        address.detailAddress,
      ]
    : [null, null, null, null, null, null];
}

/** The stored copy shown the way the address manager shows an address (the region in the reader's language). */
export function deliveryOf(
  row: DeliveryColumns & { id: number; created_at: number },
  lang: Lang,
): PointsDelivery | null {
  if (row.consignee_name === null || row.county_code === null) return null;
  const shown = toReceiveInfo(
    {
      id: row.id,
      consignee_name: row.consignee_name,
      mobile: row.consignee_mobile ?? '',
      province_code: row.province_code ?? '',
      city_code: row.city_code ?? '',
      county_code: row.county_code,
      detail_address: row.detail_address ?? '',
      is_default: 0,
      created_at: row.created_at,
    },
    lang,
  );
  const { consigneeName, mobile, regionName, detailAddress, fullAddress } = shown;
  return { consigneeName, mobile, regionName, detailAddress, fullAddress };
}
