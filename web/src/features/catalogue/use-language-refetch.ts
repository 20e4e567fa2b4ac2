// Goods, shop and coupon texts come from the server in the request's language: when the user switches the
// language on a catalogue page, its cached answers are refetched so no Chinese stays on an English page.
import { useEffect, useRef } from 'react';
import { api } from '@/shared/api/api.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export const LANGUAGE_TAGS = ['Home', 'Brand', 'Coupon', 'Favorite', 'Footprint', 'Evaluate'] as const;

export function useLanguageRefetch(): void {
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    dispatch(api.util.invalidateTags([...LANGUAGE_TAGS]));
  }, [lang, dispatch]);
}
