// The locale files: every namespace exists in zh and en with the same keys, and the shell's i18n loads them.
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import {
  buildResources,
  EAGER_NAMESPACES,
  i18n,
  loadAllLocaleFiles,
  loadNamespace,
  LOCALE_ONLY_NAMESPACES,
  NAMESPACES,
} from './i18n.ts';
import { useRuleMessage } from './rule-message.ts';
import { contractTexts, withContractTexts } from './contract-resources.ts';
import { HELP_CATEGORIES } from '@portal/contracts/http/help';
import { NEWS_CATEGORIES } from '@portal/contracts/http/news';
import { rootReducer } from '../store/root-reducer.ts';
import { initialUiState } from '../ui/ui-slice.ts';
import { initialSessionState } from '../session/session-slice.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** i18next plural forms: `x_one` / `x_other` in English stand for `x` in Chinese. */
function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

describe('i18n', () => {
  it('bundles the layout texts in Chinese only; English loads them like any namespace', async () => {
    const bundled = buildResources();
    expect(Object.keys(bundled)).toEqual(['zh']);
    expect(Object.keys(bundled.zh ?? {}).sort()).toEqual([...EAGER_NAMESPACES].sort());
    const layout = await loadNamespace('en', 'layout');
    expect((layout.header as Record<string, string>).logo).toBe('Market City');
  });

  it('has every namespace in zh and en with the same keys', async () => {
    const resources = buildResources(await loadAllLocaleFiles());
    expect(Object.keys(resources.zh ?? {}).sort()).toEqual(Object.keys(resources.en ?? {}).sort());
    for (const ns of Object.keys(resources.zh ?? {})) {
      const zh = new Set(keys(resources.zh?.[ns]).map(baseKey));
      const en = new Set(keys(resources.en?.[ns]).map(baseKey));
      expect(
        [...zh].filter((key) => !en.has(key)),
        `${ns}: missing in en`,
      ).toEqual([]);
      expect(
        [...en].filter((key) => !zh.has(key)),
        `${ns}: missing in zh`,
      ).toEqual([]);
    }
  });

  it('loads the shell namespaces, defaulting to Chinese', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'layout', 'home', 'routes', 'vr']));
    expect(i18n.options.fallbackLng).toEqual(['zh']);
    expect(i18n.getFixedT('zh')('layout:header.logo')).toBe('商城');
    expect(i18n.getFixedT('en')('layout:header.logo')).toBe('Market City');
  });

  it('loads the page-only namespaces without the contract tables, which fill none of them', () => {
    for (const lang of ['zh', 'en'] as const) {
      const filled = Object.keys(contractTexts(lang));
      for (const ns of [...LOCALE_ONLY_NAMESPACES, ...EAGER_NAMESPACES]) expect(filled, ns).not.toContain(ns);
    }
    // The first screen's page texts are not bundled: the home route loads them with its code.
    expect(EAGER_NAMESPACES).not.toContain('home');
  });

  it("reads the contracts' bilingual tables through namespaces, like any locale text", () => {
    const en = i18n.getFixedT('en');
    const zh = i18n.getFixedT('zh');
    expect(en('news:categories.market')).toBe('Market news');
    expect(zh('news:categories.market')).toBe('市场动态');
    expect(en('display:auditStatus.auditPass')).toBe('Approved');
    expect(zh('display:auditStatus.notPass')).toBe('审核未通过');
    expect(en('display:shelf.offShelf')).toBe('Off shelf');
    expect(en('display:paymentMethod.cashOnDelivery')).toBe('Cash on delivery');
    // The locale file's own keys of a namespace stay beside the contract's.
    expect(en('help:categories.all')).toBe('All questions');
    for (const category of NEWS_CATEGORIES) {
      expect(en(`news:categories.${category.value}`)).toBe(category.labelEn);
      expect(zh(`news:categories.${category.value}`)).toBe(category.label);
    }
    for (const category of HELP_CATEGORIES) {
      expect(en(`help:categories.${category.value}`)).toBe(category.labelEn);
    }
    expect(NAMESPACES).toContain('display');
  });

  it('merges contract tables over locale files deeply', () => {
    const merged = withContractTexts({ zh: { news: { title: '新闻', categories: { extra: '其他' } } }, en: {} });
    expect(merged.zh?.news).toMatchObject({ title: '新闻', categories: { extra: '其他', market: '市场动态' } });
    expect(merged.en?.display).toMatchObject({ auditStatus: { waitAudit: 'Pending review' } });
  });

  it('gives rule messages in the chosen language', () => {
    const store = configureStore({
      reducer: rootReducer,
      preloadedState: { session: initialSessionState, ui: { ...initialUiState, language: 'en' as const } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useRuleMessage(), { wrapper });
    expect(result.current({ rule: 'passwordMismatch' })).toBe(
      'The passwords you entered do not match. Please re-enter.',
    );
  });
});

describe('startI18n', () => {
  it('does not start i18next when the module loads (the entry runs it in a task of its own), and starts it once', async () => {
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    expect(fresh.i18n.isInitialized ?? false).toBe(false);
    const ready = fresh.startI18n();
    expect(fresh.startI18n()).toBe(ready);
    await ready;
    expect(fresh.i18n.isInitialized).toBe(true);
    expect(fresh.i18n.t('retry')).not.toBe('retry');
  });
});
