// A password box with a show/hide switch (typing a password on a phone is easier when it can be seen).
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, InputGroup } from '@chakra-ui/react';

export type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: 1 }}
      endElement={
        <Button
          size="xs"
          variant="ghost"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-label={visible ? t('password.hide') : t('password.show')}
        >
          {visible ? t('password.hideShort') : t('password.showShort')}
        </Button>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} pe="14" />
    </InputGroup>
  );
}
