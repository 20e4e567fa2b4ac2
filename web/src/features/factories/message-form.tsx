// Leave a message to a factory (docs/requirements.md section 5: 20 to 4000 characters and a valid e-mail), checked on the form
// by the same rules the server runs; a server 400 lands on its field. What was typed stays until it is sent.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { MESSAGE_MAX, MESSAGE_MIN } from '@portal/contracts/rules/constants';
import { checkEmail, checkMessage, checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import { focusField } from '@/shared/forms/focus-field.ts';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { useLeaveMessageMutation } from './factories-api.ts';
import { factoriesTestIds } from './test-ids.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = factoriesTestIds.messageForm;
const CONTACT_LABEL = labelKey('factories:ruleLabels.contact');

const EMPTY = { contactName: '', email: '', mobile: '', content: '' };

export function MessageForm({ factoryId, factoryName }: { factoryId: number; factoryName: string }) {
  return (
    <RequireLogin>
      <MessageFormFields factoryId={factoryId} factoryName={factoryName} />
    </RequireLogin>
  );
}

function MessageFormFields({ factoryId, factoryName }: { factoryId: number; factoryName: string }) {
  const { t } = useTranslation('factories');
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const [send, { isLoading }] = useLeaveMessageMutation();
  const form = useFieldForm(EMPTY, {
    contactName: (v) => checkRequired(v.contactName, CONTACT_LABEL),
    email: (v) => checkEmail(v.email),
    mobile: (v) => (v.mobile.trim() ? checkMobile(v.mobile.trim()) : null),
    content: (v) => checkMessage(v.content),
  });
  const bind = (name: keyof typeof EMPTY) => ({
    name,
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      setSent(false);
      form.setValue(name, event.currentTarget.value);
    },
    onBlur: () => form.blur(name),
  });
  const length = [...form.values.content.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) {
      const first = form.firstInvalid();
      if (first) focusField(formRef.current, String(first));
      return;
    }
    const v = form.values;
    try {
      await send({
        companyId: factoryId,
        contactName: v.contactName.trim(),
        email: v.email.trim(),
        ...(v.mobile.trim() ? { mobile: v.mobile.trim() } : {}),
        content: v.content.trim(),
      }).unwrap();
      form.resetField('content', '');
      setSent(true);
    } catch (failure) {
      const field = form.showFailure(failure);
      if (field) focusField(formRef.current, field);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid={ids.root}>
      <Stack gap={3}>
        <Text fontSize="sm" color="fg.muted">
          {t('message.intro', { name: factoryName })}
        </Text>
        {sent && (
          <Alert.Root status="success" size="sm" data-testid={ids.done}>
            <Alert.Indicator />
            <Alert.Description>{t('message.sent')}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
          <FormField label={t('message.contactName')} required error={form.errorOf('contactName')}>
            <Input size="sm" maxLength={50} autoComplete="name" {...bind('contactName')} />
          </FormField>
          <FormField label={t('message.email')} required error={form.errorOf('email')}>
            <Input size="sm" type="email" maxLength={254} autoComplete="email" {...bind('email')} />
          </FormField>
          <FormField label={t('message.mobile')} error={form.errorOf('mobile')}>
            <Input size="sm" inputMode="numeric" maxLength={11} autoComplete="tel" {...bind('mobile')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label={t('message.content')}
          required
          error={form.errorOf('content')}
          helperText={t('message.counter', { count: length, min: MESSAGE_MIN, max: MESSAGE_MAX })}
        >
          <Textarea
            size="sm"
            rows={5}
            maxLength={MESSAGE_MAX + 100}
            placeholder={t('message.placeholder')}
            {...bind('content')}
          />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" size="sm" loading={isLoading} data-testid={ids.submit}>
            {t('message.send')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
