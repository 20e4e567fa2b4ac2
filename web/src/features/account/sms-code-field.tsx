// The SMS code box with its send button: the mobile number is checked first, then a code is asked for and
// the button counts down ('60 s', disabled), then offers to resend. A refusal ('Operation is too
// frequent...') is the baseQuery's toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { ResultCode } from '@portal/contracts/envelope';
import type { SmsPurposeValue } from '@portal/contracts/http/auth';
import { SMS_CODE_LENGTH, SMS_RESEND_INTERVAL_MS } from '@portal/contracts/rules/constants';
import { checkMobile } from '@portal/contracts/rules/validation';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useSendSmsCodeMutation } from './account-api.ts';
import { fieldFailure } from '@/shared/forms/server-errors.ts';
import { CodeField } from './code-field.tsx';
import { useCountdown } from './use-countdown.ts';
import type { FieldMessage } from '@/shared/forms/use-field-form.ts';

export const SMS_RESEND_SECONDS = SMS_RESEND_INTERVAL_MS / 1000;

export interface SmsCodeFieldProps {
  purpose: SmsPurposeValue;
  /** The mobile number the code goes to (as typed in the form's mobile field). */
  mobile: string;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  /** Shows a message under the mobile field (invalid, not registered, already registered). */
  onMobileMessage(message: FieldMessage): void;
  inputTestId: string;
  sendTestId: string;
}

export function SmsCodeField({ purpose, mobile, onMobileMessage, sendTestId, ...field }: SmsCodeFieldProps) {
  const { t } = useTranslation('account');
  const [sendSms, { isLoading: sending }] = useSendSmsCodeMutation();
  const countdown = useCountdown();
  const [sentOnce, setSentOnce] = useState(false);

  const send = async () => {
    const invalid = checkMobile(mobile);
    if (invalid) {
      onMobileMessage(invalid);
      return;
    }
    try {
      const sent = await sendSms({ mobile: mobile.trim(), purpose }).unwrap();
      countdown.start(SMS_RESEND_SECONDS);
      setSentOnce(true);
      showSuccess(t('sms.sent', { mobile: sent.mobile }));
    } catch (failure) {
      const about = fieldFailure(failure, ['mobile'], { [ResultCode.notFound]: 'mobile' });
      if (about) onMobileMessage({ text: about.message });
    }
  };

  return (
    <CodeField
      {...field}
      label={t('fields.smsCode')}
      name="smsCode"
      input={{
        placeholder: t('placeholders.smsCode', { length: SMS_CODE_LENGTH }),
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: SMS_CODE_LENGTH,
      }}
      side={
        <Button
          variant="outline"
          colorPalette="brand"
          flexShrink={0}
          minW="8.5rem"
          onClick={() => void send()}
          disabled={countdown.running || sending}
          loading={sending}
          data-testid={sendTestId}
          data-countdown={countdown.remaining}
          aria-label={countdown.running ? t('sms.countdownLabel', { seconds: countdown.remaining }) : undefined}
        >
          {countdown.running
            ? t('sms.countdown', { seconds: countdown.remaining })
            : sentOnce
              ? t('sms.resend')
              : t('sms.send')}
        </Button>
      }
    />
  );
}
