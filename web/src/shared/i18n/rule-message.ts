// The text of a validation failure (contracts/rules) in the language the user chose. A failure whose label is an
// i18n key (`{ key: 'namespace:path' }`, contracts' LabelKey) names its field in the language of the moment.
import { useCallback } from 'react';
import type { Lang } from '@portal/contracts/envelope';
import { ruleMessage, type RuleFailure } from '@portal/contracts/rules/validation';
import { useAppSelector } from '../store/hooks.ts';
import { selectLanguage } from '../ui/ui-slice.ts';
import { i18n } from './i18n.ts';

/** The failure with its label key translated (unchanged when it has none). */
export function withTranslatedLabel(failure: RuleFailure, lang: Lang): RuleFailure {
  const key = failure.params?.labelKey;
  if (typeof key !== 'string') return failure;
  const label = i18n.t(key, { lng: lang });
  return { ...failure, params: { ...failure.params, label, labelZh: label, labelEn: label } };
}

export function useRuleMessage(): (failure: RuleFailure) => string {
  const lang = useAppSelector(selectLanguage);
  return useCallback((failure: RuleFailure) => ruleMessage(withTranslatedLabel(failure, lang), lang), [lang]);
}

/** A field label for the contracts' checks, translated where the message is shown. */
export const labelKey = (key: string) => ({ key });
