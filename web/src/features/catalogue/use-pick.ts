// The Chinese or English variant of a server text that comes in both (category and brand names).
import { useCallback } from 'react';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export function usePick(): (zh: string, en: string | null | undefined) => string {
  const lang = useAppSelector(selectLanguage);
  return useCallback((zh: string, en: string | null | undefined) => (lang === 'en' && en ? en : zh), [lang]);
}
