// /login: by account and password, or by mobile number and SMS code. Required fields are checked before
// anything is sent; on success the session starts and the user goes back to ?redirect= (or /).
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Input, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import type { LoginResult } from '@portal/contracts/entities/user';
import { ResultCode } from '@portal/contracts/envelope';
import { FIELD_LABELS, checkMobile, checkRequired, checkSmsCode } from '@portal/contracts/rules/validation';
import { loggedIn, selectIsLoggedIn, selectUserInfo } from '@/shared/session/session-slice.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useLoginByAccountMutation, useLoginByMobileMutation } from './account-api.ts';
import { AuthCard } from './auth-card.tsx';
import { useDocumentTitle } from './form-helpers.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { PasswordInput } from './password-input.tsx';
import { safeRedirect } from './redirect.ts';
import { SmsCodeField } from './sms-code-field.tsx';
import { accountTestIds } from './test-ids.ts';
import { useFieldForm, type FormRules } from '@/shared/forms/use-field-form.ts';
import { MobileField } from './mobile-field.tsx';
import { paths } from '@/shared/paths.ts';

type LoginTab = 'account' | 'mobile';

type AccountValues = { account: string; password: string };
type MobileValues = { mobile: string; smsCode: string };

const ACCOUNT_RULES: FormRules<AccountValues> = {
  account: (values) => checkRequired(values.account, FIELD_LABELS.account),
  password: (values) => checkRequired(values.password, FIELD_LABELS.password),
};
const MOBILE_RULES: FormRules<MobileValues> = {
  mobile: (values) => checkMobile(values.mobile),
  smsCode: (values) => checkSmsCode(values.smsCode),
};

const ids = accountTestIds.login;

export default function LoginPage() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  const [tab, setTab] = useState<LoginTab>('account');
  useDocumentTitle(t('login.documentTitle'));

  const accountForm = useFieldForm<AccountValues>({ account: '', password: '' }, ACCOUNT_RULES);
  const mobileForm = useFieldForm<MobileValues>({ mobile: '', smsCode: '' }, MOBILE_RULES);
  const [loginByAccount, accountCall] = useLoginByAccountMutation();
  const [loginByMobile, mobileCall] = useLoginByMobileMutation();
  const accountRef = useRef<HTMLFormElement>(null);
  const mobileRef = useRef<HTMLFormElement>(null);

  const finish = (result: LoginResult) => {
    dispatch(loggedIn({ token: result.token, userInfo: result.user }));
    showSuccess(t('login.success', { name: result.user.nickname }));
    void navigate(redirect, { replace: true });
  };

  const submitAccount = async (event: FormEvent) => {
    event.preventDefault();
    if (!accountForm.checkAll()) {
      focusField(accountRef.current, String(accountForm.firstInvalid()));
      return;
    }
    const { account, password } = accountForm.values;
    try {
      finish(await loginByAccount({ account: account.trim(), password }).unwrap());
    } catch (failure) {
      accountForm.showFailure(failure);
    }
  };

  const submitMobile = async (event: FormEvent) => {
    event.preventDefault();
    if (!mobileForm.checkAll()) {
      focusField(mobileRef.current, String(mobileForm.firstInvalid()));
      return;
    }
    const { mobile, smsCode } = mobileForm.values;
    try {
      finish(await loginByMobile({ mobile: mobile.trim(), smsCode: smsCode.trim() }).unwrap());
    } catch (failure) {
      mobileForm.showFailure(failure, { [ResultCode.notFound]: 'mobile' });
    }
  };

  return (
    <PageFrame title={t('login.title')} breadcrumb={[{ label: t('login.title') }]}>
      <AuthCard testId={ids.root}>
        <Stack gap={5}>
          {isLoggedIn && (
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{t('login.already', { name: user?.nickname ?? '' })}</Alert.Title>
            </Alert.Root>
          )}
          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value === 'mobile' ? 'mobile' : 'account')}
            variant="line"
            colorPalette="brand"
            fitted
          >
            <Tabs.List>
              <Tabs.Trigger value="account" data-testid={ids.tabAccount}>
                {t('login.tabAccount')}
              </Tabs.Trigger>
              <Tabs.Trigger value="mobile" data-testid={ids.tabMobile}>
                {t('login.tabMobile')}
              </Tabs.Trigger>
            </Tabs.List>

            <Tabs.Content value="account" pt={5}>
              <form ref={accountRef} onSubmit={(event) => void submitAccount(event)} noValidate>
                <Stack gap={4}>
                  <FormField label={t('fields.account')} error={accountForm.errorOf('account')} required>
                    <Input
                      name="account"
                      value={accountForm.values.account}
                      onChange={(event) => accountForm.setValue('account', event.target.value)}
                      onBlur={() => accountForm.blur('account')}
                      placeholder={t('placeholders.loginAccount')}
                      autoComplete="username"
                      data-testid={ids.account}
                    />
                  </FormField>
                  <FormField label={t('fields.password')} error={accountForm.errorOf('password')} required>
                    <PasswordInput
                      name="password"
                      value={accountForm.values.password}
                      onChange={(event) => accountForm.setValue('password', event.target.value)}
                      onBlur={() => accountForm.blur('password')}
                      placeholder={t('placeholders.password')}
                      autoComplete="current-password"
                      data-testid={ids.password}
                    />
                  </FormField>
                  <Button
                    type="submit"
                    colorPalette="brand"
                    size="lg"
                    loading={accountCall.isLoading}
                    data-testid={ids.submitAccount}
                  >
                    {t('login.submit')}
                  </Button>
                </Stack>
              </form>
            </Tabs.Content>

            <Tabs.Content value="mobile" pt={5}>
              <form ref={mobileRef} onSubmit={(event) => void submitMobile(event)} noValidate>
                <Stack gap={4}>
                  <MobileField
                    value={mobileForm.values.mobile}
                    error={mobileForm.errorOf('mobile')}
                    onChange={(value) => mobileForm.setValue('mobile', value)}
                    onBlur={() => mobileForm.blur('mobile')}
                    testId={ids.mobile}
                  />
                  <SmsCodeField
                    purpose="login"
                    mobile={mobileForm.values.mobile}
                    value={mobileForm.values.smsCode}
                    error={mobileForm.errorOf('smsCode')}
                    onChange={(value) => mobileForm.setValue('smsCode', value)}
                    onBlur={() => mobileForm.blur('smsCode')}
                    onMobileMessage={(message) => mobileForm.showMessage('mobile', message)}
                    inputTestId={ids.smsCode}
                    sendTestId={ids.sendSms}
                  />
                  <Button
                    type="submit"
                    colorPalette="brand"
                    size="lg"
                    loading={mobileCall.isLoading}
                    data-testid={ids.submitMobile}
                  >
                    {t('login.submit')}
                  </Button>
                </Stack>
              </form>
            </Tabs.Content>
          </Tabs.Root>

          <Flex justify="space-between" wrap="wrap" gap={2} fontSize="sm">
            <Text color="fg.muted">
              {t('login.noAccount')}{' '}
              <Link asChild color="brand.fg" fontWeight="medium" data-testid={ids.registerLink}>
                <RouterLink to={paths.register()}>{t('login.toRegister')}</RouterLink>
              </Link>
            </Text>
            <Link asChild color="fg.muted" data-testid={ids.resetLink}>
              <RouterLink to={paths.resetPassword()}>{t('login.forgot')}</RouterLink>
            </Link>
          </Flex>
        </Stack>
      </AuthCard>
    </PageFrame>
  );
}
