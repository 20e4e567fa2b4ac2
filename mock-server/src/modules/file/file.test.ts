import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as auth from '@portal/contracts/http/auth';
import * as file from '@portal/contracts/http/file';
import { FILE_MAX_BYTES } from '@portal/contracts/rules/constants';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { contentDisposition } from './service.ts';

let app: FastifyInstance;
let token: string;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-upload-test-'));

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', uploadDir });
  const login = await app.inject({
    method: 'POST',
    url: auth.loginByAccount.path,
    payload: { account: 'factory', password: DEMO_PASSWORD },
  });
  token = login.json().content.token;
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file part. */
function multipart(field: string, name: string, mime: string, bytes: Buffer) {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(name: string, mime: string, bytes: Buffer, opts: { lang?: string; field?: string } = {}) {
  const body = multipart(opts.field ?? file.UPLOAD_FIELD, name, mime, bytes);
  const res = await app.inject({
    method: 'POST',
    url: file.upload.path,
    payload: body.payload,
    headers: { ...body.headers, 'x-token': token, 'accept-language': opts.lang ?? 'en' },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('file upload and download', () => {
  it('uploads a PDF and downloads the same bytes with its name', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% 义乌华美玩具 产品目录\n' + 'x'.repeat(5000), 'utf8');
    const res = await upload('华美玩具产品目录.pdf', 'application/pdf', bytes);
    expect(res.status).toBe(200);
    expect(res.body.resultCode).toBe('000');
    const uploaded = res.body.content;
    expect(uploaded).toMatchObject({ name: '华美玩具产品目录.pdf', size: bytes.length, mime: 'application/pdf' });
    expect(uploaded.url).toBe(`${file.download.path}?fileId=${uploaded.fileId}`);
    expect(uploaded.fileId).toMatch(/^[0-9a-f]{32}$/);
    const row = one<{ owner_id: number; path: string }>(
      app.db,
      'SELECT owner_id, path FROM files WHERE public_id = ?',
      uploaded.fileId,
    );
    expect(row?.path).toMatch(/^\d{4}-\d{2}\/[0-9a-f-]+\.pdf$/);

    const download = await app.inject({ method: 'GET', url: uploaded.url, headers: { 'x-token': token } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(contentDisposition('华美玩具产品目录.pdf'));
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('华美玩具产品目录.pdf')}`,
    );
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('accepts a file of exactly 10M and keeps the extension mime when the client sends none', async () => {
    const bytes = Buffer.alloc(FILE_MAX_BYTES, 7);
    Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes); // an xlsx is a zip
    const res = await upload('报价单.xlsx', 'application/octet-stream', bytes);
    expect(res.body.resultCode).toBe('000');
    expect(res.body.content.size).toBe(FILE_MAX_BYTES);
    expect(res.body.content.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const download = await app.inject({ method: 'GET', url: res.body.content.url, headers: { 'x-token': token } });
    expect(download.rawPayload.length).toBe(FILE_MAX_BYTES);
  });

  it('refuses a file over 10M: 400 naming the field', async () => {
    const res = await upload('big.zip', 'application/zip', Buffer.alloc(FILE_MAX_BYTES + 1, 1));
    expect(res).toEqual({
      status: 400,
      body: { resultCode: '400', field: 'file', content: 'The file "big.zip" is larger than 10M.' },
    });
    const zh = await upload('big.zip', 'application/zip', Buffer.alloc(FILE_MAX_BYTES + 1, 1), { lang: 'zh' });
    expect(zh.body.content).toBe('文件“big.zip”超过10M');
  });

  it('refuses a type off the whitelist: 400 naming the field', async () => {
    const res = await upload('setup.exe', 'application/x-msdownload', Buffer.from('MZ'));
    expect(res).toEqual({
      status: 400,
      body: {
        resultCode: '400',
        field: 'file',
        content: 'The file "setup.exe" is not supported. Allowed: JPG, PNG, PDF, GIF, Excel, Zip, Word.',
      },
    });
    const disguised = await upload('photo.jpg', 'text/html', Buffer.from('<html>'));
    expect(disguised.status).toBe(400);
    const count = one<{ n: number }>(
      app.db,
      "SELECT COUNT(*) AS n FROM files WHERE name IN ('setup.exe', 'photo.jpg', 'big.zip')",
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a request without the file part', async () => {
    const wrongField = await upload('a.png', 'image/png', Buffer.from('png'), { field: 'other' });
    expect(wrongField.body).toEqual({ resultCode: '400', field: 'file', content: 'File is required' });
    const notMultipart = await app.inject({
      method: 'POST',
      url: file.upload.path,
      payload: { file: 'x' },
      headers: { 'x-token': token, 'accept-language': 'zh' },
    });
    expect(notMultipart.json()).toEqual({ resultCode: '400', field: 'file', content: '文件不能为空' });
  });

  it('needs a login to upload; an unknown file is a 404', async () => {
    const body = multipart('file', 'a.png', 'image/png', Buffer.from('png'));
    const anonymous = await app.inject({ method: 'POST', url: file.upload.path, ...body });
    expect(anonymous.json().resultCode).toBe('G001');
    const missing = await app.inject({ method: 'GET', url: `${file.download.path}?fileId=${'0'.repeat(32)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ resultCode: '404', content: '请求的页面不存在' });
    // The old sequential ids are not ids at all.
    const sequential = await app.inject({ method: 'GET', url: `${file.download.path}?fileId=1` });
    expect(sequential.statusCode).toBe(400);
  });
});
