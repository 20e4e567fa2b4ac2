// The text of a validation failure (contracts/rules) in the language the user chose.
import { useCallback } from 'react';
import { ruleMessage, type RuleFailure } from '@portal/contracts/rules/validation';
import { useAppSelector } from '../store/hooks.ts';
import { selectLanguage } from '../ui/ui-slice.ts';

export function useRuleMessage(): (failure: RuleFailure) => string {
  const lang = useAppSelector(selectLanguage);
  return useCallback((failure: RuleFailure) => ruleMessage(failure, lang), [lang]);
}
