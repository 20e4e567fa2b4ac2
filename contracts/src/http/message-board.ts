// The message board of a factory: a buyer leaves a message (20-4000 characters) with a contact e-mail.
import { Type, type Static } from 'typebox';
import { API, Done, EpochMs, Id, Page, PageQuery, Saved, defineOperation } from '../operation.ts';

export const MessageBoardBody = Type.Object({
  /** The factory's company. */
  companyId: Id,
  contactName: Type.String({ maxLength: 50 }),
  email: Type.String({ maxLength: 254 }),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  content: Type.String({ maxLength: 8000 }),
});
export type MessageBoardBody = Static<typeof MessageBoardBody>;

export const MessageBoardItem = Type.Object({
  id: Id,
  companyId: Id,
  companyName: Type.String(),
  senderId: Id,
  senderNickname: Type.String(),
  contactName: Type.String(),
  email: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
  createdAt: EpochMs,
});
export type MessageBoardItem = Static<typeof MessageBoardItem>;

export const MessageBox = Type.Enum(['sent', 'received']);
export type MessageBox = Static<typeof MessageBox>;

export const saveMessage = defineOperation({
  id: 'messageBoard/save',
  method: 'POST',
  path: `${API.portal}/messageBoard/save`,
  summary: 'Leave a message to a factory (content 20-4000 characters, a valid e-mail)',
  access: 'user',
  body: MessageBoardBody,
  content: Saved,
});

export const pageMessages = defineOperation({
  id: 'messageBoard/page',
  method: 'GET',
  path: `${API.portal}/messageBoard/page`,
  summary:
    "Messages the caller sent, or received by the caller's factory (box; default received for a factory, else sent)",
  access: 'user',
  query: Type.Object({ ...PageQuery.properties, box: Type.Optional(MessageBox) }),
  content: Page(MessageBoardItem),
});

export const deleteMessage = defineOperation({
  id: 'messageBoard/delete',
  method: 'POST',
  path: `${API.portal}/messageBoard/delete`,
  summary: "Delete a message the caller sent, or one the caller's factory received",
  access: 'user',
  body: Type.Object({ id: Id }),
  content: Done,
});
