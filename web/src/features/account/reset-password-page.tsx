// /resetPassword: mobile number, SMS code, the new password twice. Success goes to /login with a toast.
import { useRef, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { ResultCode } from '@portal/contracts/envelope';
import { checkConfirmPassword, checkMobile, checkPassword, checkSmsCode } from '@portal/contracts/rules/validation';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useResetPasswordMutation } from './account-api.ts';
import { AuthCard } from './auth-card.tsx';
import { useDocumentTitle } from './form-helpers.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { accountTestIds } from './test-ids.ts';
import { useFieldForm, type FormDependents, type FormRules } from '@/shared/forms/use-field-form.ts';
import { MobileField } from './mobile-field.tsx';
import { paths } from '@/shared/paths.ts';

type ResetValues = { mobile: string; smsCode: string; password: string; confirmPassword: string };

const RULES: FormRules<ResetValues> = {
  mobile: (values) => checkMobile(values.mobile),
  smsCode: (values) => checkSmsCode(values.smsCode),
  password: (values) => checkPassword(values.password),
  confirmPassword: (values) => checkConfirmPassword(values.password, values.confirmPassword),
};
const DEPENDENTS: FormDependents<ResetValues> = { password: ['confirmPassword'] };

const ids = accountTestIds.reset;

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  useDocumentTitle(t('reset.documentTitle'));
  const form = useFieldForm<ResetValues>(
    { mobile: '', smsCode: '', password: '', confirmPassword: '' },
    RULES,
    DEPENDENTS,
  );
  const { values } = form;
  const [resetPassword, resetCall] = useResetPasswordMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) {
      focusField(formRef.current, String(form.firstInvalid()));
      return;
    }
    try {
      await resetPassword({
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }).unwrap();
      showSuccess(t('reset.success'));
      void navigate(paths.login(), { replace: true });
    } catch (failure) {
      const field = form.showFailure(failure, { [ResultCode.notFound]: 'mobile' });
      if (field) focusField(formRef.current, field);
    }
  };

  return (
    <PageFrame
      title={t('reset.title')}
      breadcrumb={[{ label: t('login.title'), to: '/login' }, { label: t('reset.title') }]}
    >
      <AuthCard testId={ids.root}>
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={4}>
            <Text color="fg.muted" fontSize="sm">
              {t('reset.intro')}
            </Text>
            <MobileField
              value={values.mobile}
              error={form.errorOf('mobile')}
              onChange={(value) => form.setValue('mobile', value)}
              onBlur={() => form.blur('mobile')}
              testId={ids.mobile}
            />
            <SmsCodeField
              purpose="reset"
              mobile={values.mobile}
              value={values.smsCode}
              error={form.errorOf('smsCode')}
              onChange={(value) => form.setValue('smsCode', value)}
              onBlur={() => form.blur('smsCode')}
              onMobileMessage={(message) => form.showMessage('mobile', message)}
              inputTestId={ids.smsCode}
              sendTestId={ids.sendSms}
            />
            <NewPasswordFields form={form} label={t('fields.newPassword')} ids={ids} />
            <Button type="submit" colorPalette="brand" size="lg" loading={resetCall.isLoading} data-testid={ids.submit}>
              {t('reset.submit')}
            </Button>
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {t('reset.remembered')}{' '}
              <Link asChild color="brand.fg" fontWeight="medium" data-testid={ids.loginLink}>
                <RouterLink to={paths.login()}>{t('reset.toLogin')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </AuthCard>
    </PageFrame>
  );
}
