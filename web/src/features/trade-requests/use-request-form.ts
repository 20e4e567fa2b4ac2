// The wiring every trade-request form shares (inquiry, supply, agent purchase, quote, group-buy registration):
// inputs bound to the field form, and a submit that stops at the first invalid field and puts a server refusal
// on the field it names, focusing it.
import type { FormEvent, RefObject } from 'react';
import { focusField } from '@/shared/forms/focus-field.ts';
import type { FieldForm, FormValues } from '@/shared/forms/use-field-form.ts';

export interface RequestForm<V extends FormValues> {
  /** The props of a text input (or select) for one field. */
  bind(name: keyof V & string): {
    name: string;
    value: string;
    onChange(event: { currentTarget: { value: string } }): void;
    onBlur(): void;
  };
  /**
   * The form's submit handler: runs `send` with the values once every rule passes (else focuses the first
   * invalid field); a failure `send` throws is shown on its field (or toasted) by `showFailure`.
   */
  submit(send: (values: V) => Promise<void>): (event: FormEvent) => Promise<void>;
  /** A check of its own before sending failed: the text on the field, the field focused. */
  refuse(name: keyof V & string, text: string): void;
}

export function useRequestForm<V extends FormValues>(
  form: FieldForm<V>,
  formRef: RefObject<HTMLFormElement | null>,
): RequestForm<V> {
  return {
    bind: (name) => ({
      name,
      value: String(form.values[name]),
      onChange: (event) => form.setValue(name, event.currentTarget.value as V[typeof name]),
      onBlur: () => form.blur(name),
    }),
    submit: (send) => async (event) => {
      event.preventDefault();
      if (!form.checkAll()) {
        const first = form.firstInvalid();
        if (first) focusField(formRef.current, String(first));
        return;
      }
      try {
        await send(form.values);
      } catch (failure) {
        const field = form.showFailure(failure);
        if (field) focusField(formRef.current, field);
      }
    },
    refuse: (name, text) => {
      form.showMessage(name, { text });
      focusField(formRef.current, name);
    },
  };
}
