// My deposit (margin) for one lot and its flow (docs/requirements.md sections 3-5): sign up with a contact -> pay the margin
// to the platform's account and send the payment vouchers (at most 3 files, 10M each, the section-5 types,
// uploaded through file/upload) -> pending review -> approved (automatically after a while, or by the
// operator) or rejected with a reason, then sent again.
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Field,
  Flex,
  Input,
  Stack,
  Text,
  type InputProps,
} from '@chakra-ui/react';
import type { AuctionMe } from '@portal/contracts/entities/auction';
import {
  DEPOSIT_MAX_ATTACHMENTS,
  FILE_MAX_MB,
  ALLOWED_UPLOAD_LABELS,
  UPLOAD_ACCEPT,
} from '@portal/contracts/rules/constants';
import { checkAgreement, checkAttachments, checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import type { UploadedFile } from '@portal/contracts/http/file';
import { formatMoney, moneyToFen } from '@portal/contracts/money';
import { isApiError } from '@/shared/api/api-error.ts';
import { useUploadFileMutation } from '@/shared/api/upload-api.ts';
import { useFieldForm, type FieldForm, type FormValues } from '@/shared/forms/use-field-form.ts';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { paths } from '@/shared/paths.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useDeclareMarginMutation, useMarginInfoQuery, useSignUpMutation } from './auction-api.ts';
import { auctionTestIds } from './test-ids.ts';
import { DEPOSIT_PALETTE, useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.deposit;

export interface DepositPanelProps {
  auctionId: number;
  marginAmount: string;
  ended: boolean;
  me: AuctionMe | null;
  /** Called after a change the room's snapshot should show (sign-up, voucher sent). */
  onChanged(): void;
}

/** A form of the panel: the submit runs the form's own checks and call (no page reload). */
function PanelForm({ submit, children }: { submit(): Promise<void>; children: ReactNode }) {
  return (
    <Stack
      as="form"
      gap={3}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
    </Stack>
  );
}

/** A required text field of a panel form, bound to the field form (its value, change, blur and error). */
function PanelInput<V extends FormValues>({
  form,
  name,
  label,
  testId,
  ...input
}: { form: FieldForm<V>; name: keyof V & string; label: string; testId: string } & Omit<
  InputProps,
  'form' | 'name' | 'value' | 'onChange' | 'onBlur'
>) {
  return (
    <FormField label={label} required error={form.errorOf(name)}>
      <Input
        size="sm"
        {...input}
        value={String(form.values[name])}
        onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        onBlur={() => form.blur(name)}
        data-testid={testId}
      />
    </FormField>
  );
}

function SignUpForm({ auctionId, onDone }: { auctionId: number; onDone(): void }) {
  const { t } = useTranslation('auction');
  const [signUp, signing] = useSignUpMutation();
  const form = useFieldForm<{ contactName: string; contactPhone: string; agree: boolean }>(
    { contactName: '', contactPhone: '', agree: false },
    {
      contactName: (v) => checkRequired(v.contactName, t('deposit.contactName')),
      contactPhone: (v) => checkMobile(v.contactPhone),
      agree: (v) => checkAgreement(v.agree),
    },
  );
  const submit = async () => {
    if (!form.checkAll()) return;
    try {
      await signUp({
        auctionId,
        contactName: form.values.contactName.trim(),
        contactPhone: form.values.contactPhone.trim(),
        agree: true,
      }).unwrap();
      showSuccess(t('deposit.signedUp'));
      onDone();
    } catch (error) {
      form.showFailure(error);
    }
  };
  return (
    <PanelForm submit={submit}>
      <PanelInput
        form={form}
        name="contactName"
        label={t('deposit.contactName')}
        testId={ids.contactName}
        maxLength={20}
      />
      <PanelInput
        form={form}
        name="contactPhone"
        label={t('deposit.contactPhone')}
        testId={ids.contactPhone}
        inputMode="tel"
        maxLength={11}
      />
      <Field.Root invalid={Boolean(form.errorOf('agree'))} required>
        <Checkbox.Root
          checked={form.values.agree}
          onCheckedChange={(details) => form.setValue('agree', details.checked === true)}
          colorPalette="brand"
          alignItems="flex-start"
          data-testid={ids.agree}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt={0.5} />
          <Checkbox.Label fontWeight="normal" fontSize="sm">
            {t('deposit.agree')}
          </Checkbox.Label>
        </Checkbox.Root>
        {form.errorOf('agree') && <Field.ErrorText>{form.errorOf('agree')}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="sm" loading={signing.isLoading} data-testid={ids.submitSign}>
        {t('deposit.signUp')}
      </Button>
    </PanelForm>
  );
}

/** `YYYY-MM-DDTHH:mm` of an instant in local time, for a datetime-local input. */
function localInputValue(at: number): string {
  const date = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

function PayForm({ auctionId, marginAmount, onDone }: { auctionId: number; marginAmount: string; onDone(): void }) {
  const { t } = useTranslation('auction');
  const ruleText = useRuleMessage();
  const [declare, declaring] = useDeclareMarginMutation();
  const [uploadVoucher] = useUploadFileMutation();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [filesError, setFilesError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const form = useFieldForm(
    { amount: marginAmount, paymentTime: localInputValue(Date.now()) },
    {
      amount: (v) => checkRequired(v.amount, t('deposit.amount')),
      paymentTime: (v) => checkRequired(v.paymentTime, t('deposit.paymentTime')),
    },
  );

  const addFiles = async (picked: File[]) => {
    const failure = checkAttachments([...files.map((f) => ({ name: f.name, size: f.size, type: f.mime })), ...picked], {
      max: DEPOSIT_MAX_ATTACHMENTS,
    });
    if (failure) {
      setFilesError(ruleText(failure));
      return;
    }
    setFilesError(null);
    setUploading(true);
    try {
      const uploaded: UploadedFile[] = [];
      for (const file of picked) uploaded.push(await uploadVoucher({ file, purpose: 'voucher' }).unwrap());
      setFiles((current) => [...current, ...uploaded]);
    } catch (error) {
      setFilesError(isApiError(error) ? error.message : t('deposit.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    let valid = form.checkAll();
    const amount = form.values.amount.trim();
    if (valid && !/^\d+(\.\d{1,2})?$/.test(amount)) {
      form.showMessage('amount', { text: t('deposit.amountInvalid') });
      valid = false;
    } else if (valid && (moneyToFen(amount) ?? 0) < (moneyToFen(marginAmount) ?? 0)) {
      // Not below the margin (requirements section 5: the deposit is not below 0; the server checks it covers the margin).
      form.showMessage('amount', { text: t('deposit.amountLow', { amount: formatMoney(marginAmount) }) });
      valid = false;
    }
    if (files.length === 0) setFilesError(t('deposit.voucherRequired'));
    if (!valid || files.length === 0) return;
    try {
      await declare({
        auctionId,
        amount: form.values.amount.trim(),
        paymentTime: new Date(form.values.paymentTime).getTime(),
        attachments: files.map((file) => file.fileId),
      }).unwrap();
      showSuccess(t('deposit.sent'));
      onDone();
    } catch (error) {
      if (form.showFailure(error) === null && isApiError(error)) {
        if (error.status === 400) setFilesError(error.message);
      }
    }
  };

  return (
    <PanelForm submit={submit}>
      <PanelInput form={form} name="amount" label={t('deposit.amount')} testId={ids.amount} inputMode="decimal" />
      <PanelInput
        form={form}
        name="paymentTime"
        label={t('deposit.paymentTime')}
        testId={ids.paymentTime}
        type="datetime-local"
      />
      <Field.Root invalid={Boolean(filesError)} required>
        <Field.Label>
          {t('deposit.vouchers')}
          <Field.RequiredIndicator />
        </Field.Label>
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          accept={UPLOAD_ACCEPT}
          data-testid={ids.files}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (picked.length > 0) void addFiles(picked);
          }}
        />
        <Stack gap={1} w="full">
          {files.map((file) => (
            <Flex key={file.fileId} align="center" gap={2} fontSize="sm" data-testid={ids.fileRow}>
              <Text truncate flex="1">
                {file.name}
              </Text>
              <CloseButton
                size="2xs"
                aria-label={t('deposit.removeFile', { name: file.name })}
                onClick={() => setFiles((current) => current.filter((f) => f.fileId !== file.fileId))}
              />
            </Flex>
          ))}
          {files.length < DEPOSIT_MAX_ATTACHMENTS && (
            <Button size="sm" variant="outline" loading={uploading} onClick={() => picker.current?.click()}>
              {t('deposit.addVoucher')}
            </Button>
          )}
        </Stack>
        {filesError ? (
          <Field.ErrorText>{filesError}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {t('deposit.voucherHint', { max: DEPOSIT_MAX_ATTACHMENTS, mb: FILE_MAX_MB, types: ALLOWED_UPLOAD_LABELS })}
          </Field.HelperText>
        )}
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="sm" loading={declaring.isLoading} data-testid={ids.submitPay}>
        {t('deposit.send')}
      </Button>
    </PanelForm>
  );
}

export function DepositPanel({ auctionId, marginAmount, ended, me, onChanged }: DepositPanelProps) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const location = useLocation();
  const token = useAppSelector(selectToken);
  const [open, setOpen] = useState(false);
  const status = me?.depositStatus ?? 'unregistered';
  const margin = useMarginInfoQuery(
    { auctionId },
    { skip: !token || !open || (status !== 'unpaid' && status !== 'rejected') },
  );
  const done = () => {
    setOpen(false);
    onChanged();
  };

  if (me?.isSeller) return null;

  return (
    <Box data-testid={ids.panel} bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }}>
      <Flex justify="space-between" align="center" mb={2} gap={2}>
        <Text fontWeight="semibold">{t('deposit.title')}</Text>
        {token && (
          <Badge colorPalette={DEPOSIT_PALETTE[status]} data-testid={ids.status} data-status={status}>
            {labels.deposit(status)}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb={3}>
        {t('deposit.amountDue', { amount: formatMoney(marginAmount) })}
      </Text>

      {!token ? (
        <Button asChild size="sm" colorPalette="brand" w="full">
          <RouterLink to={paths.login(`${location.pathname}${location.search}`)}>
            {t('deposit.loginToSignUp')}
          </RouterLink>
        </Button>
      ) : status === 'approved' ? (
        <Text fontSize="sm" color={ended ? 'fg.muted' : 'green.700'}>
          {ended ? t('deposit.approvedEnded') : t('deposit.approvedText')}
        </Text>
      ) : status === 'pendingReview' ? (
        <Text fontSize="sm">{t('deposit.pendingText')}</Text>
      ) : ended ? (
        <Text fontSize="sm" color="fg.muted">
          {t('deposit.closed')}
        </Text>
      ) : status === 'unregistered' ? (
        open ? (
          <SignUpForm auctionId={auctionId} onDone={done} />
        ) : (
          <Button size="sm" colorPalette="brand" w="full" onClick={() => setOpen(true)} data-testid={ids.signUp}>
            {t('deposit.signUp')}
          </Button>
        )
      ) : (
        <Stack gap={3}>
          {status === 'rejected' && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('deposit.rejectedTitle')}</Alert.Title>
                {me?.rejectReason && <Alert.Description>{me.rejectReason}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
          {open ? (
            <>
              {margin.data && (
                <Box fontSize="sm" bg="bg.muted" borderRadius="md" p={3}>
                  <Text fontWeight="semibold" mb={1}>
                    {t('deposit.payee')}
                  </Text>
                  <Text>{margin.data.payee.accountName}</Text>
                  <Text>{margin.data.payee.bank}</Text>
                  <Text fontVariantNumeric="tabular-nums">{margin.data.payee.accountNumber}</Text>
                </Box>
              )}
              <PayForm auctionId={auctionId} marginAmount={marginAmount} onDone={done} />
            </>
          ) : (
            <Button size="sm" colorPalette="brand" w="full" onClick={() => setOpen(true)} data-testid={ids.pay}>
              {status === 'rejected' ? t('deposit.payAgain') : t('deposit.pay')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
