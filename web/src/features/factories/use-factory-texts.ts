// Small helpers of the factory pages: the server's texts come in the request's language, so switching the
// language refetches the cached answers (catalogue data: Home; reports and lookups: Inspection; messages); and
// the Chinese or English variant of a text the server gives in both (category names).
import { useCallback, useEffect, useRef } from 'react';
import { api } from '@/shared/api/api.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export function useFactoryTexts(): { lang: 'zh' | 'en'; pick: (zh: string, en: string | null | undefined) => string } {
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    dispatch(api.util.invalidateTags(['Home', 'Inspection', 'Message']));
  }, [lang, dispatch]);
  const pick = useCallback((zh: string, en: string | null | undefined) => (lang === 'en' && en ? en : zh), [lang]);
  return { lang, pick };
}

/** Years since the factory was founded, at least 1 (the badge "12 yrs" of the sourcing portals). */
export function yearsSince(foundedYear: number, now = new Date()): number {
  return Math.max(1, now.getFullYear() - foundedYear);
}
