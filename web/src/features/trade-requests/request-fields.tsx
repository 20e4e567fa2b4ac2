// The blocks the trade-request forms and lists share: the form dialog with the feature's cancel/close labels
// and test ids, the province / city / county field bound to a form's three region codes, and the records table.
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@chakra-ui/react';
import { FormDialog } from '@/shared/forms/form-dialog.tsx';
import type { FieldForm, FormValues } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { RegionPicker, type RegionValue } from './parts.tsx';

export function RequestFormDialog({
  open = true,
  title,
  onClose,
  ids,
  formRef,
  submit,
  submitLabel,
  submitting,
  children,
}: {
  open?: boolean;
  title: string;
  onClose(): void;
  /** The form's and its submit button's test ids. */
  ids: { form: string; submit: string };
  formRef: RefObject<HTMLFormElement | null>;
  /** From useRequestForm's submit. */
  submit(event: FormEvent): Promise<void>;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('requests');
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      formId={ids.form}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      submitLabel={submitLabel}
      cancelLabel={t('actions.cancel')}
      closeLabel={t('actions.close')}
      submitting={submitting}
      submitTestId={ids.submit}
    >
      {children}
    </FormDialog>
  );
}

type RegionCodes = { provinceCode: string; cityCode: string; countyCode: string };

/** The region of a form (its rule stands on countyCode, the last level chosen). */
export function RegionField<V extends FormValues & RegionCodes>({
  form,
  label,
}: {
  form: FieldForm<V>;
  label: string;
}) {
  const set = (name: keyof RegionCodes, value: string) => form.setValue(name, value as V[keyof RegionCodes]);
  return (
    <FormField label={label} required error={form.errorOf('countyCode')}>
      <RegionPicker
        value={form.values satisfies RegionValue}
        onChange={(region) => {
          set('provinceCode', region.provinceCode);
          set('cityCode', region.cityCode);
          set('countyCode', region.countyCode);
        }}
      />
    </FormField>
  );
}

/** A small table of records (the buyer centre's lists) that scrolls sideways on a phone. */
export function RecordsTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
