// The chat calls, straight from the contract: the conversation list, opening one with a seller, history
// pages, sending, reading; and the upload of a picture (file/upload?purpose=chat) before it is sent.
import * as chat from '@portal/contracts/http/chat';
import { UPLOAD_FIELD, upload, type UploadedFile } from '@portal/contracts/http/file';
import { download } from '@portal/contracts/http/file';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';
import { api } from '@/shared/api/api.ts';
import { opArgs } from '@/shared/api/operation.ts';

export const chatApi = injectOps({
  chatConversations: opQuery(chat.conversations, { tags: 'Chat', background: true }),
  chatOpen: opMutation(chat.open, { tags: 'Chat' }),
  chatHistory: opQuery(chat.history, { keepUnusedDataFor: 0 }),
  chatSend: opMutation(chat.send, { tags: 'Chat', background: true }),
  chatRead: opMutation(chat.read, { tags: 'Chat', background: true }),
  chatPicture: opQuery(download, { keepUnusedDataFor: 300, background: true }),
});

export const chatUploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatUpload: build.mutation<UploadedFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append(UPLOAD_FIELD, file);
        return { ...opArgs(upload, { query: { purpose: 'chat' } }), body };
      },
    }),
  }),
});

export const {
  useChatConversationsQuery,
  useChatOpenMutation,
  useLazyChatHistoryQuery,
  useChatSendMutation,
  useChatReadMutation,
  useChatPictureQuery,
} = chatApi;
export const { useChatUploadMutation } = chatUploadApi;
