// What other modules may use of the auction module: the operator's decision on a deposit pending review (the
// review queue of the console), with the module's own events.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import { decideMargin } from './deposits.ts';
import { auctionEnv, marginReviewMsOf } from './realtime.ts';

export function decideDeposit(
  app: FastifyInstance,
  marginId: number,
  approve: boolean,
  reason: string | undefined,
  lang: Lang,
): 'approved' | 'rejected' {
  return decideMargin(auctionEnv(app, marginReviewMsOf(app)), marginId, approve, reason, lang);
}
