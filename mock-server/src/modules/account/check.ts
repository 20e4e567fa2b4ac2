// Runs contracts/rules checks on the server: the first failure becomes a 400 naming the field, with the
// rule's message in the caller's language (the same text the form shows).
import type { Lang } from '@portal/contracts/envelope';
import { ruleMessage, type RuleFailure } from '@portal/contracts/rules/validation';
import { FieldError } from '../../lib/errors.ts';

/** Throws a FieldError for the first failing field, in the order given. */
export function assertFields(lang: Lang, checks: Record<string, RuleFailure | null>): void {
  for (const [field, failure] of Object.entries(checks)) {
    if (failure) throw new FieldError(field, ruleMessage(failure, lang));
  }
}
