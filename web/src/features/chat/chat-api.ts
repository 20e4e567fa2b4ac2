// The chat calls, straight from the contract: the conversation list, opening one with a seller, history
// pages, sending, reading. A picture is uploaded before it is sent through shared/api/upload-api.ts (purpose chat).
import * as chat from '@portal/contracts/http/chat';
import { download } from '@portal/contracts/http/file';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const chatApi = injectOps({
  chatConversations: opQuery(chat.conversations, { tags: 'Chat', background: true }),
  chatOpen: opMutation(chat.open, { tags: 'Chat' }),
  chatHistory: opQuery(chat.history, { keepUnusedDataFor: 0 }),
  chatSend: opMutation(chat.send, { tags: 'Chat', background: true }),
  // A read moves the header's unread total, and the list follows the total (conversation-list.tsx): no tag here,
  // or a busy conversation would ask for the list after each read as well.
  chatRead: opMutation(chat.read, { background: true }),
  chatPicture: opQuery(download, { keepUnusedDataFor: 300, background: true }),
});

export const {
  useChatConversationsQuery,
  useChatOpenMutation,
  useLazyChatHistoryQuery,
  useChatSendMutation,
  useChatReadMutation,
  useChatPictureQuery,
} = chatApi;
