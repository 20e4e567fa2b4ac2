// Factory inspection, end to end: a buyer applies for a platform inspection of a factory (a date not ahead is
// refused by the server in place, keeping the form), lands on its detail at step 1, finds it in the buyer
// centre, and once the server clock passes the audit delay the detail shows the next step done.
import { INSPECTION_STEP_DELAYS_MS, INSPECTION_STEP_LABELS } from '@portal/contracts/http/factory-inspection';
import { factoryInspectionApplyable, type InspectionApplyable } from '@portal/contracts/http/factory-inspection';
import { supplierManagePageData } from '@portal/contracts/http/supplier-manage';
import { callOk } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { InspectionApplyPage, InspectionDetailPage, MyInspectionsSection } from '../pages/inspection.ts';

/** A China date (YYYY-MM-DD) `days` after the instant `ms`. */
const chinaDate = (ms: number, days = 0) => new Date(ms + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.describe('factory inspection', () => {
  test('apply for a platform inspection -> a refused date shown in place -> detail at step 1 -> centre -> the next step after the audit delay', async ({
    page,
    loginAs,
    mock,
    lang,
  }) => {
    const buyer = await loginAs('buyer2');
    const token = buyer.token;
    // A factory the buyer may apply to inspect now.
    const factories = await callOk<{ records: { id: number; shopName: string }[] }>(supplierManagePageData, {
      query: { pageNum: 1, pageSize: 30 },
      lang,
    });
    let factory: { id: number; shopName: string } | undefined;
    for (const candidate of factories.records) {
      const gate = await callOk<InspectionApplyable>(factoryInspectionApplyable, {
        query: { factoryId: candidate.id },
        token,
        lang,
      });
      if (gate.applyable && gate.types.includes('platform')) {
        factory = candidate;
        break;
      }
    }
    if (!factory) throw new Error('no factory open to an inspection by buyer2');

    const apply = new InspectionApplyPage(page);
    await apply.open(factory.id, 'platform');
    const now = await mock.now();
    // Today is not ahead: the server refuses it and says so under the date, the rest of the form stays.
    await apply.fill({ expectedDate: chinaDate(now), contactName: '赵采购', contactPhone: '13800000002' });
    await apply.submit();
    await expect(apply.field('expectedDate')).toHaveAttribute('aria-invalid', 'true');
    await expect(apply.form.getByText(chinaDate(now, 1))).toBeVisible();
    await expect(apply.field('contactName')).toHaveValue('赵采购');

    await apply.field('expectedDate').fill(chinaDate(now, 10));
    await apply.submit();
    await page.waitForURL(/\/inspectionDetail\?id=\d+/);
    const detail = new InspectionDetailPage(page);
    await expect(detail.current()).toContainText(INSPECTION_STEP_LABELS.initiate[lang]);
    await expect(detail.step('auditConfirm')).toHaveAttribute('data-done', 'false');
    const id = detail.id();

    const centre = new MyInspectionsSection(page);
    await centre.open();
    const row = centre.row(factory.shopName).first();
    await expect(row).toContainText(`1/7 ${INSPECTION_STEP_LABELS.initiate[lang]}`);
    await row.getByRole('link').click();
    await page.waitForURL(new RegExp(`/inspectionDetail\\?id=${id}$`));

    // The platform's audit is done on the server clock: past its delay, the detail shows it done and current.
    await mock.advanceClock(INSPECTION_STEP_DELAYS_MS.auditConfirm + 1000);
    await page.reload();
    await expect(detail.current()).toContainText(INSPECTION_STEP_LABELS.auditConfirm[lang]);
    await expect(detail.step('auditConfirm')).toHaveAttribute('data-done', 'true');
  });
});
