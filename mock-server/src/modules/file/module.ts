// File upload (multipart, 10M, whitelist) and download of the raw bytes.
import multipart from '@fastify/multipart';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as file from '@portal/contracts/http/file';
import { FILE_MAX_BYTES } from '@portal/contracts/rules/constants';
import { contentDisposition, loadFile, saveUpload } from './service.ts';

export const module: DomainModule = {
  name: 'file',
  dependsOn: [],
  async routes(app) {
    // Scoped to this module unless a shared uploads plugin already parses multipart.
    if (!app.hasContentTypeParser('multipart/form-data')) {
      await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10 } });
    }
    bind(app, file.upload, ({ request }) => saveUpload(app, request));
    bind(app, file.download, async ({ query, reply }) => {
      const { row, bytes } = await loadFile(app, query.fileId);
      reply.header('content-type', row.mime);
      reply.header('content-disposition', contentDisposition(row.name));
      reply.header('content-length', bytes.length);
      return bytes;
    });
  },
};
