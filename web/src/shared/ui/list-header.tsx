// The header every searchable list page shares: a keyword box (submitted, not searched per keystroke), a
// row of tabs (a status, a category, a view) and the list's state in the URL, read and written through the
// contract's query schema (`urlQuery`) so the limits are never retyped and a page of results can be shared.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Input, Tabs, Text, chakra } from '@chakra-ui/react';
import type { UrlQuery } from '../url-query.ts';
import { SearchIcon } from './icons.tsx';

export interface SearchBoxProps {
  keyword: string;
  onSearch(keyword: string): void;
  placeholder: string;
  buttonLabel: string;
  /** The server's limit (the contract's maxLength, `queryLimits(op, 'keyword').maxLength`). */
  maxLength?: number | undefined;
  width?: string;
  testIds?: { input?: string; button?: string };
}

/** A keyword box with its button; remount it with `key={keyword}` so it follows the URL (Back, a link). */
export function SearchBox({
  keyword,
  onSearch,
  placeholder,
  buttonLabel,
  maxLength,
  width = '20rem',
  testIds,
}: SearchBoxProps) {
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <chakra.form onSubmit={submit} role="search" display="flex" w={{ base: 'full', sm: width }}>
      <Input
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        maxLength={maxLength}
        size="sm"
        borderEndRadius="0"
        data-testid={testIds?.input}
      />
      <Button
        type="submit"
        size="sm"
        colorPalette="brand"
        borderStartRadius="0"
        flexShrink={0}
        data-testid={testIds?.button}
      >
        <SearchIcon />
        {buttonLabel}
      </Button>
    </chakra.form>
  );
}

export interface ListTab {
  value: string;
  label: ReactNode;
  /** Shown after the label as "(n)". */
  count?: number | undefined;
  testId?: string;
}

/**
 * Line tabs that scroll sideways on a phone. `children` is the chosen tab's panel: every tab owns a panel
 * (each trigger's aria-controls must name one), only the chosen one is rendered with content.
 */
export function ListTabs({
  value,
  tabs,
  onChange,
  children,
  panelPadding = 3,
}: {
  value: string;
  tabs: readonly ListTab[];
  onChange(value: string): void;
  children?: ReactNode;
  /** Space above the panel (Chakra spacing). */
  panelPadding?: number;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(details) => onChange(details.value)} variant="line" colorPalette="brand">
      <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0} data-testid={tab.testId}>
            {tab.label}
            {tab.count !== undefined && (
              <Text as="span" color="fg.muted">
                ({tab.count})
              </Text>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) =>
        tab.value === value ? (
          <Tabs.Content key={tab.value} value={tab.value} pt={children === undefined ? 0 : panelPadding}>
            {children}
          </Tabs.Content>
        ) : (
          <Tabs.Content key={tab.value} value={tab.value} />
        ),
      )}
    </Tabs.Root>
  );
}

export interface UrlView<V extends string> {
  /** The URL parameter, e.g. `tab`. */
  name: string;
  values: readonly V[];
  /** The view when the URL names none (left out of the URL). */
  fallback: V;
}

export interface UrlListState<S, V extends string> {
  state: S;
  view: V;
  /** Writes the state merged with `next` (and the view, when given) into the URL. */
  show(next: Partial<S>, view?: V): void;
}

/**
 * A list page's state in its URL: the operation's query fields through `urlQuery`, plus optionally a view
 * the contract does not know (a tab that switches to another list). Other URL parameters are dropped.
 */
export function useUrlListState<S extends object, V extends string = never>(
  query: UrlQuery<S>,
  view?: UrlView<V>,
): UrlListState<S, V> {
  const [params, setParams] = useSearchParams();
  const state = query.read(params);
  const raw = view ? params.get(view.name) : null;
  const current = (view?.values.find((value) => value === raw) ?? view?.fallback) as V;
  const show = (next: Partial<S>, nextView: V = current) => {
    const out = new URLSearchParams(query.write({ ...state, ...next }));
    if (view && nextView !== view.fallback) out.set(view.name, nextView);
    setParams(out);
  };
  return { state, view: current, show };
}
