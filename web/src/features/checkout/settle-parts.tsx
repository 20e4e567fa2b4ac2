// The confirmation's small building blocks: a titled section, a label-value row of the totals, and a choice as
// a row of toggle buttons (a radio group).
import type { ReactNode } from 'react';
import { Box, Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';

export function Section({ title, invalid, children }: { title: string; invalid?: boolean; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="md"
      p={{ base: 3, md: 5 }}
    >
      <Heading as="h2" size="md" mb={3}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="space-between">
      <Text color="fg.muted">{label}</Text>
      <Text data-testid={testId}>{value}</Text>
    </Flex>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
  disabled?: boolean;
  testId: string;
}

export function Choice({
  label,
  value,
  onChange,
  options,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: ChoiceOption[];
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <Stack gap={2}>
      <Text fontWeight="medium" fontSize="sm">
        {label}
      </Text>
      {/* A row of toggle buttons: each choice shows at once which is taken (and which is not offered). */}
      <HStack gap={2} wrap="wrap" role="radiogroup" aria-label={label}>
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <Button
              key={option.value}
              role="radio"
              aria-checked={chosen}
              size="sm"
              variant={chosen ? 'subtle' : 'outline'}
              colorPalette={chosen ? 'brand' : 'gray'}
              borderWidth="1px"
              borderColor={chosen ? 'brand.solid' : 'border'}
              disabled={option.disabled}
              onClick={() => onChange(option.value)}
              data-testid={option.testId}
            >
              {option.label}
            </Button>
          );
        })}
      </HStack>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
