// Tells a logged-in user when the cart count (and other live data) is only polled: the socket is down. A
// chunk of its own with the realtime core, which the first screen of an anonymous visitor does not load.
import { RealtimeStatus, useRealtimeMode } from '@/shared/realtime/realtime-status.tsx';

export function LiveDataNotice() {
  const mode = useRealtimeMode();
  return mode === 'polling' ? <RealtimeStatus mode={mode} /> : null;
}
