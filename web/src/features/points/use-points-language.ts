// Points goods titles come from the server in the request's language: a language switch refetches them so no
// Chinese stays on an English page.
import { useEffect, useRef } from 'react';
import { api } from '@/shared/api/api.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export function usePointsLanguage(): void {
  const lang = useAppSelector(selectLanguage);
  const dispatch = useAppDispatch();
  const shown = useRef(lang);
  useEffect(() => {
    if (shown.current === lang) return;
    shown.current = lang;
    dispatch(api.util.invalidateTags(['Points']));
  }, [lang, dispatch]);
}
