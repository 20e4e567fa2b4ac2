// Runs a conversation's room saga while the conversation is on screen (the one road: useRoomSaga), and loads
// its latest page at once, so the messages show even while the socket is still connecting.
import { useEffect } from 'react';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { chatApi } from './chat-api.ts';
import { chatRoomSaga } from './chat-room-saga.ts';
import { roomSynced } from './chat-slice.ts';

export function useChatRoom(conversationId: number | null): void {
  const dispatch = useAppDispatch();
  const fetchLatest = (id: number) =>
    dispatch(
      chatApi.endpoints.chatHistory.initiate({ conversationId: id }, { subscribe: false, forceRefetch: true }),
    ).unwrap();
  useEffect(() => {
    if (conversationId === null) return;
    let live = true;
    fetchLatest(conversationId).then(
      (page) => live && dispatch(roomSynced(page)),
      () => undefined, // the baseQuery has told the user; the room retries
    );
    return () => {
      live = false;
    };
    // fetchLatest only closes over dispatch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, dispatch]);
  const connection = getTabConnection();
  useRoomSaga(
    chatRoomSaga,
    conversationId,
    { socket: connection.socket, mode$: connection.mode$, fetchLatest },
    conversationId ?? 0,
  );
}
