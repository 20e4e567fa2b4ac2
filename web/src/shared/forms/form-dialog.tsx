// The dialog a form opens in (publish an inquiry, a supply request, an agent-purchase request): full screen on
// a phone, a scrolling body, the form's own id so the footer's submit button sends it, cancel and close.
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { usePhoneFullDialogSize } from '@/shared/ui/dialog-size.ts';

export interface FormDialogProps {
  open?: boolean;
  title: ReactNode;
  onClose(): void;
  /** The form's id (also its data-testid): the footer's submit button names it. */
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  cancelLabel: string;
  closeLabel: string;
  submitting: boolean;
  submitTestId?: string;
  children: ReactNode;
}

export function FormDialog({
  open = true,
  title,
  onClose,
  formId,
  formRef,
  onSubmit,
  submitLabel,
  cancelLabel,
  closeLabel,
  submitting,
  submitTestId,
  children,
}: FormDialogProps) {
  const dialogSize = usePhoneFullDialogSize('lg');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={dialogSize}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form ref={formRef} id={formId} data-testid={formId} onSubmit={onSubmit} noValidate>
                <Stack gap={4}>{children}</Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button type="submit" form={formId} colorPalette="brand" loading={submitting} data-testid={submitTestId}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
