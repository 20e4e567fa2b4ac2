// The address manager and invoice information on the server: the requirements section 5 address rules with the product's
// messages, one default per user, and another user's ids refused without data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import * as receive from '@portal/contracts/http/customer-receive-info';
import * as invoice from '@portal/contracts/http/customer-invoice-info';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { buildPath } from '@portal/contracts/operation';
import { get, tokenOf } from '../../test/helpers.ts';

let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-customer-writes-'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => Date.UTC(2026, 10, 22, 4), uploadDir });
  for (const account of ['buyer', 'buyer3']) tokens[account] = tokenOf(app, account);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function post<T>(path: string, body: unknown, account: string, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as Record<string, unknown>,
    headers: { [HEADER_TOKEN]: tokens[account] ?? '', [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T; field?: string }) };
}

const address = {
  consigneeName: '李四',
  mobile: '13900000009',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  detailAddress: '稠城街道 篁园路 8 号',
};
const list = async (account: string) =>
  (await get<ReceiveInfo[]>(app, receive.customerReceiveInfoList, { token: tokens[account] })).content;

describe('address manager', () => {
  it("adds, edits, sets the default and deletes the caller's addresses", async () => {
    const before = await list('buyer3');
    const added = await post<{ id: number }>(
      receive.customerReceiveInfoSave.path,
      { ...address, isDefault: true },
      'buyer3',
    );
    expect(added.resultCode).toBe('000');
    const second = await post<{ id: number }>(receive.customerReceiveInfoSave.path, address, 'buyer3');
    let now = await list('buyer3');
    expect(now).toHaveLength(before.length + 2);
    expect(now.filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.content.id]);

    const edited = await post(
      receive.customerReceiveInfoSave.path,
      { ...address, id: second.content.id, detailAddress: '北苑街道 1 号' },
      'buyer3',
    );
    expect(edited.resultCode).toBe('000');
    expect(await post(receive.customerReceiveInfoSetDefault.path, { id: second.content.id }, 'buyer3')).toMatchObject({
      resultCode: '000',
    });
    now = await list('buyer3');
    expect(now[0]).toMatchObject({ id: second.content.id, isDefault: true, detailAddress: '北苑街道 1 号' });
    expect(now.filter((a) => a.isDefault)).toHaveLength(1);

    // Deleting the default makes the newest remaining one the default.
    const del = await post(buildPath(receive.customerReceiveInfoDelete.path, { id: second.content.id }), {}, 'buyer3');
    expect(del.resultCode).toBe('000');
    now = await list('buyer3');
    expect(now.some((a) => a.id === second.content.id)).toBe(false);
    expect(now.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("answers the product's messages for a missing region or detailed address", async () => {
    const region = await post(receive.customerReceiveInfoSave.path, { ...address, countyCode: '110101' }, 'buyer3');
    expect([region.status, region.field, region.content]).toEqual([
      400,
      'countyCode',
      'Please select province/city/region.',
    ]);
    const detail = await post(
      receive.customerReceiveInfoSave.path,
      { ...address, detailAddress: '  ' },
      'buyer3',
      'zh',
    );
    expect([detail.status, detail.field, detail.content]).toEqual([400, 'detailAddress', '请输入详细地址']);
    const empty = await post(receive.customerReceiveInfoSave.path, { ...address, detailAddress: '' }, 'buyer3');
    expect([empty.status, empty.field]).toEqual([400, 'detailAddress']);
  });

  it("refuses another user's address without answering it", async () => {
    const theirs = (await list('buyer'))[0];
    if (!theirs) throw new Error('buyer has no address');
    const edit = await post(receive.customerReceiveInfoSave.path, { ...address, id: theirs.id }, 'buyer3');
    expect(edit).toMatchObject({ resultCode: 'B017', content: 'The record does not exist.' });
    expect((await post(receive.customerReceiveInfoSetDefault.path, { id: theirs.id }, 'buyer3')).resultCode).toBe(
      'B017',
    );
    const del = await post(buildPath(receive.customerReceiveInfoDelete.path, { id: theirs.id }), {}, 'buyer3');
    expect(del.resultCode).toBe('B017');
    expect((await list('buyer')).find((a) => a.id === theirs.id)).toEqual(theirs);
  });
});

describe('invoice information', () => {
  const normal = { invoiceType: 'normal', title: '义乌市某某贸易有限公司', taxNumber: '91330782MA2HX1234A' };

  it('saves a normal invoice; a special one needs bank, account, address and phone', async () => {
    expect((await post(invoice.customerInvoiceInfoSave.path, normal, 'buyer3')).resultCode).toBe('000');
    const special = await post(invoice.customerInvoiceInfoSave.path, { ...normal, invoiceType: 'special' }, 'buyer3');
    expect([special.status, special.field]).toEqual([400, 'bank']);
    const full = await post(
      invoice.customerInvoiceInfoSave.path,
      {
        ...normal,
        invoiceType: 'special',
        bank: '中国银行义乌分行',
        accountNumber: '6222020200112233',
        address: '义乌市福田街道',
        phone: '0579-85551234',
      },
      'buyer3',
    );
    expect(full.resultCode).toBe('000');
    const bad = await post(invoice.customerInvoiceInfoSave.path, { ...normal, taxNumber: 'abc' }, 'buyer3');
    expect([bad.status, bad.field]).toEqual([400, 'taxNumber']);
  });

  it("refuses to edit another user's invoice information", async () => {
    const theirs = await post<{ id: number }>(invoice.customerInvoiceInfoSave.path, normal, 'buyer');
    const edit = await post(invoice.customerInvoiceInfoSave.path, { ...normal, id: theirs.content.id }, 'buyer3');
    expect(edit.resultCode).toBe('B017');
  });
});
