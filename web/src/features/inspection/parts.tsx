// Small pieces the inspection pages share: the grade badge of a report and the status badge of an inspection.
import { useTranslation } from 'react-i18next';
import { Badge, HStack, Text } from '@chakra-ui/react';
import type { InspectionStatusValue } from '@portal/contracts/http/factory-inspection';
import { useInspectionTexts } from './use-inspection-texts.ts';

const GRADE_PALETTE: Record<string, string> = { A: 'green', B: 'teal', C: 'orange', D: 'red' };
const STATUS_PALETTE: Record<InspectionStatusValue, string> = {
  inProgress: 'blue',
  completed: 'green',
  rejected: 'red',
};

export function GradeBadge({ grade, score }: { grade: string; score: number }) {
  const { t } = useTranslation('inspection');
  return (
    <HStack gap={1.5} flexShrink={0}>
      <Text fontWeight="bold" color="brand.solid">
        {score}
      </Text>
      <Badge colorPalette={GRADE_PALETTE[grade] ?? 'gray'} variant="solid" title={t(`grades.${grade}`)}>
        {grade}
      </Badge>
    </HStack>
  );
}

export function StatusBadge({ status, testId }: { status: InspectionStatusValue; testId?: string }) {
  const texts = useInspectionTexts();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid={testId} data-status={status}>
      {texts.status(status)}
    </Badge>
  );
}
