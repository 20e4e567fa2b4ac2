// chat/unread, the header's unread total: loaded with the realtime flows after a login, not with the first
// screen (the chat contract stays out of the entry chunk).
import { unread } from '@portal/contracts/http/chat';
import type { ContentOf } from '@portal/contracts/operation';
import { api } from '../api/api.ts';
import { opArgs } from '../api/operation.ts';

export const chatUnreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatUnread: build.query<ContentOf<typeof unread>, void>({
      query: () => opArgs(unread),
    }),
  }),
});
