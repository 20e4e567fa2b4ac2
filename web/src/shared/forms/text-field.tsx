// One text input of a useFieldForm form with its label, hint and error, memoised: a key press in one field
// renders that field (and those whose props it changes), not every field of the form. On a slow phone a form of
// six Chakra fields took ~90 ms from a key press to the painted character when each key rendered them all
// (bench:live, the group buy's join form). Pass the form's own setValue and blur: they keep their identity.
import { memo, type ChangeEvent, type HTMLAttributes } from 'react';
import { Input } from '@chakra-ui/react';
import { FormField } from '@/shared/ui/form-field.tsx';
import type { FieldForm, FormValues } from './use-field-form.ts';

export interface TextFieldProps<V extends FormValues, K extends keyof V & string> {
  name: K;
  value: string;
  label: string;
  setValue: FieldForm<V>['setValue'];
  blur: FieldForm<V>['blur'];
  required?: boolean;
  error?: string;
  helperText?: string;
  type?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  size?: 'sm' | 'md';
}

function TextFieldOf<V extends FormValues, K extends keyof V & string>({
  name,
  value,
  label,
  setValue,
  blur,
  required = false,
  error,
  helperText,
  type,
  inputMode,
  maxLength,
  size = 'sm',
}: TextFieldProps<V, K>) {
  return (
    <FormField label={label} required={required} error={error} helperText={helperText}>
      <Input
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value as V[K])}
        onBlur={() => blur(name)}
        type={type}
        inputMode={inputMode}
        maxLength={maxLength}
        size={size}
      />
    </FormField>
  );
}

export const TextField = memo(TextFieldOf) as typeof TextFieldOf;
