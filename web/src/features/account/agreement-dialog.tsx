// The registration agreement of the chosen role, in a dialog (60% of the window on a desktop).
import { useTranslation } from 'react-i18next';
import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { DIALOG_WIDTH, type RegisterRole } from '@portal/contracts/rules/constants';
import { accountTestIds } from './test-ids.ts';

export interface AgreementDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  role: RegisterRole | null;
  /** The user read it and agrees: the box is ticked. */
  onAccept(): void;
}

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function AgreementDialog({ open, onOpenChange, role, onAccept }: AgreementDialogProps) {
  const { t } = useTranslation('account');
  const roleName = role ? t(`roles.${role}.title`) : t('agreement.anyRole');
  const general = textList(t('agreement.paragraphs', { returnObjects: true }));
  const roleTerms = role ? textList(t(`agreement.roleTerms.${role}`, { returnObjects: true })) : [];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: 2, md: 0 }}>
          <Dialog.Content
            maxW={{ base: '100%', md: DIALOG_WIDTH }}
            w="full"
            data-testid={accountTestIds.register.agreementDialog}
          >
            <Dialog.Header>
              <Dialog.Title>{t('agreement.title', { role: roleName })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3} fontSize="sm" lineHeight="1.9">
                {general.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
                {roleTerms.length > 0 && (
                  <>
                    <Heading as="h3" size="sm" mt={2}>
                      {t('agreement.roleHeading', { role: roleName })}
                    </Heading>
                    {roleTerms.map((paragraph) => (
                      <Text key={paragraph}>{paragraph}</Text>
                    ))}
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('agreement.close')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={onAccept} data-testid={accountTestIds.register.agreementAccept}>
                {t('agreement.accept')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('agreement.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
