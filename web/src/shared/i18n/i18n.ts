// i18next for the whole client: web/src/locales/{zh,en}/<ns>.json (namespace = file name) with the contracts'
// bilingual tables merged in (contract-resources.ts). The layout's namespaces (common, layout) are bundled in
// both languages; the others load in the page's language when a route first asks for them (a backend over
// dynamic imports; `routes` with every page, `home` with the home page), so `/` carries no other page's texts. zh is the default and the fallback; the ui slice's language drives it
// (no reload on switch: i18next loads the new language's namespaces before it switches).
import i18next, { type BackendModule, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, LANGS, type Lang } from '@portal/contracts/envelope';
import { readStoredLanguage } from '../ui/ui-slice.ts';

type LocaleModules = Record<string, Record<string, unknown>>;

/** The layout's texts: bundled with the entry in Chinese (the default language and the fallback); in English
 * they load before the first render (startI18n), so a Chinese first screen carries no English. */
export const EAGER_NAMESPACES = ['common', 'layout'] as const;

/** Namespaces the contracts fill nothing of (i18n.test checks it): loading them needs no contract tables. */
export const LOCALE_ONLY_NAMESPACES: readonly string[] = ['routes', 'home'];

// Globs take literal paths: `zh` is DEFAULT_LANG.
const eagerFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/zh/common.json', '../../locales/zh/layout.json'],
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/zh/common.json', '!../../locales/zh/layout.json'],
  { import: 'default' },
);

function parsePath(path: string): { lang: string; ns: string } | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { lang: match[1] ?? '', ns: match[2] ?? '' } : null;
}

/** `{ zh: { common: {...}, layout: {...} }, en: {...} }` from locale files. */
export function buildResources(modules: LocaleModules = eagerFiles): Resource {
  const resources: Record<string, ResourceLanguage> = {};
  for (const [path, content] of Object.entries(modules)) {
    const parsed = parsePath(path);
    if (!parsed) continue;
    resources[parsed.lang] ??= {};
    (resources[parsed.lang] as ResourceLanguage)[parsed.ns] = content as ResourceLanguage[string];
  }
  return resources;
}

/** Every locale file, the lazy ones loaded (tests check them all). */
export async function loadAllLocaleFiles(): Promise<LocaleModules> {
  const lazy = await Promise.all(Object.entries(lazyFiles).map(async ([path, load]) => [path, await load()] as const));
  return { ...eagerFiles, ...Object.fromEntries(lazy) };
}

/** Namespaces that only the contracts fill (no locale file). */
const CONTRACT_ONLY_NAMESPACES = ['display'];

/** Every namespace there is, loaded or not. */
export const NAMESPACES = [
  ...new Set([
    ...Object.keys({ ...eagerFiles, ...lazyFiles }).flatMap((path) => parsePath(path)?.ns ?? []),
    ...CONTRACT_ONLY_NAMESPACES,
  ]),
];

/** One lazy namespace in one language: its locale file (if any) with the contracts' tables for it. */
export async function loadNamespace(lang: string, ns: string): Promise<Record<string, unknown>> {
  const load = lazyFiles[`../../locales/${lang}/${ns}.json`];
  if (LOCALE_ONLY_NAMESPACES.includes(ns) || (EAGER_NAMESPACES as readonly string[]).includes(ns))
    return load ? load() : {};
  const [own, contract] = await Promise.all([load ? load() : {}, import('./contract-resources.ts')]);
  return contract.withContractNamespace(own as Parameters<typeof contract.withContractNamespace>[0], lang as Lang, ns);
}

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    loadNamespace(lang, ns).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

let started: Promise<void> | undefined;

/**
 * Starts i18next (once): the layout's texts in the page's language, bundled in Chinese, loaded first in English;
 * settled once they are there (main.tsx renders then). It never rejects: a failed load leaves the Chinese fallback
 * on screen. Not at the module's load: the entry's modules are evaluated in one task, and i18next's start is
 * ~10 ms of a phone's main thread at 4x CPU more in it (Lighthouse's TBT); main.tsx runs it in a task of its own.
 */
export function startI18n(): Promise<void> {
  if (started) return started;
  started = i18n
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      resources: buildResources(),
      partialBundledLanguages: true,
      lng: readStoredLanguage(),
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      ns: [...EAGER_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // An empty value is a translation (English has no unit after the pager's jumper), not a missing one.
      returnEmptyString: true,
      initAsync: false,
    })
    .then(
      () => undefined,
      () => undefined,
    );
  applyDocumentLanguage(i18n.language === 'en' ? 'en' : 'zh');
  return started;
}

/** Loads these namespaces in the current language and the fallback (a route's, before its page shows). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return startI18n().then(() => i18n.loadNamespaces([...namespaces]));
}

/** Loads every namespace in both languages (unit tests render pages without their routes). */
export async function loadAllNamespaces(): Promise<void> {
  await startI18n();
  await i18n.loadNamespaces([...NAMESPACES]);
  await i18n.loadLanguages([...LANGS]);
}

function applyDocumentLanguage(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

/** Switches the texts on the page (and the document language) without a reload. */
export function applyLanguage(lang: Lang): void {
  void startI18n();
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
