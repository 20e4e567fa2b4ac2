// Freight templates of the sellers (charged by weight or by piece, per destination region, free above an
// amount) and the freight of a shipment under one of them.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, Quantity, defineOperation } from '../operation.ts';
import { RegionCode } from '../entities/order.ts';

export const FREIGHT_CHARGE_BY = ['weight', 'piece'] as const;
export const FreightChargeBy = Type.Enum([...FREIGHT_CHARGE_BY]);

/**
 * First `first` units (kg or pieces) cost `firstFee`; each further `additional` units, or part of them,
 * cost `additionalFee`.
 */
export const FreightFees = Type.Object({
  first: Quantity,
  firstFee: Money,
  additional: Quantity,
  additionalFee: Money,
});
export type FreightFees = Static<typeof FreightFees>;

export const FreightRule = Type.Object({
  ...FreightFees.properties,
  /** Province (or city) codes the rule covers. */
  regionCodes: Type.Array(Type.String()),
  regionNames: Type.Array(Type.String()),
});
export type FreightRule = Static<typeof FreightRule>;

export const FreightTemplate = Type.Object({
  id: Id,
  name: Type.String(),
  companyId: Id,
  companyName: Type.String(),
  chargeBy: FreightChargeBy,
  /** Where the goods ship from. */
  shipFromCode: Type.String(),
  shipFromName: Type.String(),
  /** Destinations no rule covers. */
  defaultRule: FreightFees,
  rules: Type.Array(FreightRule),
  /** Goods amount from which shipping is free; null when never free. */
  freeOver: Type.Union([Money, Type.Null()]),
  isDefault: Type.Boolean(),
  updatedAt: EpochMs,
});
export type FreightTemplate = Static<typeof FreightTemplate>;

export const FreightQuote = Type.Object({
  templateId: Id,
  templateName: Type.String(),
  chargeBy: FreightChargeBy,
  regionCode: Type.String(),
  regionName: Type.String(),
  /** Which fees applied: a region rule or the default. */
  matched: Type.Enum(['region', 'default']),
  /** The weight (kg) or the pieces charged for. */
  units: Quantity,
  freight: Money,
  /** Shipping was free because the goods amount reached freeOver. */
  free: Type.Boolean(),
});
export type FreightQuote = Static<typeof FreightQuote>;

export const freightTemPage = defineOperation({
  id: 'freightTem/page',
  method: 'GET',
  path: `${API.admin}/freightTem/page`,
  summary: 'A page of freight templates, by seller, charge mode or name',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    companyId: Type.Optional(Id),
    chargeBy: Type.Optional(FreightChargeBy),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(FreightTemplate),
});

export const freightTemCalculate = defineOperation({
  id: 'freightTem/calculate/{id}',
  method: 'GET',
  path: `${API.admin}/freightTem/calculate/{id}`,
  summary: 'The freight to a region under a template: weight (kg) for weight templates, quantity for piece templates',
  access: 'public',
  params: Type.Object({ id: Id }),
  query: Type.Object({
    /** The destination: a province, city or county code. */
    regionCode: RegionCode,
    /** Pieces, for a template charged by piece. */
    quantity: Type.Optional(Quantity),
    /** Kilograms, for a template charged by weight. */
    weight: Type.Optional(Quantity),
    /** The goods amount, for free shipping above the template's threshold. */
    goodsAmount: Type.Optional(Money),
  }),
  content: FreightQuote,
});
