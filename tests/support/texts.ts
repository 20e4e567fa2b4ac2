// The names a user reads on the page's controls, from the web's locale files (web/src/locales/{zh,en}/<ns>.json,
// with the contracts' bilingual tables merged in as the web does): page objects find buttons, links, fields and
// tabs by role and name (`page.getByRole('button', { name: named('cart:settle') })`) rather than by test id.
// `named` matches the text in either language, so one page object serves the zh and the en projects.
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { withContractNamespace } from '../../web/src/shared/i18n/contract-resources.ts';

type Lang = 'zh' | 'en';
type Texts = Record<string, unknown>;
export type TextValues = Record<string, string | number>;

const namespaces = new Map<string, Texts>();

function namespace(lang: Lang, ns: string): Texts {
  const id = `${lang}/${ns}`;
  let texts = namespaces.get(id);
  if (!texts) {
    const file = new URL(`../../web/src/locales/${id}.json`, import.meta.url);
    let own: Texts = {};
    try {
      own = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    } catch {
      // A namespace only the contracts fill.
    }
    texts = withContractNamespace(own as Parameters<typeof withContractNamespace>[0], lang, ns) as Texts;
    namespaces.set(id, texts);
  }
  return texts;
}

function lookup(lang: Lang, ns: string, key: string): string | undefined {
  let node: unknown = namespace(lang, ns);
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Texts)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `ns:key` in `lang` as i18next renders it: plural forms by `count`, `$t(...)` nested, `{{value}}`
 * filled from `values`; a value not given is left as `{{value}}` (`named` makes it match anything). */
export function text(lang: Lang, nsKey: string, values: TextValues = {}): string {
  const [ns, key] = nsKey.includes(':') ? (nsKey.split(':', 2) as [string, string]) : ['common', nsKey];
  const plural =
    values.count === undefined
      ? undefined
      : (lookup(lang, ns, `${key}_${new Intl.PluralRules(lang).select(Number(values.count))}`) ??
        lookup(lang, ns, `${key}_other`));
  const found = plural ?? lookup(lang, ns, key);
  if (found === undefined) throw new Error(`No text ${nsKey} in web/src/locales/${lang}`);
  return found
    .replace(/\$t\(([^)]+)\)/g, (_, nested: string) => text(lang, nested, values))
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole accessible name of a control, `ns:key` in Chinese or in English (values not given match anything);
 * with several keys, any of them (a button whose label depends on the viewer). */
export function named(nsKey: string | readonly string[], values: TextValues = {}): RegExp {
  const keys = typeof nsKey === 'string' ? [nsKey] : nsKey;
  const names = keys.flatMap((key) =>
    (['zh', 'en'] as const).map((lang) =>
      escape(text(lang, key, values).replace(/\s+/g, ' ').trim()).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+?'),
    ),
  );
  return new RegExp(`^(?:${[...new Set(names)].join('|')})$`);
}

/** A field's label: `named`, with the aria-hidden '*' a required field's label ends with (Field.RequiredIndicator),
 * which `getByLabel` reads with the rest. For boxes without a role of their own (password boxes). */
export function labelled(nsKey: string, values: TextValues = {}): RegExp {
  return new RegExp(`${named(nsKey, values).source.slice(0, -1)}\\s*\\*?$`);
}

/** The label around a visually hidden box (Chakra's checkboxes and radio cards): what a user clicks to tick it. */
export function labelOf(control: Locator): Locator {
  return control.locator('xpath=ancestor::label[1]');
}
