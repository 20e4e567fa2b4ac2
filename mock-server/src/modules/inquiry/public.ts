// What other modules may use of the inquiry module: the caller's uploaded files as stored attachment ids.
export { ownAttachmentIds } from './files.ts';
