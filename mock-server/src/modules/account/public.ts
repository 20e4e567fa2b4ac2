// The account module's one door: the contract rule checks that turn a failing field into a 400, and the
// chat signature's secret that buildApp hands over.
export { assertFields } from './check.ts';
export { useChatSecret } from './service.ts';
