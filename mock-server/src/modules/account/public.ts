// The account module's one door: the contract rule checks that turn a failing field into a 400.
export { assertFields } from './check.ts';
