// The new password and its confirmation (registration, password reset): the product's length hint under the first,
// both bound to the page's field form and checked when the user leaves them.
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@portal/contracts/rules/constants';
import type { FieldForm, FormValues } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { PasswordInput } from './password-input.tsx';

type PasswordValues = { password: string; confirmPassword: string };

export function NewPasswordFields<V extends FormValues & PasswordValues>({
  form,
  label,
  ids,
}: {
  form: FieldForm<V>;
  /** 'Password' on registration, 'New password' on a reset. */
  label: string;
  ids: { password: string; confirmPassword: string };
}) {
  const { t } = useTranslation('account');
  const bind = (name: keyof PasswordValues) => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value as V[typeof name]),
    onBlur: () => form.blur(name),
    autoComplete: 'new-password',
  });
  return (
    <>
      <FormField
        label={label}
        error={form.errorOf('password')}
        helperText={t('hints.password', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        required
      >
        <PasswordInput {...bind('password')} placeholder={t('placeholders.newPassword')} data-testid={ids.password} />
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={form.errorOf('confirmPassword')} required>
        <PasswordInput
          {...bind('confirmPassword')}
          placeholder={t('placeholders.confirmPassword')}
          data-testid={ids.confirmPassword}
        />
      </FormField>
    </>
  );
}
