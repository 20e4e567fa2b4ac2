// The one form layer of the portal: values, the rule failures of contracts/rules/validation.ts (the same
// checks the server runs; checked on blur and on submit, then live while the user corrects them) and the
// messages the server gave for a field (`form.showFailure(error)` lands a 400 naming a field on it).
// Why not react-hook-form: the rules are plain functions of all values that return a RuleFailure (shown in
// the user's language, switching live), which is this small reducer's whole job; a resolver adapter plus
// another dependency in every form's bundle would add weight and a second way to write a form, not power.
import { useCallback, useReducer } from 'react';
import type { RuleFailure } from '@portal/contracts/rules/validation';
import { useRuleMessage } from '../i18n/rule-message.ts';
import type { ResultCodeValue } from '@portal/contracts/envelope';
import { fieldFailure } from './server-errors.ts';

/** A field's message: a rule failure (shown in the current language) or a server's text. */
export type FieldMessage = RuleFailure | { text: string };

export type FormValues = Record<string, string | boolean>;

/** The check of each field, given all the values (a confirmation compares with its original). */
export type FormRules<V extends FormValues> = { [K in keyof V]?: (values: V) => RuleFailure | null };

/** Fields whose check reads another field: `password: ['confirmPassword']`. */
export type FormDependents<V extends FormValues> = { [K in keyof V]?: (keyof V)[] };

interface FormState<V extends FormValues> {
  values: V;
  /** Rule failures of the fields checked so far. */
  failures: Partial<Record<keyof V, RuleFailure>>;
  /** Messages given by the server (or by a call) for a field, until the field changes. */
  server: Partial<Record<keyof V, FieldMessage>>;
  /** Fields that were left or submitted: their checks run live from then on. */
  touched: Partial<Record<keyof V, boolean>>;
}

type FormAction<V extends FormValues> =
  | { type: 'change'; name: keyof V; value: V[keyof V] }
  | { type: 'blur'; name: keyof V }
  | { type: 'checkAll' }
  | { type: 'reset'; name: keyof V; value: V[keyof V] }
  | { type: 'message'; name: keyof V; message: FieldMessage };

function check<V extends FormValues>(rules: FormRules<V>, values: V, name: keyof V): RuleFailure | null {
  return rules[name]?.(values) ?? null;
}

function withFailure<V extends FormValues>(
  failures: FormState<V>['failures'],
  name: keyof V,
  failure: RuleFailure | null,
): FormState<V>['failures'] {
  const next = { ...failures };
  if (failure) next[name] = failure;
  else delete next[name];
  return next;
}

function makeReducer<V extends FormValues>(rules: FormRules<V>, dependents: FormDependents<V>) {
  return (state: FormState<V>, action: FormAction<V>): FormState<V> => {
    switch (action.type) {
      case 'change': {
        const values = { ...state.values, [action.name]: action.value };
        const server = { ...state.server };
        delete server[action.name];
        let failures = state.failures;
        for (const name of [action.name, ...(dependents[action.name] ?? [])]) {
          if (state.touched[name]) failures = withFailure(failures, name, check(rules, values, name));
        }
        return { ...state, values, server, failures };
      }
      case 'blur':
        return {
          ...state,
          touched: { ...state.touched, [action.name]: true },
          failures: withFailure(state.failures, action.name, check(rules, state.values, action.name)),
        };
      case 'checkAll': {
        let failures = state.failures;
        const touched = { ...state.touched };
        for (const name of Object.keys(rules) as (keyof V)[]) {
          touched[name] = true;
          failures = withFailure(failures, name, check(rules, state.values, name));
        }
        return { ...state, failures, touched };
      }
      case 'reset': {
        const server = { ...state.server };
        delete server[action.name];
        const touched = { ...state.touched };
        delete touched[action.name];
        return {
          values: { ...state.values, [action.name]: action.value },
          failures: withFailure(state.failures, action.name, null),
          server,
          touched,
        };
      }
      case 'message':
        return { ...state, server: { ...state.server, [action.name]: action.message } };
    }
  };
}

export interface FieldForm<V extends FormValues> {
  values: V;
  setValue<K extends keyof V>(name: K, value: V[K]): void;
  /** Sets a value without checking it (a field the page empties itself), as if never touched. */
  resetField<K extends keyof V>(name: K, value: V[K]): void;
  /** The user left the field: check it. */
  blur(name: keyof V): void;
  /** Checks every field with a rule, shows the failures; true when all pass. */
  checkAll(): boolean;
  /** Shows a message under a field (a server's 400, a business failure about that field). */
  showMessage(name: keyof V, message: FieldMessage): void;
  /**
   * Shows a failed call's message under the field it is about (a 400 naming a field of this form, or a
   * business failure about one: wrong SMS code, account taken...); returns that field, or null when it is
   * about none of them. `extra` maps more business codes to fields (a 'not found' about the mobile number).
   */
  showFailure(error: unknown, extra?: Partial<Record<ResultCodeValue, keyof V & string>>): (keyof V & string) | null;
  /** The text under a field in the current language, or undefined. */
  errorOf(name: keyof V): string | undefined;
  /** The first field (in the rules' order) that does not pass, or null. */
  firstInvalid(): keyof V | null;
}

export function useFieldForm<V extends FormValues>(
  initial: V | (() => V),
  rules: FormRules<V>,
  dependents: FormDependents<V> = {},
): FieldForm<V> {
  const message = useRuleMessage();
  const [state, dispatch] = useReducer(makeReducer(rules, dependents), undefined, (): FormState<V> => ({
    values: typeof initial === 'function' ? initial() : initial,
    failures: {},
    server: {},
    touched: {},
  }));

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    dispatch({ type: 'change', name, value });
  }, []);
  const resetField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    dispatch({ type: 'reset', name, value });
  }, []);
  const blur = useCallback((name: keyof V) => dispatch({ type: 'blur', name }), []);
  const showMessage = useCallback((name: keyof V, text: FieldMessage) => {
    dispatch({ type: 'message', name, message: text });
  }, []);

  const firstInvalid = (): keyof V | null =>
    (Object.keys(rules) as (keyof V)[]).find((name) => check(rules, state.values, name) !== null) ?? null;

  return {
    values: state.values,
    setValue,
    resetField,
    blur,
    showMessage,
    firstInvalid,
    showFailure(error, extra = {}) {
      const about = fieldFailure(error, Object.keys(state.values) as (keyof V & string)[], extra);
      if (!about) return null;
      showMessage(about.field, { text: about.message });
      return about.field;
    },
    checkAll() {
      dispatch({ type: 'checkAll' });
      return firstInvalid() === null;
    },
    errorOf(name) {
      const shown = state.failures[name] ?? state.server[name];
      if (!shown) return undefined;
      return 'text' in shown ? shown.text : message(shown);
    },
  };
}
