// Uploaded files: stored under app.settings.uploadDir, one row each in the core `files` table, named by a
// random public id. An upload is checked by its name (whitelist), its size (10M), its content (magic bytes)
// and the owner's quota; a download by the purpose's access rule (access.ts).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { Lang } from '@portal/contracts/envelope';
import {
  DEFAULT_FILE_PURPOSE,
  FILE_QUOTA_BYTES,
  FILE_QUOTA_COUNT,
  UPLOAD_FIELD,
  fileUrl,
  type FilePurpose,
  type UploadedFile,
} from '@portal/contracts/http/file';
import { ALLOWED_UPLOAD_LABELS, FILE_MAX_BYTES, UPLOAD_MIME_BY_EXTENSION } from '@portal/contracts/rules/constants';
import { checkAttachments, checkRequired, fileExtension, ruleMessage } from '@portal/contracts/rules/validation';
import { one, run } from '../../db/database.ts';
import { BusinessError, FieldError, HttpError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { canReadFile, type FileRecord } from './access.ts';
import { cleanFileName, contentMatchesName } from './content.ts';

const FILE_LABEL = { zh: '文件', en: 'File' };

const MESSAGES = {
  content: {
    zh: (name: string) => `文件“${name}”的内容与其类型不符，仅支持 ${ALLOWED_UPLOAD_LABELS}`,
    en: (name: string) => `The content of "${name}" does not match its type. Allowed: ${ALLOWED_UPLOAD_LABELS}.`,
  },
  quotaCount: {
    zh: () => `上传的文件已达上限（${FILE_QUOTA_COUNT}个）`,
    en: () => `You have reached the limit of ${FILE_QUOTA_COUNT} uploaded files.`,
  },
  quotaBytes: {
    zh: () => `上传文件总大小不能超过${FILE_QUOTA_BYTES / 1024 / 1024}M`,
    en: () => `Your uploads may not exceed ${FILE_QUOTA_BYTES / 1024 / 1024}M in total.`,
  },
  purpose: {
    zh: () => '无权上传此用途的文件',
    en: () => 'You may not upload files for this purpose.',
  },
} satisfies Record<string, Record<Lang, (name: string) => string>>;

/** Who may upload a public file: goods pictures by sellers, exhibition materials by the operator. */
const PUBLIC_UPLOADERS: Partial<Record<FilePurpose, readonly AuthUser['role'][]>> = {
  goods: ['shop', 'factory', 'provider', 'operator'],
  exhibition: ['operator'],
};

interface FileRow {
  id: number;
  public_id: string;
  owner_id: number | null;
  purpose: FilePurpose;
  name: string;
  mime: string;
  size: number;
  path: string;
  created_at: number;
}

const FILE_COLUMNS = 'id, public_id, owner_id, purpose, name, mime, size, path, created_at';

const toUploaded = (row: FileRow): UploadedFile => ({
  fileId: row.public_id,
  name: row.name,
  size: row.size,
  mime: row.mime,
  url: fileUrl(row.public_id),
  purpose: row.purpose,
  createdAt: row.created_at,
});

const toRecord = (row: FileRow): FileRecord => ({
  id: row.id,
  publicId: row.public_id,
  ownerId: row.owner_id,
  purpose: row.purpose,
});

/** Throws a 400 on the file field when the user's files would break the count or byte quota. */
function assertQuota(app: FastifyInstance, userId: number, addBytes: number, lang: Lang): void {
  const used = one<{ n: number; bytes: number }>(
    app.db,
    'SELECT COUNT(*) AS n, COALESCE(SUM(size), 0) AS bytes FROM files WHERE owner_id = ?',
    userId,
  ) ?? { n: 0, bytes: 0 };
  if (used.n + 1 > FILE_QUOTA_COUNT) throw new FieldError(UPLOAD_FIELD, MESSAGES.quotaCount[lang]());
  if (used.bytes + addBytes > FILE_QUOTA_BYTES) throw new FieldError(UPLOAD_FIELD, MESSAGES.quotaBytes[lang]());
}

/** Reads the one file of a multipart request, checks name, size, content and quota, stores it. */
export async function saveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  purpose: FilePurpose = DEFAULT_FILE_PURPOSE,
): Promise<UploadedFile> {
  const lang = request.lang;
  const user = request.auth;
  if (!user) throw new BusinessError('loginInvalid');
  const allowed = PUBLIC_UPLOADERS[purpose];
  if (allowed && !allowed.includes(user.role)) throw new FieldError('purpose', MESSAGES.purpose[lang]());
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
  const name = cleanFileName(part.filename);
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
  if (!contentMatchesName(name, bytes)) throw new FieldError(UPLOAD_FIELD, MESSAGES.content[lang](name));
  assertQuota(app, user.id, bytes.length, lang);

  const createdAt = app.now();
  const folder = new Date(createdAt).toISOString().slice(0, 7); // YYYY-MM
  const relative = `${folder}/${randomUUID()}${fileExtension(name)}`;
  await mkdir(join(app.settings.uploadDir, folder), { recursive: true });
  await writeFile(join(app.settings.uploadDir, relative), bytes);
  // The content matched the extension, so the extension's type is the one served, never the client's claim.
  const mime = UPLOAD_MIME_BY_EXTENSION[fileExtension(name)] ?? 'application/octet-stream';
  const publicId = randomBytes(16).toString('hex');
  const id = run(
    app.db,
    'INSERT INTO files (public_id, owner_id, purpose, name, mime, size, path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    publicId,
    user.id,
    purpose,
    name,
    mime,
    bytes.length,
    relative,
    createdAt,
  ).lastId;
  return toUploaded({
    id,
    public_id: publicId,
    owner_id: user.id,
    purpose,
    name,
    mime,
    size: bytes.length,
    path: relative,
    created_at: createdAt,
  });
}

/** `attachment; filename="..."; filename*=UTF-8''...` with an ASCII fallback for old clients. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The stored bytes and their metadata, when `user` may read them: 404 when the file is unknown or gone from
 * disk, 401 for a private file without a login, 403 for a user who is not its owner, a party or the operator.
 */
export async function loadFile(
  app: FastifyInstance,
  publicId: string,
  user: AuthUser | null,
): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = one<FileRow>(app.db, `SELECT ${FILE_COLUMNS} FROM files WHERE public_id = ?`, publicId);
  if (!row) throw new HttpError(404);
  if (!canReadFile(app.db, toRecord(row), user)) throw new HttpError(user ? 403 : 401);
  try {
    return { row, bytes: await readFile(join(app.settings.uploadDir, row.path)) };
  } catch {
    throw new HttpError(404);
  }
}
