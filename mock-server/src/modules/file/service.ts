// Uploaded files: stored under app.settings.uploadDir, one row each in the core `files` table.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_FIELD, fileUrl, type UploadedFile } from '@portal/contracts/http/file';
import { FILE_MAX_BYTES, UPLOAD_MIME_BY_EXTENSION } from '@portal/contracts/rules/constants';
import { checkAttachments, checkRequired, fileExtension, ruleMessage } from '@portal/contracts/rules/validation';
import { one, run } from '../../db/database.ts';
import { FieldError, HttpError } from '../../lib/errors.ts';

const FILE_LABEL = { zh: '文件', en: 'File' };

interface FileRow {
  id: number;
  name: string;
  mime: string;
  size: number;
  path: string;
  created_at: number;
}

const toUploaded = (row: FileRow): UploadedFile => ({
  fileId: row.id,
  name: row.name,
  size: row.size,
  mime: row.mime,
  url: fileUrl(row.id),
  createdAt: row.created_at,
});

/** The mime type to keep: the client's when it is specific, else the one of the extension. */
function effectiveMime(name: string, mime: string): string {
  const given = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  if (given && given !== 'application/octet-stream') return given;
  return UPLOAD_MIME_BY_EXTENSION[fileExtension(name)] ?? 'application/octet-stream';
}

/** Reads the one file of a multipart request, checks the whitelist and the 10M limit, stores it. */
export async function saveUpload(app: FastifyInstance, request: FastifyRequest): Promise<UploadedFile> {
  const lang = request.lang;
  const missing = () => new FieldError(UPLOAD_FIELD, ruleMessage(checkRequired(undefined, FILE_LABEL)!, lang));
  if (!request.isMultipart()) throw missing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: FILE_MAX_BYTES, files: 1 } });
  } catch {
    throw missing();
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    await part?.toBuffer().catch(() => undefined);
    throw missing();
  }
  const name = basename(part.filename.replace(/\\/g, '/')).slice(0, 200) || 'file';
  const typeFailure = checkAttachments([{ name, size: 0, type: part.mimetype }], { max: 1 });
  if (typeFailure) {
    // Drain what was sent before answering.
    await part.toBuffer().catch(() => undefined);
    throw new FieldError(UPLOAD_FIELD, ruleMessage(typeFailure, lang));
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    const tooBig = checkAttachments([{ name, size: FILE_MAX_BYTES + 1 }], { max: 1 });
    throw new FieldError(UPLOAD_FIELD, ruleMessage(tooBig!, lang));
  }
  const sizeFailure = checkAttachments([{ name, size: bytes.length, type: part.mimetype }], { max: 1 });
  if (sizeFailure) throw new FieldError(UPLOAD_FIELD, ruleMessage(sizeFailure, lang));

  const createdAt = app.now();
  const folder = new Date(createdAt).toISOString().slice(0, 7); // YYYY-MM
  const relative = `${folder}/${randomUUID()}${fileExtension(name)}`;
  await mkdir(join(app.settings.uploadDir, folder), { recursive: true });
  await writeFile(join(app.settings.uploadDir, relative), bytes);
  const mime = effectiveMime(name, part.mimetype);
  const id = run(
    app.db,
    'INSERT INTO files (owner_id, name, mime, size, path, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    request.auth?.id ?? null,
    name,
    mime,
    bytes.length,
    relative,
    createdAt,
  ).lastId;
  return toUploaded({ id, name, mime, size: bytes.length, path: relative, created_at: createdAt });
}

/** `attachment; filename="..."; filename*=UTF-8''...` with an ASCII fallback for old clients. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The stored bytes and their metadata; 404 when the file is unknown or gone from disk. */
export async function loadFile(app: FastifyInstance, fileId: number): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = one<FileRow>(app.db, 'SELECT id, name, mime, size, path, created_at FROM files WHERE id = ?', fileId);
  if (!row) throw new HttpError(404);
  try {
    return { row, bytes: await readFile(join(app.settings.uploadDir, row.path)) };
  } catch {
    throw new HttpError(404);
  }
}
