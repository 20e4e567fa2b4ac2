// A cart line's quantity: the stepper (less, the typed field, more) and what it checks before any call (the
// format, four decimals, the minimum and the stock), saving on Enter, on leaving the field or on a step. The
// line's amount follows the typed quantity at once (useLineQuantity's `typed`).
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { CartLine } from '@portal/contracts/http/cart';
import { formatQuantity, quantityToUnits, unitsToQuantity } from '@portal/contracts/money';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { useUpdateCartQuantityMutation } from './cart-api.ts';
import { quantityProblem, type QuantityProblem } from './cart-lines.ts';
import { unitLabel } from '@/shared/i18n/unit-label.ts';
import { cartTestIds as ids } from './test-ids.ts';

type Problem = QuantityProblem | { kind: 'server'; text: string };

/** The typed quantity (undefined: the saved one shows), what is wrong with it, and the ways to change it. */
export function useLineQuantity(line: CartLine) {
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [updateQuantity, updating] = useUpdateCartQuantityMutation();

  const commit = async (value: string) => {
    const found = quantityProblem(value, line);
    setProblem(found);
    if (found) return;
    if (quantityToUnits(value) === quantityToUnits(line.quantity)) {
      setTyped(undefined);
      return;
    }
    try {
      await updateQuantity({ id: line.id, quantity: value.trim() }).unwrap();
      setTyped(undefined);
    } catch (error) {
      // A 400 is not toasted: show it here; a business refusal (toasted) also stays beside the field.
      if (isApiError(error)) setProblem({ kind: 'server', text: error.message });
    }
  };

  const step = (delta: number) => {
    const current = quantityToUnits(typed ?? line.quantity) ?? 0;
    const value = unitsToQuantity(Math.max(10000, current + delta * 10000));
    setTyped(value);
    void commit(value);
  };

  const type = (value: string) => {
    setTyped(value);
    setProblem(null);
  };

  return { typed, problem, updating: updating.isLoading, commit, step, type };
}

export type LineQuantity = ReturnType<typeof useLineQuantity>;

/** What the field's message says: the rule's words, or the minimum or the stock with the unit. */
function useProblemText(line: CartLine, problem: Problem | null): string | null {
  const { t } = useTranslation('cart');
  const ruleMessage = useRuleMessage();
  if (!problem) return null;
  if (problem.kind === 'rule') {
    // Too many decimals is still 'Please enter the correct quantity.' (spec), with the limit said after it.
    return problem.failure.rule === 'quantityDecimals'
      ? `${ruleMessage({ rule: 'quantityInvalid' })} ${ruleMessage(problem.failure)}`
      : ruleMessage(problem.failure);
  }
  if (problem.kind === 'belowMinimum') {
    const minimum = problem.minimum;
    return t('quantity.belowMinimum', {
      minimum: formatQuantity(minimum),
      unit: unitLabel(t, line.unit, minimum),
    });
  }
  if (problem.kind === 'aboveStock') {
    return t('quantity.aboveStock', {
      stock: formatQuantity(problem.stock),
      unit: unitLabel(t, line.unit, problem.stock),
    });
  }
  return problem.text;
}

export function QuantityStepper({ line, quantity }: { line: CartLine; quantity: LineQuantity }) {
  const { t } = useTranslation('cart');
  const { typed, problem, updating, commit, step, type } = quantity;
  const problemText = useProblemText(line, problem);
  return (
    <Stack gap={1} gridColumn={{ base: '2', md: 'auto' }} pt={{ base: 0, md: 5 }}>
      <HStack gap={0} justify={{ base: 'start', md: 'center' }}>
        <IconButton
          aria-label={t('quantity.less', { title: line.title })}
          size="sm"
          variant="outline"
          borderEndRadius={0}
          disabled={!line.available || updating}
          onClick={() => step(-1)}
        >
          −
        </IconButton>
        <Input
          value={typed ?? formatQuantity(line.quantity).replace(/,/g, '')}
          onChange={(event) => type(event.target.value)}
          onBlur={() => typed !== undefined && void commit(typed)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter' && typed !== undefined) void commit(typed);
          }}
          inputMode="decimal"
          size="sm"
          w="5.5rem"
          borderRadius={0}
          textAlign="center"
          aria-label={t('quantity.label', { title: line.title })}
          aria-invalid={problem !== null}
          disabled={!line.available}
          data-testid={ids.lineQuantity(line.id)}
        />
        <IconButton
          aria-label={t('quantity.more', { title: line.title })}
          size="sm"
          variant="outline"
          borderStartRadius={0}
          disabled={!line.available || updating}
          onClick={() => step(1)}
        >
          +
        </IconButton>
      </HStack>
      {problemText && (
        <Text fontSize="xs" color="fg.error" role="alert" textAlign={{ base: 'start', md: 'center' }}>
          {problemText}
        </Text>
      )}
    </Stack>
  );
}
