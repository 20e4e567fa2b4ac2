// The connection mode a page shows beside its live data: live, reconnecting, or polling while the socket
// is down (texts in common:realtime.*).
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box } from '@chakra-ui/react';
import type { BehaviorSubject } from 'rxjs';
import { getTabConnection } from './connection.ts';
import type { RealtimeMode } from './operators.ts';

export const REALTIME_STATUS_TEST_ID = 'realtime-status';

const PALETTE: Record<RealtimeMode, string> = {
  connecting: 'gray',
  live: 'green',
  reconnecting: 'orange',
  polling: 'gray',
};

/** The tab connection's mode (or a given mode stream, in tests), re-rendering on change. */
export function useRealtimeMode(mode$: BehaviorSubject<RealtimeMode> = getTabConnection().mode$): RealtimeMode {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = mode$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [mode$],
  );
  return useSyncExternalStore(subscribe, () => mode$.getValue());
}

export interface RealtimeStatusProps {
  mode: RealtimeMode;
  /** Show nothing while live or first connecting (a header that only speaks up when something is wrong). */
  hideWhenLive?: boolean;
}

export function RealtimeStatus({ mode, hideWhenLive = false }: RealtimeStatusProps) {
  const { t } = useTranslation('common');
  if (hideWhenLive && (mode === 'live' || mode === 'connecting')) return null;
  return (
    <Badge
      colorPalette={PALETTE[mode]}
      variant="subtle"
      role="status"
      aria-live="polite"
      title={t(`realtime.${mode}Hint`)}
      data-testid={REALTIME_STATUS_TEST_ID}
      data-mode={mode}
    >
      <Box as="span" boxSize="2" borderRadius="full" bg="currentColor" display="inline-block" aria-hidden="true" />
      {t(`realtime.${mode}`)}
    </Badge>
  );
}

/** The badge of the tab connection's mode (or of a given mode stream) that follows it by itself: a page puts
 * it in its header, and a change of mode redraws the badge, not the page around it. */
export function ConnectionStatus({
  mode$,
  hideWhenLive = false,
}: {
  mode$?: BehaviorSubject<RealtimeMode>;
  hideWhenLive?: boolean;
}) {
  const mode = useRealtimeMode(mode$);
  return <RealtimeStatus mode={mode} hideWhenLive={hideWhenLive} />;
}
