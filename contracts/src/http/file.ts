// File upload (multipart, 10M, the attachment whitelist) and download of the raw bytes.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, defineOperation } from '../operation.ts';

/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';

export const UploadedFile = Type.Object({
  fileId: Id,
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  mime: Type.String(),
  /** Where the file is downloaded from: file/download?fileId=. */
  url: Type.String(),
  createdAt: EpochMs,
});
export type UploadedFile = Static<typeof UploadedFile>;

export const upload = defineOperation({
  id: 'file/upload',
  method: 'POST',
  path: `${API.admin}/file/upload`,
  summary: 'Upload one file (multipart field "file"): at most 10M, JPG, PNG, PDF, GIF, Excel, Zip or Word',
  access: 'user',
  kind: 'multipart',
  content: UploadedFile,
});

export const download = defineOperation({
  id: 'file/download',
  method: 'GET',
  path: `${API.admin}/file/download`,
  summary: 'The raw bytes of an uploaded file, with its name in Content-Disposition',
  access: 'public',
  kind: 'binary',
  query: Type.Object({ fileId: Id }),
  content: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }),
});

/** The download address of a file. */
export function fileUrl(fileId: number): string {
  return `${download.path}?fileId=${fileId}`;
}
