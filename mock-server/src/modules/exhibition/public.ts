// What other modules may use of the exhibition module: the operator's decision on a booth application (the
// review queue of the console).
export { auditSignUp } from './signup.ts';
