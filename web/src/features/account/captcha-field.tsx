// The graphic code box with its image; a click on the image asks for a new code.
import { useTranslation } from 'react-i18next';
import { Button, Image, Skeleton } from '@chakra-ui/react';
import { CAPTCHA_LENGTH } from '@portal/contracts/rules/constants';
import { CodeField } from './code-field.tsx';

export interface CaptchaFieldProps {
  /** The image of the current code (a data: URL), undefined while none has loaded. */
  image: string | undefined;
  refreshing: boolean;
  onRefresh(): void;
  value: string;
  error?: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  inputTestId: string;
  imageTestId: string;
}

export function CaptchaField({ image, refreshing, onRefresh, imageTestId, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation('account');
  return (
    <CodeField
      {...field}
      label={t('fields.captcha')}
      name="captcha"
      input={{
        placeholder: t('placeholders.captcha', { length: CAPTCHA_LENGTH }),
        autoComplete: 'off',
        autoCapitalize: 'off',
        maxLength: CAPTCHA_LENGTH,
      }}
      align="center"
      side={
        <Button
          variant="outline"
          p={0}
          w="8.5rem"
          h="10"
          flexShrink={0}
          overflow="hidden"
          onClick={onRefresh}
          disabled={refreshing}
          title={t('captcha.refresh')}
          aria-label={t('captcha.refresh')}
          data-testid={imageTestId}
        >
          {image && !refreshing ? (
            <Image src={image} alt={t('captcha.alt')} w="full" h="full" objectFit="contain" />
          ) : (
            <Skeleton w="full" h="full" />
          )}
        </Button>
      }
    />
  );
}
