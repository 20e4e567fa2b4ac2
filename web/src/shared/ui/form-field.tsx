// A labelled form field with its error line under it (Chakra v3 Field); the error comes from the rules or
// from a server 400 naming the field.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FormFieldProps {
  label: ReactNode;
  error?: string | null;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

export function FormField({ label, error, required = false, helperText, disabled, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
