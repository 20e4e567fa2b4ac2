// Who may download which file, the content check and the quota, through the real routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as file from '@portal/contracts/http/file';
import { buildApp } from '../../app.ts';
import { one, run } from '../../db/database.ts';
import { companyIdOf, tokenOf, userIdOf } from '../../test/helpers.ts';
import { ownFileIds } from './access.ts';
import { SAMPLES } from './samples.ts';

let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-access-test-'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', uploadDir });
  for (const account of ['buyer', 'buyer2', 'seller', 'factory', 'operator']) tokens[account] = tokenOf(app, account);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function upload(
  who: string,
  name: string,
  bytes: Buffer,
  opts: { purpose?: string; lang?: string; mime?: string } = {},
) {
  const boundary = '----access-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${opts.mime ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `${file.upload.path}${opts.purpose ? `?purpose=${opts.purpose}` : ''}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-token': tokens[who]!,
      'accept-language': opts.lang ?? 'en',
    },
  });
  return {
    status: res.statusCode,
    body: res.json() as { resultCode: string; content: file.UploadedFile; field?: string },
  };
}

const download = (url: string, who?: string) =>
  app.inject({ method: 'GET', url, headers: who ? { 'x-token': tokens[who]! } : {} });

describe('file ids and access', () => {
  it('names files by random 128-bit ids, never sequential', async () => {
    const a = (await upload('buyer', 'a.png', SAMPLES.png)).body.content as file.UploadedFile;
    const b = (await upload('buyer', 'b.png', SAMPLES.png)).body.content as file.UploadedFile;
    expect(a.fileId).toMatch(/^[0-9a-f]{32}$/);
    expect(b.fileId).not.toBe(a.fileId);
    expect(a.purpose).toBe('attachment');
    const seeded = one<{ public_id: string }>(app.db, "SELECT public_id FROM files WHERE path LIKE 'seed/%' LIMIT 1");
    expect(seeded?.public_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a private file: 401 without login, 403 for another user, bytes for its owner and the operator', async () => {
    const voucher = (await upload('buyer', 'voucher.jpg', SAMPLES.jpg, { purpose: 'voucher' })).body
      .content as file.UploadedFile;
    const anonymous = await download(voucher.url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    expect((await download(voucher.url, 'buyer2')).statusCode).toBe(403);
    expect((await download(voucher.url, 'seller')).statusCode).toBe(403);
    const own = await download(voucher.url, 'buyer');
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(SAMPLES.jpg)).toBe(true);
    expect(own.headers['cache-control']).toBe('no-store');
    expect((await download(voucher.url, 'operator')).statusCode).toBe(200);
  });

  it('the other party of a deal reads its voucher: the seller of the auction the deposit is for', async () => {
    const voucher = (await upload('buyer2', 'deposit.pdf', SAMPLES.pdf, { purpose: 'voucher' })).body
      .content as file.UploadedFile;
    const auction = one<{ id: number; company_id: number }>(app.db, 'SELECT id, company_id FROM auctions LIMIT 1')!;
    const seller = one<{ account: string }>(
      app.db,
      "SELECT account FROM users WHERE company_id = ? AND role IN ('shop', 'factory') LIMIT 1",
      auction.company_id,
    )!;
    tokens[seller.account] = tokenOf(app, seller.account);
    expect((await download(voucher.url, seller.account)).statusCode).toBe(403);
    const [rowid] = ownFileIds(app.db, [voucher.fileId], userIdOf(app, 'buyer2'))!;
    run(
      app.db,
      `INSERT INTO auction_margins (auction_id, user_id, status, contact_name, contact_phone, amount_fen, payment_time,
         attachments, created_at, updated_at) VALUES (?, ?, 'pendingReview', '张三', '13800000002', 100, 1, ?, 1, 1)
       ON CONFLICT (auction_id, user_id) DO UPDATE SET attachments = excluded.attachments`,
      auction.id,
      userIdOf(app, 'buyer2'),
      JSON.stringify([rowid]),
    );
    expect((await download(voucher.url, seller.account)).statusCode).toBe(200);
    // Any other seller is still refused.
    const other = companyIdOf(app, 'seller') === auction.company_id ? 'factory' : 'seller';
    expect((await download(voucher.url, other)).statusCode).toBe(403);
  });

  it('goods pictures and exhibition materials are public; only their makers may upload them', async () => {
    const picture = await upload('factory', 'cup.png', SAMPLES.png, { purpose: 'goods' });
    expect(picture.body.content.purpose).toBe('goods');
    const res = await download(picture.body.content.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const refused = await upload('buyer', 'cup.png', SAMPLES.png, { purpose: 'goods' });
    expect(refused).toEqual({
      status: 400,
      body: { resultCode: '400', field: 'purpose', content: 'You may not upload files for this purpose.' },
    });
    expect((await upload('seller', 'flyer.pdf', SAMPLES.pdf, { purpose: 'exhibition' })).status).toBe(400);
    expect((await upload('operator', 'flyer.pdf', SAMPLES.pdf, { purpose: 'exhibition' })).status).toBe(200);
    const seeded = one<{ public_id: string }>(
      app.db,
      "SELECT public_id FROM files WHERE purpose = 'exhibition' LIMIT 1",
    )!;
    expect((await download(file.fileUrl(seeded.public_id))).statusCode).toBe(200);
    const badPurpose = await upload('buyer', 'a.png', SAMPLES.png, { purpose: 'public' });
    expect(badPurpose.status).toBe(400);
  });
});

describe('upload content, names and quota', () => {
  it('refuses an executable named .jpg, in the caller language, and stores nothing', async () => {
    const before = one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM files')!.n;
    const en = await upload('buyer', 'photo.jpg', SAMPLES.exe, { mime: 'image/jpeg' });
    expect(en).toEqual({
      status: 400,
      body: {
        resultCode: '400',
        field: 'file',
        content: 'The content of "photo.jpg" does not match its type. Allowed: JPG, PNG, PDF, GIF, Excel, Zip, Word.',
      },
    });
    const zh = await upload('buyer', 'photo.jpg', SAMPLES.exe, { lang: 'zh' });
    expect(zh.body.content).toBe('文件“photo.jpg”的内容与其类型不符，仅支持 JPG, PNG, PDF, GIF, Excel, Zip, Word');
    expect((await upload('buyer', 'page.pdf', SAMPLES.html)).status).toBe(400);
    expect(one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM files')!.n).toBe(before);
  });

  it('accepts Office files by their container and serves the type of the extension, not the claim', async () => {
    const xlsx = await upload('buyer', 'sheet.xlsx', SAMPLES.zip, { mime: 'text/html' });
    expect(xlsx.status).toBe(400); // a claimed type off the whitelist is refused before the content
    const ok = await upload('buyer', 'sheet.xlsx', SAMPLES.zip);
    expect(ok.body.content.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect((await upload('buyer', 'old.doc', SAMPLES.ole)).body.content.mime).toBe('application/msword');
  });

  it('cleans the stored name: no NUL, control characters or path', async () => {
    const res = await upload('buyer', '../x\u0000y\u0007z.png', SAMPLES.png);
    expect(res.body.content.name).toBe('xyz.png');
    const row = one<{ name: string }>(app.db, 'SELECT name FROM files WHERE public_id = ?', res.body.content.fileId);
    expect(row?.name).toBe('xyz.png');
  });

  it('bounds what one user keeps: a count and a byte quota', async () => {
    const userId = userIdOf(app, 'factory');
    const used = one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM files WHERE owner_id = ?', userId)!.n;
    for (let i = used; i < file.FILE_QUOTA_COUNT; i += 1) {
      run(
        app.db,
        "INSERT INTO files (owner_id, name, mime, size, path, created_at) VALUES (?, 'old.png', 'image/png', 1, 'none', 1)",
        userId,
      );
    }
    const full = await upload('factory', 'one-more.png', SAMPLES.png);
    expect(full).toEqual({
      status: 400,
      body: {
        resultCode: '400',
        field: 'file',
        content: `You have reached the limit of ${file.FILE_QUOTA_COUNT} uploaded files.`,
      },
    });
    run(app.db, "DELETE FROM files WHERE owner_id = ? AND path = 'none'", userId);
    run(
      app.db,
      "INSERT INTO files (owner_id, name, mime, size, path, created_at) VALUES (?, 'big.zip', 'application/zip', ?, 'none', 1)",
      userId,
      file.FILE_QUOTA_BYTES - 10,
    );
    const tooMuch = await upload('factory', 'one-more.png', SAMPLES.png, { lang: 'zh' });
    expect(tooMuch.body).toEqual({ resultCode: '400', field: 'file', content: '上传文件总大小不能超过200M' });
    run(app.db, "DELETE FROM files WHERE owner_id = ? AND path = 'none'", userId);
    expect((await upload('factory', 'one-more.png', SAMPLES.png)).status).toBe(200);
  });

  it('ownFileIds resolves only the caller’s own uploads', async () => {
    const mine = (await upload('buyer', 'm.png', SAMPLES.png)).body.content as file.UploadedFile;
    expect(ownFileIds(app.db, [mine.fileId], userIdOf(app, 'buyer'))).toHaveLength(1);
    expect(ownFileIds(app.db, [mine.fileId], userIdOf(app, 'buyer2'))).toBeUndefined();
    expect(ownFileIds(app.db, [], userIdOf(app, 'buyer2'))).toEqual([]);
  });
});
