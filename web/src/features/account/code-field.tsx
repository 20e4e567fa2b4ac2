// The row of a one-time code (graphic code, SMS code): a required code box that takes the room left, and beside
// it what produces the code (the graphic to click, the send button).
import type { ReactNode } from 'react';
import { Flex, Input, type InputProps } from '@chakra-ui/react';
import { FormField } from '@/shared/ui/form-field.tsx';

export interface CodeFieldProps {
  label: string;
  error?: string | undefined;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** What the box takes (placeholder, length, keyboard, autocomplete). */
  input: Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'>;
  inputTestId: string;
  /** Beside the box. */
  side: ReactNode;
  /** The row's vertical alignment (the graphic is centred on the box). */
  align?: 'center' | 'stretch';
}

export function CodeField({
  label,
  error,
  name,
  value,
  onChange,
  onBlur,
  input,
  inputTestId,
  side,
  align,
}: CodeFieldProps) {
  return (
    <FormField label={label} error={error} required>
      <Flex gap={2} w="full" align={align}>
        <Input
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          flex="1"
          minW={0}
          data-testid={inputTestId}
          {...input}
        />
        {side}
      </Flex>
    </FormField>
  );
}
