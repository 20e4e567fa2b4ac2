// What other modules may use of the file module: the other-party rule of a domain that references private
// files (registerFileParty), and the caller's own uploads by public id (ownFileIds).
export { ownFileIds, registerFileParty, type FilePartyResolver, type FileRecord } from './access.ts';
