// i18next for the whole client: every web/src/locales/{zh,en}/<ns>.json is bundled eagerly (namespace = file
// name) with the contracts' bilingual tables merged in (contract-resources.ts), zh is the default and the
// fallback, and the ui slice's language drives it (no reload on switch).
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '@portal/contracts/envelope';
import { readStoredLanguage } from '../ui/ui-slice.ts';
import { withContractTexts } from './contract-resources.ts';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** `{ zh: { common: {...}, layout: {...} }, en: {...} }` from the locale files. */
export function buildResources(modules: Record<string, Record<string, unknown>> = files): Resource {
  const resources: Record<string, ResourceLanguage> = {};
  for (const [path, content] of Object.entries(modules)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang = '', ns = ''] = match;
    resources[lang] ??= {};
    (resources[lang] as ResourceLanguage)[ns] = content as ResourceLanguage[string];
  }
  return resources;
}

const resources = withContractTexts(buildResources());
export const NAMESPACES = Object.keys(resources[DEFAULT_LANG] ?? {});

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyDocumentLanguage(i18n.language === 'en' ? 'en' : 'zh');

function applyDocumentLanguage(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** Switches the texts on the page (and the document language) without a reload. */
export function applyLanguage(lang: Lang): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
