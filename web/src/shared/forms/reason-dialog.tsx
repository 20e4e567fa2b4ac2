// The dialog that takes a reason before a refusal (a provider rejects an agent purchase, declines a service
// request; the operator rejects an agent purchase): one required text, said at once when missing in the
// reader's language, and a server 400 naming `reason` under the field with what was typed kept. Anything else
// the server refuses is the baseQuery's toast and the dialog stays open.
import { useRef, type FormEvent } from 'react';
import { Textarea } from '@chakra-ui/react';
import { checkRequired, type FieldLabel } from '@portal/contracts/rules/validation';
import { FormField } from '@/shared/ui/form-field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { focusField } from './focus-field.ts';
import { useFieldForm } from './use-field-form.ts';

/** The longest reason the servers take (the contracts' 200). */
export const REASON_MAX = 200;

export interface ReasonDialogProps {
  title: string;
  /** The field's label, and the rule label the required message names (`labelKey('ns:ruleLabels.x')`). */
  label: string;
  ruleLabel: FieldLabel;
  placeholder?: string;
  submitLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** The form's id (its data-testid) and the submit button's and the field's test ids. */
  formId: string;
  submitTestId?: string;
  fieldTestId?: string;
  submitting: boolean;
  /** Sends the reason, trimmed; the dialog closes when it resolves and keeps what was typed when it fails. */
  send(reason: string): Promise<unknown>;
  onClose(): void;
}

export function ReasonDialog({
  title,
  label,
  ruleLabel,
  placeholder,
  submitLabel,
  cancelLabel,
  closeLabel,
  formId,
  submitTestId,
  fieldTestId,
  submitting,
  send,
  onClose,
}: ReasonDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFieldForm({ reason: '' }, { reason: (v) => checkRequired(v.reason.trim(), ruleLabel) });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!form.checkAll()) {
      focusField(formRef.current, 'reason');
      return;
    }
    try {
      await send(form.values.reason.trim());
      onClose();
    } catch (failure) {
      // A 400 on the reason stays under the field (what was written is kept); anything else is a toast.
      if (form.showFailure(failure) === 'reason') focusField(formRef.current, 'reason');
    }
  };
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      formId={formId}
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={submitLabel}
      cancelLabel={cancelLabel}
      closeLabel={closeLabel}
      submitting={submitting}
      {...(submitTestId ? { submitTestId } : {})}
    >
      <FormField label={label} required error={form.errorOf('reason')}>
        <Textarea
          name="reason"
          rows={3}
          maxLength={REASON_MAX}
          placeholder={placeholder}
          value={form.values.reason}
          onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          onBlur={() => form.blur('reason')}
          data-testid={fieldTestId}
        />
      </FormField>
    </FormDialog>
  );
}
