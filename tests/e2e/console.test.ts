// The operator console end to end, each party in a browser of its own: deposits rejected with a reason and
// approved (each bidder's lot page follows live), a new buyer's enterprise information approved (then the
// buyer publishes an inquiry), an individual's authentication approved, a booth application approved (the
// shop finds its booth). The stack runs with AUTO_REVIEW off: nothing here is decided by a timer.
import type { Page } from '@playwright/test';
import { AUDIT_STATUS_LABELS } from '@portal/contracts/display';
import { apiLogin } from '../support/api.ts';
import { declareDeposits, pendingItem as find, untouchedLotEndingLast } from '../support/deposits.ts';
import { expect, PAIR, storeSession, test } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { AuctionLotPage } from '../pages/auction.ts';
import { ConsolePage, VerificationSection } from '../pages/console.ts';
import { notificationTestIds } from '../../web/src/features/notifications/test-ids.ts';
import { RegisterPage } from '../pages/account.ts';
import { InquiryHall, Negotiation } from '../pages/trade.ts';

test.describe('operator console', () => {
  // Three browsers, uploads and the register flow on a shared 2-core machine.
  test.describe.configure({ timeout: 240_000 });

  test('deposits: one rejected with a reason, another approved; each bidder sees it live', async ({
    page,
    loginAs,
    newContext,
    lang,
  }) => {
    const first = await loginAs('buyer2');
    const second = await apiLogin('buyer');
    const lot = await untouchedLotEndingLast([first, second]);
    // Both sign up and pay the deposit with a voucher (the lot page's own journey is auction.test.ts).
    await declareDeposits(lot, [
      { bidder: first, contactName: '王采购' },
      { bidder: second, contactName: '李采购' },
    ]);
    const bidderA = new AuctionLotPage(page);
    await bidderA.open(lot.id);
    const contextB = await newContext();
    await storeSession(contextB, second);
    const bidderB = new AuctionLotPage(await contextB.newPage());
    await bidderB.open(lot.id);
    for (const view of [bidderA, bidderB]) {
      await expect(view.depositStatus).toHaveAttribute('data-status', 'pendingReview');
    }

    const operatorContext = await newContext();
    await storeSession(operatorContext, await apiLogin('operator'));
    const console = new ConsolePage(await operatorContext.newPage());
    await console.open({ kind: 'deposit' });
    const itemA = await find(
      'deposit',
      (i) => i.applicant.account === 'buyer2' && i.subject?.link.endsWith(`=${lot.id}`) === true,
    );
    const itemB = await find(
      'deposit',
      (i) => i.applicant.account === 'buyer' && i.subject?.link.endsWith(`=${lot.id}`) === true,
    );
    // The voucher is beside the decision.
    await expect(
      console.item('deposit', itemA.id).getByRole('link', { name: lang === 'en' ? 'Payment voucher' : '付款凭证' }),
    ).toBeVisible();
    // A rejection without a reason is refused in place.
    await console.reject('deposit', itemA.id, '');
    await expect(console.reasonError('deposit', itemA.id)).toHaveText(
      lang === 'en' ? 'A reason is required to reject.' : '驳回时请填写原因',
    );
    await console.confirmReject('deposit', itemA.id, '凭证金额与保证金不符');
    await expect(console.item('deposit', itemA.id)).toBeHidden();
    await console.approve('deposit', itemB.id);
    await expect(console.item('deposit', itemB.id)).toBeHidden();

    // Each bidder's open page follows without a reload.
    await expect(bidderA.depositStatus).toHaveAttribute('data-status', 'rejected', { timeout: 30_000 });
    await expect(bidderB.depositStatus).toHaveAttribute('data-status', 'approved', { timeout: 30_000 });
    await expect(bidderB.blocked).toBeHidden();

    // The decided items are under their status, with the reason.
    await console.showStatus('rejected');
    await expect(console.item('deposit', itemA.id)).toContainText('凭证金额与保证金不符');
  });

  test('a new buyer completes the enterprise information, the operator approves, the buyer publishes an inquiry', async ({
    page,
    mock,
    newContext,
  }) => {
    const suffix = String(Date.now()).slice(-6);
    const user = {
      role: 'buyer' as const,
      account: `ent${suffix}`,
      mobile: `137${suffix}00`.slice(0, 11),
      password: 'market2026',
    };
    const register = new RegisterPage(page, mock);
    await register.open();
    await register.fill(user);
    await register.submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    const section = new VerificationSection(page);
    await section.open('enterprise');
    const company = `义乌启航贸易有限公司${suffix}`;
    await section.fill({
      companyName: company,
      creditCode: 'abc',
      legalPerson: '赵启航',
      contact: '赵启航',
      phone: '13700001111',
      registeredCapital: '300',
      registrationPlace: '浙江义乌',
      address: '浙江省义乌市福田街道2号',
      postalCode: '322000',
      establishedOn: '2020-03-18',
      taxNumber: '91330782MA2ABCDE1F',
      bank: '中国工商银行',
      accountNumber: '6222020000000001',
      accountName: company,
    });
    await section.upload('licenceFileId', 'licence.png');
    // A wrong credit code is refused beside the field, nothing typed lost.
    await section.submit();
    await expect(page.getByText('统一社会信用代码为18位数字或大写字母')).toBeVisible();
    await section.field('creditCode').fill('91330782MA2ABCDE1F');
    await section.submit();
    await expect(section.status).toHaveAttribute('data-status', 'submitted', { timeout: 30_000 });

    const operatorContext = await newContext();
    await storeSession(operatorContext, await apiLogin('operator'));
    const console = new ConsolePage(await operatorContext.newPage());
    await console.open({ kind: 'enterprise' });
    const item = await find('enterprise', (i) => i.title === company);
    await expect(console.item('enterprise', item.id).getByRole('link', { name: '营业执照' })).toBeVisible();
    await console.approve('enterprise', item.id);
    await expect(console.item('enterprise', item.id)).toBeHidden();

    // The buyer's open section follows; inquiries are open to it now.
    await expect(section.status).toHaveAttribute('data-status', 'approved', { timeout: 30_000 });
    const hall = new InquiryHall(page);
    await hall.open();
    await hall.publish({
      title: `E2E 企业询价 ${suffix}`,
      quantity: '300',
      price: '9.80',
      address: '福田街道 2 号',
      phone: '13700001111',
    });
    await expect(new Negotiation(page).status).toHaveAttribute('data-status', 'underReview');
  });

  test('an individual authenticates and the operator approves it', async ({ page, loginAs, newContext }) => {
    await loginAs('personal');
    const section = new VerificationSection(page);
    await section.open('authentication');
    await section.fill({ realName: '李雷', idNumber: '110105194912310021' });
    await section.upload('idFrontFileId', 'id-front.png');
    await section.upload('idBackFileId', 'id-back.png');
    await section.submit();
    await expect(page.getByText('身份证号码校验位不正确，请核对')).toBeVisible();
    await section.field('idNumber').fill('11010519491231002X');
    await section.submit();
    await expect(section.status).toHaveAttribute('data-status', 'submitted', { timeout: 30_000 });

    const operatorContext = await newContext();
    await storeSession(operatorContext, await apiLogin('operator'));
    const console = new ConsolePage(await operatorContext.newPage());
    await console.open({ kind: 'authentication' });
    const item = await find('authentication', (i) => i.applicant.account === 'personal');
    await expect(console.item('authentication', item.id)).toContainText('11010519491231002X');
    await console.approve('authentication', item.id);
    await expect(section.status).toHaveAttribute('data-status', 'approved', { timeout: 30_000 });
  });

  test('the operator approves a booth application; the shop finds its booth number', async ({
    page,
    loginAs,
    newContext,
    lang,
  }) => {
    await loginAs('factory');
    const booth = await find('booth', (i) => i.applicant.account === 'factory');
    const operatorContext = await newContext();
    await storeSession(operatorContext, await apiLogin('operator'));
    const console = new ConsolePage(await operatorContext.newPage());
    await console.open({ kind: 'booth', page: booth.page });
    await console.approve('booth', booth.id);
    await expect(console.item('booth', booth.id)).toBeHidden();

    await page.goto('/sellerCenter/myBooths');
    const row = page.getByTestId(`expo-my-booth-${booth.id}`);
    await expect(row).toContainText(AUDIT_STATUS_LABELS.auditPass[lang]);
    await expect(row).toContainText(/[A-Z]-\d{3}/);
  });
});

// The console's tabs beyond the review queue are not routes of their own, so the route sweep's axe run does not
// reach them: the operator opens each (in Chinese on a desktop, in English on a phone) and axe checks it once
// its content (or its empty state) is there.
test.describe('operator console tabs', () => {
  const CONTENT = {
    // A row of the work list (tradeTestIds.agent.work(id)).
    agentPurchases: (page: Page) => page.getByTestId(/^agent-work-\d+$/),
    notifications: (page: Page) => page.getByTestId(notificationTestIds.list),
  };
  for (const tab of ['agentPurchases', 'notifications'] as const) {
    test(
      `/console?tab=${tab} has no serious axe violation`,
      { tag: PAIR },
      async ({ page, loginAs, consoleErrors }) => {
        await loginAs('operator');
        await page.goto(`/console?tab=${tab}`);
        await CONTENT[tab](page).first().or(page.getByTestId('query-state-empty')).waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page), 'axe: no serious or critical violation').toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
    );
  }
});
