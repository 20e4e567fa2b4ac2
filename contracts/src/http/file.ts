// File upload (multipart, 10M, the attachment whitelist, checked by content) and download of the raw bytes.
// A file is named by an unguessable id and has a purpose: goods pictures and exhibition materials are public;
// vouchers, licences, ID scans and attachments are readable by their owner, the other party of the deal and
// the operator only.
import { Type, type Static } from 'typebox';
import { API, EpochMs, defineOperation } from '../operation.ts';

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** A file's id: 128 random bits as 32 lower-case hex digits (url-safe, not guessable, not sequential). */
export const FILE_ID_PATTERN = '^[0-9a-f]{32}$';
export const FileId = Type.String({ pattern: FILE_ID_PATTERN, description: '128-bit random id, 32 hex digits' });
export type FileId = Static<typeof FileId>;

/** What a file is for, which decides who may read it. */
export const FILE_PURPOSES = ['goods', 'exhibition', 'voucher', 'licence', 'idScan', 'attachment', 'chat'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const FilePurpose = Type.Enum(FILE_PURPOSES, {
  description:
    'goods (product pictures) and exhibition (public materials) are public; voucher, licence, idScan and ' +
    'attachment (inquiry and offer attachments) are read by the owner, the other party of the deal and the operator; ' +
    'chat (pictures sent in a conversation) by the owner, the parties of that conversation and the operator',
});
/** Purposes anyone may download. */
export const PUBLIC_FILE_PURPOSES: readonly FilePurpose[] = ['goods', 'exhibition'];
/** The purpose of an upload that names none: private. */
export const DEFAULT_FILE_PURPOSE: FilePurpose = 'attachment';

/** Files and bytes one user may keep (docs/requirements.md section 5 bounds each file at 10M; this bounds them all). */
export const FILE_QUOTA_COUNT = 200;
export const FILE_QUOTA_BYTES = 200 * 1024 * 1024;
/** The longest stored file name, in characters (the extension kept). */
export const FILE_NAME_MAX = 120;

export const UploadedFile = Type.Object({
  fileId: FileId,
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  mime: Type.String(),
  /** Where the file is downloaded from: file/download?fileId=. */
  url: Type.String(),
  purpose: FilePurpose,
  createdAt: EpochMs,
});
export type UploadedFile = Static<typeof UploadedFile>;

export const upload = defineOperation({
  id: 'file/upload',
  method: 'POST',
  path: `${API.admin}/file/upload`,
  summary:
    'Upload one file (multipart field "file"): at most 10M, JPG, PNG, PDF, GIF, Excel, Zip or Word, checked by ' +
    'content; ?purpose= decides who may read it (default attachment: private)',
  access: 'user',
  kind: 'multipart',
  query: Type.Object({ purpose: Type.Optional(FilePurpose) }),
  content: UploadedFile,
});

export const download = defineOperation({
  id: 'file/download',
  method: 'GET',
  path: `${API.admin}/file/download`,
  summary:
    'The raw bytes of an uploaded file, with its name in Content-Disposition; a private file needs the login ' +
    'of its owner, the other party or the operator (401 without a login, 403 otherwise)',
  access: 'public',
  kind: 'binary',
  query: Type.Object({ fileId: FileId }),
  content: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }),
});

/** The download address of a file. */
export function fileUrl(fileId: FileId): string {
  return `${download.path}?fileId=${fileId}`;
}
