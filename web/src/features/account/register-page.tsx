// /register: role (cards), account, mobile + SMS code, graphic code, password twice and the role's agreement.
// Every rule of docs/requirements.md section 5 is checked on blur and on submit; a server 400 shows beside its field and
// nothing typed is lost. Success logs the new user in and goes to /.
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ACCOUNT_MAX, ACCOUNT_MIN, type RegisterRole } from '@portal/contracts/rules/constants';
import {
  checkAccount,
  checkAgreement,
  checkCaptcha,
  checkConfirmPassword,
  checkMobile,
  checkPassword,
  checkRole,
  checkSmsCode,
  isRegisterRole,
} from '@portal/contracts/rules/validation';
import { loggedIn } from '@/shared/session/session-slice.ts';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useGraphicCodeQuery, useRegisterMutation } from './account-api.ts';
import { AgreementDialog } from './agreement-dialog.tsx';
import { AuthCard } from './auth-card.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { useDocumentTitle } from './form-helpers.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { RoleCards } from './role-cards.tsx';
import { isBusinessFailure } from '@/shared/forms/server-errors.ts';
import { SmsCodeField } from './sms-code-field.tsx';
import { accountTestIds } from './test-ids.ts';
import { useFieldForm, type FormDependents, type FormRules } from '@/shared/forms/use-field-form.ts';
import { MobileField } from './mobile-field.tsx';
import { paths } from '@/shared/paths.ts';

type RegisterValues = {
  role: string;
  account: string;
  mobile: string;
  smsCode: string;
  captcha: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
};

/** In the order of the form, so the first failure is the one highest on the page. */
const RULES: FormRules<RegisterValues> = {
  role: (values) => checkRole(values.role),
  account: (values) => checkAccount(values.account.trim()),
  mobile: (values) => checkMobile(values.mobile),
  smsCode: (values) => checkSmsCode(values.smsCode),
  captcha: (values) => checkCaptcha(values.captcha),
  password: (values) => checkPassword(values.password),
  confirmPassword: (values) => checkConfirmPassword(values.password, values.confirmPassword),
  agreement: (values) => checkAgreement(values.agreement),
};
const DEPENDENTS: FormDependents<RegisterValues> = { password: ['confirmPassword'] };

const ids = accountTestIds.register;

export default function RegisterPage() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('register.documentTitle'));

  const form = useFieldForm<RegisterValues>(
    () => {
      const preset = params.get('role') ?? '';
      return {
        role: isRegisterRole(preset) ? preset : '',
        account: '',
        mobile: '',
        smsCode: '',
        captcha: '',
        password: '',
        confirmPassword: '',
        agreement: false,
      };
    },
    RULES,
    DEPENDENTS,
  );
  const { values } = form;
  const role: RegisterRole | null = isRegisterRole(values.role) ? values.role : null;
  const captcha = useGraphicCodeQuery(undefined, { refetchOnMountOrArgChange: true });
  const [register, registerCall] = useRegisterMutation();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => form.setValue(name, value);
  /** Cards and the tick box have no 'leaving': they are checked as soon as they change. */
  const choose = <K extends 'role' | 'agreement'>(name: K, value: RegisterValues[K]) => {
    form.setValue(name, value);
    form.blur(name);
  };
  const text = (name: 'account' | 'password' | 'confirmPassword') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: () => form.blur(name),
  });

  const newCaptcha = () => {
    form.resetField('captcha', '');
    void captcha.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) {
      focusField(formRef.current, String(form.firstInvalid()));
      return;
    }
    if (!captcha.data) {
      form.showMessage('captcha', { text: t('captcha.notLoaded') });
      void captcha.refetch();
      return;
    }
    try {
      const result = await register({
        role: values.role,
        agreement: values.agreement,
        account: values.account.trim(),
        mobile: values.mobile.trim(),
        smsCode: values.smsCode.trim(),
        captchaKey: captcha.data.captchaKey,
        captcha: values.captcha.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }).unwrap();
      dispatch(loggedIn({ token: result.token, userInfo: result.user }));
      showSuccess(t('register.success', { name: result.user.nickname }));
      void navigate(paths.root(), { replace: true });
    } catch (failure) {
      // A business failure comes after the server used the graphic code up: a new one is needed.
      if (isBusinessFailure(failure)) newCaptcha();
      const field = form.showFailure(failure);
      if (field) focusField(formRef.current, field);
    }
  };

  return (
    <PageFrame title={t('register.title')} breadcrumb={[{ label: t('register.title') }]}>
      <AuthCard maxW="44rem" testId={ids.root}>
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={5}>
            <RoleCards value={role} onChange={(value) => choose('role', value)} error={form.errorOf('role')} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <FormField
                label={t('fields.account')}
                error={form.errorOf('account')}
                helperText={t('hints.account', { min: ACCOUNT_MIN, max: ACCOUNT_MAX })}
                required
              >
                <Input
                  {...text('account')}
                  placeholder={t('placeholders.account')}
                  autoComplete="username"
                  data-testid={ids.account}
                />
              </FormField>
              <MobileField
                value={values.mobile}
                error={form.errorOf('mobile')}
                onChange={(value) => change('mobile', value)}
                onBlur={() => form.blur('mobile')}
                testId={ids.mobile}
              />
              <SmsCodeField
                purpose="register"
                mobile={values.mobile}
                value={values.smsCode}
                error={form.errorOf('smsCode')}
                onChange={(value) => change('smsCode', value)}
                onBlur={() => form.blur('smsCode')}
                onMobileMessage={(message) => form.showMessage('mobile', message)}
                inputTestId={ids.smsCode}
                sendTestId={ids.sendSms}
              />
              <CaptchaField
                image={captcha.data?.image}
                refreshing={captcha.isFetching}
                onRefresh={newCaptcha}
                value={values.captcha}
                error={form.errorOf('captcha')}
                onChange={(value) => change('captcha', value)}
                onBlur={() => form.blur('captcha')}
                inputTestId={ids.captcha}
                imageTestId={ids.captchaImage}
              />
              <NewPasswordFields form={form} label={t('fields.password')} ids={ids} />
            </SimpleGrid>

            <Field.Root invalid={Boolean(form.errorOf('agreement'))} required>
              <Checkbox.Root
                name="agreement"
                checked={values.agreement}
                onCheckedChange={(details) => choose('agreement', details.checked === true)}
                colorPalette="brand"
                alignItems="flex-start"
                data-testid={ids.agreement}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt={0.5} />
                <Checkbox.Label fontWeight="normal">{t('agreement.tick')}</Checkbox.Label>
              </Checkbox.Root>
              <Text fontSize="sm" ps={6}>
                <Link asChild color="brand.fg" data-testid={ids.agreementLink}>
                  <button type="button" onClick={() => setAgreementOpen(true)}>
                    {t('agreement.link', { role: role ? t(`roles.${role}.title`) : t('agreement.anyRole') })}
                  </button>
                </Link>
              </Text>
              {form.errorOf('agreement') && <Field.ErrorText>{form.errorOf('agreement')}</Field.ErrorText>}
            </Field.Root>

            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={registerCall.isLoading}
              data-testid={ids.submit}
            >
              {t('register.submit')}
            </Button>
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {t('register.haveAccount')}{' '}
              <Link asChild color="brand.fg" fontWeight="medium" data-testid={ids.loginLink}>
                <RouterLink to={paths.login()}>{t('register.toLogin')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </AuthCard>
      <AgreementDialog
        open={agreementOpen}
        onOpenChange={setAgreementOpen}
        role={role}
        onAccept={() => {
          choose('agreement', true);
          setAgreementOpen(false);
        }}
      />
    </PageFrame>
  );
}
