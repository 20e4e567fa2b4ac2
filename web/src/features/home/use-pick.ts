// Picks the Chinese or English variant of a server text by the chosen language.
import { useCallback } from 'react';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export function usePick(): (zh: string, en: string) => string {
  const lang = useAppSelector(selectLanguage);
  return useCallback((zh: string, en: string) => (lang === 'en' && en ? en : zh), [lang]);
}
