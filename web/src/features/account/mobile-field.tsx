// The mobile-number box of the login, registration and password-reset forms: 11 digits, phone keyboard.
import { useTranslation } from 'react-i18next';
import { Input } from '@chakra-ui/react';
import { FormField } from '@/shared/ui/form-field.tsx';

export interface MobileFieldProps {
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  testId: string;
}

export function MobileField({ value, error, onChange, onBlur, testId }: MobileFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField label={t('fields.mobile')} error={error} required>
      <Input
        name="mobile"
        type="tel"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={t('placeholders.mobile')}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        data-testid={testId}
      />
    </FormField>
  );
}
