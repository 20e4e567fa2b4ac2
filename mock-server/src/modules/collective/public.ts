// What other modules may use of the collective module: the operator's decision on a group-buy registration
// pending review (the review queue of the console), with the module's own events.
export { decideRegistration } from './registration.ts';
