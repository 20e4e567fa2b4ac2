// The account module's one door: the contract rule checks that turn a failing field into a 400, and the
// check of a chat signature (for the chat domain).
export { assertFields } from './check.ts';
export { verifyChatSignature } from './service.ts';
