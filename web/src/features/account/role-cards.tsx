// The four roles a visitor registers as, one card each (buyer, shop, factory, service provider).
import { useTranslation } from 'react-i18next';
import { Box, Field, RadioCard, SimpleGrid } from '@chakra-ui/react';
import { REGISTER_ROLES, type RegisterRole } from '@portal/contracts/rules/constants';
import { isRegisterRole } from '@portal/contracts/rules/validation';
import { accountTestIds } from './test-ids.ts';

export interface RoleCardsProps {
  value: RegisterRole | null;
  onChange(role: RegisterRole): void;
  error?: string | undefined;
}

export function RoleCards({ value, onChange, error }: RoleCardsProps) {
  const { t } = useTranslation('account');
  return (
    <Field.Root invalid={Boolean(error)} required>
      <RadioCard.Root
        name="role"
        value={value}
        onValueChange={(details) => {
          if (details.value && isRegisterRole(details.value)) onChange(details.value);
        }}
        colorPalette="brand"
        orientation="vertical"
        align="center"
        w="full"
      >
        <RadioCard.Label fontWeight="medium" mb={2}>
          {t('fields.role')}
          <Field.RequiredIndicator />
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
          {REGISTER_ROLES.map((role) => (
            <RadioCard.Item key={role} value={role} data-testid={accountTestIds.register.role(role)}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <Box
                  aria-hidden="true"
                  boxSize={10}
                  borderRadius="full"
                  bg={value === role ? 'brand.solid' : 'brand.subtle'}
                  color={value === role ? 'brand.contrast' : 'brand.fg'}
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                  fontWeight="bold"
                  fontSize="lg"
                >
                  {t(`roles.${role}.mark`)}
                </Box>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{t(`roles.${role}.title`)}</RadioCard.ItemText>
                  <RadioCard.ItemDescription textAlign="center" fontSize="xs">
                    {t(`roles.${role}.description`)}
                  </RadioCard.ItemDescription>
                </RadioCard.ItemContent>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
