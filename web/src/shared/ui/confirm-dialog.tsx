// A small "are you sure" dialog (delete cart lines, cancel an order): the question, a cancel and a confirm
// button that shows it is busy while the write runs; the texts come from the caller's namespace.
import type { ReactNode } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
  testIds?: { root: string; confirm: string };
}

export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onClose,
  testIds,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: 3, md: 0 }}>
          <Dialog.Content maxW="sm" data-testid={testIds?.root}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {body && (
              <Dialog.Body>
                <Text fontSize="sm">{body}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm} data-testid={testIds?.confirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
