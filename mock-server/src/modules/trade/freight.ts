// Freight under a template: a pure computation on integers (fen, ten-thousandths of a kg or a piece).
// The first `first` units cost `firstFee`; every further `additional` units, or part of them, `additionalFee`.

export interface FeeRule {
  firstUnits: number;
  firstFeeFen: number;
  additionalUnits: number;
  additionalFeeFen: number;
}

export interface RegionRule extends FeeRule {
  /** Province (or city) codes. */
  regionCodes: readonly string[];
}

export interface TemplateRules {
  chargeBy: 'weight' | 'piece';
  defaultRule: FeeRule;
  rules: readonly RegionRule[];
  freeOverFen: number | null;
}

export interface FreightResult {
  matched: 'region' | 'default';
  freightFen: number;
  free: boolean;
}

/** The fee of `units` under one rule; nothing ships for nothing. */
export function feeFor(rule: FeeRule, units: number): number {
  if (units <= 0) return 0;
  if (units <= rule.firstUnits) return rule.firstFeeFen;
  const steps = Math.ceil((units - rule.firstUnits) / rule.additionalUnits);
  return rule.firstFeeFen + steps * rule.additionalFeeFen;
}

/** The first region rule covering the destination (a rule code is a prefix of the destination code). */
export function ruleFor(template: TemplateRules, regionCode: string): RegionRule | undefined {
  return template.rules.find((rule) => rule.regionCodes.some((code) => regionCode.startsWith(code)));
}

export function calculateFreight(
  template: TemplateRules,
  input: { regionCode: string; units: number; goodsFen?: number | undefined },
): FreightResult {
  const regionRule = ruleFor(template, input.regionCode);
  const matched = regionRule ? 'region' : 'default';
  if (template.freeOverFen !== null && input.goodsFen !== undefined && input.goodsFen >= template.freeOverFen) {
    return { matched, freightFen: 0, free: true };
  }
  return { matched, freightFen: feeFor(regionRule ?? template.defaultRule, input.units), free: false };
}

/** One kg or one piece in ten-thousandths (quantities are held in such units). */
const UNIT = 10_000;
/** The weight (kg) of one unit of goods, for templates that charge by weight. */
export const KG_PER_UNIT: Record<string, number> = { ton: 1000, vehicle: 5000, set: 1, piece: 0.2, item: 0.5 };

/** What a template charges for: the pieces of the lines, or their weight in kg (both in ten-thousandths). */
export function shipmentUnits(chargeBy: 'weight' | 'piece', lines: readonly { units: number; unit: string }[]): number {
  if (chargeBy === 'piece') return lines.reduce((sum, line) => sum + line.units, 0);
  return Math.round(lines.reduce((sum, l) => sum + (l.units / UNIT) * (KG_PER_UNIT[l.unit] ?? 1), 0) * UNIT);
}
