// What other modules may use of the inquiry module: the caller's uploaded files as stored attachment ids,
// company references in the caller's language, and the operator's decision on an inquiry under review.
export { ownAttachmentIds } from './files.ts';
export { inLanguage } from './company-names.ts';
export { decideInquiry } from './negotiation.ts';
