// One request form of the service zone, drawn from a list of field specs: the contract's rules checked on blur
// and on submit (the server checks them again; its 400 lands under the field named), one request key per
// filled form so a double click or a resend saves once, and the result shown in place with the way to
// "my service requests".
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, HStack, Input, Link, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { RuleFailure } from '@portal/contracts/rules/validation';
import { useFieldForm, type FormRules } from '@/shared/forms/use-field-form.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { paths } from '@/shared/paths.ts';
import { servicesTestIds } from './test-ids.ts';

const ids = servicesTestIds.form;

export interface FieldSpec {
  name: string;
  type?: 'text' | 'textarea' | 'select' | 'date' | 'number';
  required?: boolean;
  /** Options of a select: value and its text (already translated). */
  options?: readonly { value: string; label: string }[];
  inputMode?: 'decimal' | 'numeric' | 'tel';
  maxLength?: number;
  /** Takes a whole row of the grid. */
  wide?: boolean;
  rule?: (values: Record<string, string>) => RuleFailure | null;
}

/** A key for one filled form (the contract's RequestKey: 8-64 of A-Z a-z 0-9 _ -). */
export function newRequestKey(): string {
  return `rk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function RequestForm({
  kind,
  fields,
  initial,
  submit,
  busy,
}: {
  /** The form's key: its texts live under `services:forms.<kind>` and its field labels under `fields.<name>`. */
  kind: string;
  fields: readonly FieldSpec[];
  initial: Record<string, string>;
  /** Sends the values with the request key; resolves to the number (or id) to show. */
  submit(values: Record<string, string>, requestKey: string): Promise<string>;
  busy: boolean;
}) {
  const { t } = useTranslation('services');
  const formRef = useRef<HTMLFormElement>(null);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [done, setDone] = useState<string | null>(null);
  const rules: FormRules<Record<string, string>> = Object.fromEntries(
    fields.filter((field) => field.rule).map((field) => [field.name, field.rule]),
  );
  const form = useFieldForm<Record<string, string>>(initial, rules);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!form.checkAll()) {
      const first = form.firstInvalid();
      if (first) focusField(formRef.current, String(first));
      return;
    }
    try {
      const number = await submit(form.values, requestKey);
      setDone(number);
      // The next request is a new one.
      setRequestKey(newRequestKey());
    } catch (failure) {
      const field = form.showFailure(failure);
      if (field) focusField(formRef.current, field);
    }
  };

  if (done !== null) {
    return (
      <Alert.Root status="success" borderRadius="md" data-testid={ids.done}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('form.doneTitle')}</Alert.Title>
          <Alert.Description>
            <Stack gap={2}>
              <span>{t('form.doneText', { number: done })}</span>
              <HStack gap={4} wrap="wrap">
                <Link asChild colorPalette="brand" fontWeight="medium">
                  <RouterLink to={paths.buyerCenter('serviceRequests')}>{t('form.toMine')}</RouterLink>
                </Link>
                <Button size="xs" variant="outline" onClick={() => setDone(null)}>
                  {t('form.again')}
                </Button>
              </HStack>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const control = (field: FieldSpec) => {
    const common = {
      name: field.name,
      value: form.values[field.name] ?? '',
      onChange: (event: { currentTarget: { value: string } }) => form.setValue(field.name, event.currentTarget.value),
      onBlur: () => form.blur(field.name),
      'data-testid': ids.field(field.name),
    };
    switch (field.type) {
      case 'textarea':
        return <Textarea {...common} rows={3} maxLength={field.maxLength} size="sm" />;
      case 'select':
        return (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...common}>
              {!field.required && <option value="">{t('form.none')}</option>}
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        );
      case 'date':
        return <Input {...common} type="date" size="sm" />;
      default:
        return <Input {...common} inputMode={field.inputMode} maxLength={field.maxLength} size="sm" />;
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate data-testid={ids.root(kind)}>
      <Stack gap={4}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
          {fields.map((field) => (
            <Stack key={field.name} gridColumn={field.wide ? { md: 'span 2' } : undefined}>
              <FormField
                label={t(`fields.${field.name}`)}
                required={field.required ?? false}
                error={form.errorOf(field.name)}
              >
                {control(field)}
              </FormField>
            </Stack>
          ))}
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={busy} data-testid={ids.submit}>
            {t(`forms.${kind}.submit`)}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
