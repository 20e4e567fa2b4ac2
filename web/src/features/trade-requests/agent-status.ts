// The colour of an agent purchase request's status, the same on the buyer's list and the agent's.
import type { AgentRecordStatusValue } from '@portal/contracts/entities/trade-request';

export const AGENT_STATUS_PALETTE: Record<AgentRecordStatusValue, string> = {
  submitted: 'blue',
  purchasing: 'orange',
  shipped: 'purple',
  completed: 'green',
  rejected: 'red',
};
