// What other modules may use of the verification module: the operator's decisions (the review queue) and the
// rows the queue shows.
export { decideEnterprise, decidePersonal, fileRef, type EnterpriseRow, type PersonalRow } from './service.ts';
