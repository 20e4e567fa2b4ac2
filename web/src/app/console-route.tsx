// The operator console as the route shows it: the console (features/console) with the parts of other features
// it gathers, each loaded when its tab opens: the agent purchases of every provider, moved as their provider
// would (features/trade-requests), and the operator's own notifications (features/notifications), which it
// has no buyer centre to read in.
import { lazy } from 'react';
import { ConsolePage } from '@/features/console/console-page.tsx';

const AgentPurchases = lazy(() =>
  import('@/features/trade-requests/agent-work-section.tsx').then(({ AgentWorkList }) => ({
    default: () => <AgentWorkList showAgent />,
  })),
);
const Notifications = lazy(() => import('@/features/notifications/notifications-section.tsx'));

export default function ConsoleRoute() {
  return <ConsolePage sections={{ agentPurchases: <AgentPurchases />, notifications: <Notifications /> }} />;
}
