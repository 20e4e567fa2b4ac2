// What other modules may use of the onboarding module: the operator's decision on a store application (the
// review queue of the console), which opens the store on approval.
export { auditEntry } from './service.ts';
