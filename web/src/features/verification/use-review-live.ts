// The applicant's section follows the operator's decision live: `user:review` on the user's own room (through
// the user-room stream) makes the 'User' reads stale, so the section reads its application again
// (shared/realtime/user-event-tags.ts); here the session's user is reloaded too when a decision of this kind
// arrives, so the header and the gates (company, authenticated) follow without a reload.
import { useSelector } from 'react-redux';
import type { UserReviewEvent } from '@portal/contracts/events/user';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { useUserEvent } from '@/shared/realtime/user-events.ts';
import { sessionApi } from '@/shared/session/session-api.ts';
import { selectToken, userInfoLoaded } from '@/shared/session/session-slice.ts';

export function useReviewDecisionLive(kind: UserReviewEvent['kind']): void {
  const dispatch = useAppDispatch();
  const token = useSelector(selectToken);
  const reloadUser = () => {
    if (!token) return;
    void dispatch(sessionApi.endpoints.jwtUser.initiate({ query: { token } }, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then((user) => dispatch(userInfoLoaded(user)))
      .catch(() => undefined);
  };
  useUserEvent(
    'user:review',
    (message) => {
      if (message.data.kind === kind) reloadUser();
    },
    { onResync: reloadUser, enabled: token !== null },
  );
}
