// File upload (multipart, 10M, whitelist checked by content, a quota per user) and download of the raw bytes,
// public or for the owner, the other party and the operator (access.ts).
import multipart from '@fastify/multipart';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as file from '@portal/contracts/http/file';
import { FILE_MAX_BYTES } from '@portal/contracts/rules/constants';
import { fileMigrations } from './schema.ts';
import { isPublicPurpose } from './access.ts';
import { contentDisposition, loadFile, saveUpload } from './service.ts';

export const module: DomainModule = {
  name: 'file',
  dependsOn: [],
  migrations: fileMigrations,
  async routes(app) {
    // Scoped to this module unless a shared uploads plugin already parses multipart.
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10 } });
    }
    bind(app, file.upload, ({ query, request }) => saveUpload(app, request, query.purpose));
    bind(app, file.download, async ({ query, request, reply }) => {
      const { row, bytes } = await loadFile(app, query.fileId, request.auth);
      reply.header('content-type', row.mime);
      reply.header('content-disposition', contentDisposition(row.name));
      reply.header('content-length', bytes.length);
      // Private bytes stay out of every cache; public ones may be kept a while.
      reply.header('cache-control', isPublicPurpose(row.purpose) ? 'public, max-age=3600' : 'no-store');
      return bytes;
    });
  },
};
