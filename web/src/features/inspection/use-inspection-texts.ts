// The contract's bilingual labels of inspections and visits (types, steps, statuses, items) in the page's
// language, and a refetch of the server's texts (step notes, report conclusions) when the language changes.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSPECTION_ITEMS,
  INSPECTION_STATUS_LABELS,
  INSPECTION_STEP_LABELS,
  INSPECTION_TYPE_LABELS,
  type InspectionItemKey,
  type InspectionStatusValue,
  type InspectionStepValue,
  type InspectionTypeValue,
} from '@portal/contracts/http/factory-inspection';
import { VISIT_STATUS_LABELS, type VisitStatusValue } from '@portal/contracts/http/factory-visit';
import type { Lang } from '@portal/contracts/envelope';
import { api } from '@/shared/api/api.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { marketDateTime } from '@/shared/market-time.ts';

export interface InspectionTexts {
  lang: Lang;
  type(type: InspectionTypeValue): string;
  step(step: InspectionStepValue): string;
  status(status: InspectionStatusValue): string;
  visitStatus(status: VisitStatusValue): string;
  item(key: InspectionItemKey): string;
  /** A time of the server clock as a China date and time: 2026-06-01 10:00. */
  when(ms: number): string;
}

export function useInspectionTexts(): InspectionTexts {
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    dispatch(api.util.invalidateTags(['Inspection']));
  }, [lang, dispatch]);
  return {
    lang,
    type: (type) => INSPECTION_TYPE_LABELS[type][lang],
    step: (step) => INSPECTION_STEP_LABELS[step][lang],
    status: (status) => INSPECTION_STATUS_LABELS[status][lang],
    visitStatus: (status) => VISIT_STATUS_LABELS[status][lang],
    item: (key) => INSPECTION_ITEMS[key][lang],
    when: marketDateTime,
  };
}

/** A label of this namespace in both languages, for the rule messages of the forms ('{label} is required'). */
export function useBilingualLabel(): (key: string) => { zh: string; en: string } {
  const { i18n } = useTranslation('inspection');
  return (key) => ({
    zh: i18n.getFixedT('zh', 'inspection')(key),
    en: i18n.getFixedT('en', 'inspection')(key),
  });
}

/** A fresh id making a double submit harmless (the contract's requestId). */
export function newRequestId(): string {
  return `web-${crypto.randomUUID()}`;
}
