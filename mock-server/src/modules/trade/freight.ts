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
