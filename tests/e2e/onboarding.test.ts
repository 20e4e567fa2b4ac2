// Merchant onboarding, end to end: a buyer without a store (the seeded entrant4, whose draft has the
// enterprise text) fills the wizard (store type, the licence and ID scans, logos and industries; a missing
// licence refused in place), submits, and waits; the operator approves it in a second browser; the applicant's
// open page turns to approved without a reload (user:<id> room) and the header's role follows.
import { merchantEntryGet, type MyMerchantEntry } from '@portal/contracts/http/merchant-entry';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { ConsolePage } from '../pages/console.ts';
import { CertificationPage } from '../pages/onboarding.ts';

test.describe('merchant onboarding', () => {
  test('wizard -> submit -> the operator approves in another browser -> the applicant sees approved live', async ({
    page,
    loginAs,
    newContext,
    lang,
  }) => {
    const applicant = await loginAs('entrant4');
    const wizard = new CertificationPage(page);
    await wizard.open();
    await expect(wizard.wizard).toBeVisible();
    await wizard.next(); // the store type of the draft (shop) is kept
    await expect(wizard.field('companyName')).not.toHaveValue('');
    // Without the licence the step is refused in place and nothing typed is lost.
    await wizard.next();
    await expect(
      wizard.page.getByText(lang === 'en' ? 'Business licence is required' : '营业执照不能为空'),
    ).toBeVisible();
    await wizard.upload('licenceFileId', 'licence.png');
    await wizard.upload('idFrontFileId', 'id-front.png');
    await wizard.upload('idBackFileId', 'id-back.png');
    await wizard.next();
    await wizard.upload('logoWideFileId', 'logo-wide.png');
    await wizard.upload('logoSquareFileId', 'logo-square.png');
    await wizard.chooseFirstIndustries(2);
    await wizard.next();
    await wizard.submit();
    await expect(wizard.statusBadge).toHaveAttribute('data-status', 'submitted');

    const mine = await callOk<MyMerchantEntry>(merchantEntryGet, { token: applicant.token, lang });
    const id = mine.entry?.id ?? 0;

    const operatorContext = await newContext();
    const operatorPage = await operatorContext.newPage();
    await storeSession(operatorContext, await apiLogin('operator'));
    // /certification sends the operator to the console's queue of merchant entries.
    await operatorPage.goto('/certification');
    await expect(operatorPage).toHaveURL(/\/console\?kind=merchantEntry/);
    const queue = new ConsolePage(operatorPage);
    await queue.queue.waitFor();
    await expect(queue.item('merchantEntry', id)).toBeVisible();
    await queue.approve('merchantEntry', id);
    await expect(queue.item('merchantEntry', id)).toBeHidden();

    // No reload: the decision arrives on the applicant's room.
    await expect(wizard.statusBadge).toHaveAttribute('data-status', 'approved');
    const after = await callOk<MyMerchantEntry>(merchantEntryGet, { token: applicant.token, lang });
    expect(after.entry?.companyId).not.toBeNull();
  });
});
