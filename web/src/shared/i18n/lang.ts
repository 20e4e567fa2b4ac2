// The page's language and the server texts that come in both languages, for every page: the store's language
// (ui-slice), which the interface's texts (i18next) follow.
import { useCallback } from 'react';
import type { Lang } from '@portal/contracts/envelope';
import type { Bilingual } from '@portal/contracts/rules/constants';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

export function useLang(): Lang {
  return useAppSelector(selectLanguage);
}

/** The Chinese or English variant of a server text by the page's language (the Chinese one where there is no
 * English). */
export function usePick(): (zh: string, en: string | null | undefined) => string {
  const lang = useLang();
  return useCallback((zh: string, en: string | null | undefined) => (lang === 'en' && en ? en : zh), [lang]);
}

/** A contract label table's text (`{ zh, en }`) in the page's language. */
export function useBilingual(): (text: Bilingual) => string {
  const lang = useLang();
  return useCallback((text: Bilingual) => text[lang], [lang]);
}

/** A named thing's name (`name` / `nameEn`) in `lang`. */
export function nameIn(lang: Lang, item: { name: string; nameEn: string }): string {
  return lang === 'en' && item.nameEn ? item.nameEn : item.name;
}
