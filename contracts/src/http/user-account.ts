// The logged-in user's account: its detail and the signature the chat client logs in with.
import { Type, type Static } from 'typebox';
import { API, EpochMs, defineOperation } from '../operation.ts';
import { UserAccountDetail } from '../entities/user.ts';

export const ChatSignature = Type.Object({
  /** The chat identity of the user: `u<userId>`. */
  chatUserId: Type.String(),
  sdkAppId: Type.Integer(),
  /** HMAC-SHA256 (hex) of `<sdkAppId>:<chatUserId>:<expireAt>` with the server's chat secret. */
  userSig: Type.String(),
  expireAt: EpochMs,
});
export type ChatSignature = Static<typeof ChatSignature>;

export const genSig = defineOperation({
  id: 'userAccount/genSig',
  method: 'GET',
  path: `${API.admin}/userAccount/genSig`,
  summary: 'A chat signature for the logged-in user, valid 24 hours',
  description:
    'Kept for clients of a hosted chat SDK (the signature its login expects). This stack does not use it: the ' +
    "portal's chat rides the portal's own socket, which logs in with the X-Token login in the handshake, and " +
    'only the two parties of a conversation may join its room `chat:<id>` (chat/* operations).',
  access: 'user',
  content: ChatSignature,
});

export const getOneUserAccount = defineOperation({
  id: 'userAccount/getOneUserAccount',
  method: 'GET',
  path: `${API.admin}/userAccount/getOneUserAccount`,
  summary: "The logged-in user's account detail",
  access: 'user',
  content: UserAccountDetail,
});
