// The applicant's section follows the operator's decision: while the application waits, its status is read
// again every few seconds, and the session's user is reloaded once it changes (company, authenticated).
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import type { VerificationStatusValue } from '@portal/contracts/http/verification';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { sessionApi } from '@/shared/session/session-api.ts';
import { selectToken, userInfoLoaded } from '@/shared/session/session-slice.ts';

/** How often a waiting application's status is read again. */
export const WAITING_POLL_MS = 3000;

/** The polling interval for the section's query: only while the application waits for the operator. */
export function waitingPoll(status: VerificationStatusValue | undefined): number {
  return status === 'submitted' ? WAITING_POLL_MS : 0;
}

/** Reloads the session's user when the application leaves `submitted` (the header and gates follow). */
export function useReloadUserOnDecision(status: VerificationStatusValue | undefined): void {
  const dispatch = useAppDispatch();
  const token = useSelector(selectToken);
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'submitted' || status === 'submitted' || status === undefined || !token) return;
    void dispatch(sessionApi.endpoints.jwtUser.initiate({ query: { token } }, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then((user) => dispatch(userInfoLoaded(user)))
      .catch(() => undefined);
  }, [dispatch, status, token]);
}
