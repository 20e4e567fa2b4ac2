// A list of records in one bordered box, a line between rows (the centres' work lists: a factory's visits and
// inspections, a provider's agent purchases). Its children are the rows, each an `li`.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';

export function DividedList({ children }: { children: ReactNode }) {
  return (
    <Stack as="ul" listStyleType="none" gap={0} divideY="1px" borderWidth="1px" borderRadius="md" px={4} bg="bg">
      {children}
    </Stack>
  );
}
