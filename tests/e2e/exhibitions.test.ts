// Exhibitions as their users meet them: a shop applies for a booth (requirements section 5's count rule stops it with the
// the product's message first, then a valid application is saved) and finds it in the seller centre; an anonymous
// visitor registers for an exhibition.
import { AUDIT_STATUS_LABELS } from '@portal/contracts/display';
import { exhibitionMessage } from '@portal/contracts/rules/exhibition';
import { expect, test } from '../support/fixtures.ts';
import { ExhibitionsPage } from '../pages/exhibitions.ts';

test('a shop applies for a booth and sees it in the seller centre; a visitor registers without login', async ({
  page,
  lang,
  loginAs,
  newContext,
  consoleErrors,
}) => {
  await loginAs('seller');
  const expo = new ExhibitionsPage(page);
  await expo.open('?status=upcoming');
  await expo.applyButtons.first().click();
  await expect(expo.applyForm).toBeVisible();
  const showRoomId = Number(new URL(page.url()).searchParams.get('id'));

  // Section 5: the selected products must number the exhibited count; the form says so and sends nothing.
  await expect(expo.checkedProducts.first()).toBeVisible();
  await expo.exhibitCount.fill('99');
  const mismatch = exhibitionMessage('countMismatch', lang);
  await expect(expo.ruleLine).toContainText(mismatch);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/showRoom/signup/save')) saves.push(request.url());
  });
  await expo.submit.click();
  await expect(expo.ruleLine).toContainText(mismatch);
  expect(saves).toEqual([]);

  // A valid application: as many exhibits as products selected.
  await expo.exhibitCount.fill(String(await expo.checkedProducts.count()));
  await expect(expo.ruleLine).not.toContainText(mismatch);
  const saved = page.waitForResponse((response) => response.url().includes('/showRoom/signup/save'));
  await expo.submit.click();
  const answer = (await (await saved).json()) as { resultCode: string; content: { id: number } };
  expect(answer.resultCode).toBe('000');
  await expect(expo.result).toBeVisible();

  await expo.result.getByRole('link').first().click();
  await expect(expo.myBooths).toBeVisible();
  const row = expo.myBooth(answer.content.id);
  await expect(row).toContainText(AUDIT_STATUS_LABELS.waitAudit[lang]);
  expect(showRoomId).toBeGreaterThan(0);

  // An anonymous visitor registers in another browser.
  const visitorContext = await newContext();
  const visitorPage = await visitorContext.newPage();
  const visitor = new ExhibitionsPage(visitorPage);
  await visitor.open();
  await visitor.visitButtons.first().click();
  await expect(visitor.visitForm).toBeVisible();
  await visitor.visitSubmit.click();
  await expect(visitor.visitForm).toContainText(lang === 'zh' ? '姓名不能为空' : 'Name is required');
  await visitor.field(visitor.visitForm, 'name').fill('赵敏');
  await visitor.field(visitor.visitForm, 'mobile').fill('13712345678');
  await visitor.field(visitor.visitForm, 'enterpriseName').fill('义乌市赵氏贸易有限公司');
  await visitor.field(visitor.visitForm, 'demand').fill('采购文具套装，需要检测报告');
  const registered = visitorPage.waitForResponse((response) => response.url().includes('/showVisit/saveOrUpdate'));
  await visitor.visitSubmit.click();
  expect(((await (await registered).json()) as { resultCode: string }).resultCode).toBe('000');
  await expect(visitor.visitDone).toBeVisible();
  await expect(visitor.visitForm).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
