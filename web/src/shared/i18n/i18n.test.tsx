// The locale files: every namespace exists in zh and en with the same keys, and the shell's i18n loads them.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { buildResources, i18n, NAMESPACES } from './i18n.ts';
import { useRuleMessage } from './rule-message.ts';
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
  const resources = buildResources();

  it('has every namespace in zh and en with the same keys', () => {
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
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'layout', 'home', 'routes', 'frame']));
    expect(i18n.options.fallbackLng).toEqual(['zh']);
    expect(i18n.getFixedT('zh')('layout:header.logo')).toBe('商城');
    expect(i18n.getFixedT('en')('layout:header.logo')).toBe('Market City');
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
