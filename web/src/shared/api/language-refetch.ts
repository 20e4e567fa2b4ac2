// Server texts follow the page's language: every answer is tagged with the language it was asked in
// (`{ type: 'Lang', id }`, from the baseQuery's meta), and a language switch invalidates the other
// language's tag (the store's language listener, app/store.ts). RTK Query then refetches what is on screen (subscribed reads) and drops what is not,
// so nothing is asked that nobody shows and nothing in the old language is served from the cache later.
import { LANGS, type Lang } from '@portal/contracts/envelope';
import type { PortalMeta } from './base-query.ts';

export type LangTag = { type: 'Lang'; id: Lang };

/** The tag of an answer's language; none for an answer that carries no meta (a cache upsert). */
export function answeredIn(meta: Pick<PortalMeta, 'lang'> | undefined): LangTag[] {
  return meta ? [{ type: 'Lang', id: meta.lang }] : [];
}

/** The answers to refetch when the page switches to `next`: those asked in any other language. */
export function otherLanguages(next: Lang): LangTag[] {
  return LANGS.filter((lang) => lang !== next).map((id) => ({ type: 'Lang', id }));
}
