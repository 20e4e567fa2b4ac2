// What other modules may use of the inquiry module: the caller's uploaded files as stored attachment ids, and
// company references in the caller's language.
export { ownAttachmentIds } from './files.ts';
export { inLanguage } from './company-names.ts';
