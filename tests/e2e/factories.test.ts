// Source factories, end to end: a buyer goes from the factory zone to a factory's page and leaves a message (a
// too-short one is refused on the form and nothing is lost), and the factory, in its own browser, finds it in
// its centre; a visitor looks a company up by its credit code (a mistyped code is caught by the check
// character), logs in and downloads the factory's verification report as a PDF.
import { checkCreditCode } from '@portal/contracts/rules/credit-code';
import { supplierManageDetail } from '@portal/contracts/http/supplier-manage';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import {
  CreditCodePage,
  CreditDownloadPage,
  FactoryMessagesSection,
  FactoryPage,
  FactoryZonePage,
} from '../pages/factories.ts';

test.describe('source factories', () => {
  test('factory zone -> factory page -> a bad then a good message -> the factory reads it in its centre', async ({
    page,
    loginAs,
    newContext,
    lang,
  }) => {
    // The demo factory, whose staff read its messages in the second browser below.
    const factoryLogin = await apiLogin('factory');
    const factoryId = factoryLogin.user.company!.id;
    const { shopName } = await callOk<{ shopName: string }>(supplierManageDetail, { query: { id: factoryId }, lang });
    await loginAs('buyer');
    const zone = new FactoryZonePage(page);
    await zone.open();
    await zone.factoryLink(shopName).click();
    await page.waitForURL(`**/factory?id=${factoryId}`);
    const factory = new FactoryPage(page);
    await expect(factory.name()).toHaveText(shopName);

    // Under 20 characters: refused on the form in the page's language, what was typed stays.
    await factory.leaveMessage({ contactName: '王明', email: 'wang@hengda-trade.cn', content: '请报价' });
    await expect(factory.form.getByText('留言内容须为20-4000个字符')).toBeVisible();
    await expect(factory.field('contactName')).toHaveValue('王明');

    const content = `请问贵厂的电动火车月产能多少？我们每月需要两千件，批次 ${Date.now()}。`;
    await factory.field('content').fill(content);
    await factory.form.getByRole('button', { name: '发送留言' }).click();
    await expect(factory.sent()).toBeVisible();

    const other = await newContext();
    await storeSession(other, factoryLogin);
    const factoryPage = await other.newPage();
    const messages = new FactoryMessagesSection(factoryPage);
    await messages.open();
    const row = messages.row(content);
    await expect(row).toBeVisible();
    await expect(row).toContainText('wang@hengda-trade.cn');
  });

  test('credit code lookup: a mistyped code, the masked answer, log in, download the report PDF', async ({
    page,
    loginAs,
    lang,
  }) => {
    const factoryLogin = await apiLogin('factory');
    const factoryId = factoryLogin.user.company!.id;
    const detail = await callOk<{ creditCode: string; shopName: string }>(supplierManageDetail, {
      query: { id: factoryId },
      lang,
    });
    expect(checkCreditCode(detail.creditCode)).toBeNull();
    const lookup = new CreditCodePage(page);
    await lookup.open();
    // One character off: the check character catches it before any call.
    const typo = `${detail.creditCode.slice(0, 10)}${detail.creditCode[10] === '1' ? '2' : '1'}${detail.creditCode.slice(11)}`;
    await lookup.lookUp(typo);
    await expect(lookup.error()).toContainText('校验位不正确');

    await lookup.lookUp(detail.creditCode.toLowerCase());
    await expect(lookup.result()).toContainText('部分信息仅对登录用户显示');
    await expect(lookup.result()).toContainText('已认证');

    await loginAs('buyer');
    await page.goto(`/creditDownload?keyword=${encodeURIComponent(detail.shopName)}`);
    const downloads = new CreditDownloadPage(page);
    const row = downloads.row(detail.shopName);
    await expect(row).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), row.getByRole('button').click()]);
    expect(file.suggestedFilename()).toMatch(/^SD\d+\.pdf$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('/BaseFont /STSong-Light');
  });
});
