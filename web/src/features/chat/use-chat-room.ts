// Runs a conversation's room saga while the conversation is on screen (runSaga with the store's dispatch:
// a page's own long-lived flow), and loads its latest page at once, so the messages show even while the
// socket is still connecting.
import { useEffect } from 'react';
import { runSaga } from 'redux-saga';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { chatApi } from './chat-api.ts';
import { chatRoomSaga } from './chat-room-saga.ts';
import { roomSynced } from './chat-slice.ts';

export function useChatRoom(conversationId: number | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (conversationId === null) return;
    const fetchLatest = (id: number) =>
      dispatch(
        chatApi.endpoints.chatHistory.initiate({ conversationId: id }, { subscribe: false, forceRefetch: true }),
      ).unwrap();
    let live = true;
    fetchLatest(conversationId).then(
      (page) => live && dispatch(roomSynced(page)),
      () => undefined, // the baseQuery has told the user; the room retries
    );
    const connection = getTabConnection();
    const task = runSaga(
      { dispatch, getState: () => undefined },
      chatRoomSaga,
      { socket: connection.socket, mode$: connection.mode$, fetchLatest },
      conversationId,
    );
    return () => {
      live = false;
      task.cancel();
    };
  }, [conversationId, dispatch]);
}
