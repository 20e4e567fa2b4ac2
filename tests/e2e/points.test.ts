// The points mall, end to end: a buyer with points opens /integralProduct, filters what is within their points,
// exchanges posted goods through the confirm dialog with a delivery address of their own; the balance falls on
// the page and the exchange, with where it goes, is in the buyer centre's 'My points'. Goods above the balance
// are held back on the dialog, and an exchange the balance no longer covers when confirmed (spent meanwhile in
// another tab) is refused by the server in the user's language, changing nothing.
import { BusinessMessages } from '@portal/contracts/business-messages';
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import { customerReceiveInfoList } from '@portal/contracts/http/customer-receive-info';
import {
  integralProductAccount,
  integralProductExchange,
  integralProductPage,
  needsDeliveryAddress,
  type PointsAccount,
  type PointsGoods,
} from '@portal/contracts/http/integral-product';
import type { PageOf } from '@portal/contracts/operation';
import { callOk } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { Shell } from '../pages/shell.ts';
import { MyPointsSection, PointsMallPage } from '../pages/points.ts';

test.describe('points mall', () => {
  test('within my points -> exchange posted goods to a chosen address -> balance falls -> My points; refusals in the user language', async ({
    page,
    loginAs,
    lang,
    consoleErrors,
  }) => {
    const { token } = await loginAs('buyer2');
    const number = (n: number) => n.toLocaleString(lang === 'en' ? 'en-US' : 'zh-CN');
    const balanceNow = async () => (await callOk<PointsAccount>(integralProductAccount, { token })).balance;
    const shelf = async (maxPoints: number) =>
      (
        await callOk<PageOf<PointsGoods>>(integralProductPage, {
          query: { maxPoints, pageSize: 50 },
          token,
          lang,
        })
      ).records.filter((g) => g.stock > 0 && g.mine < g.perUserLimit);
    const balance = await balanceNow();
    const addresses = await callOk<ReceiveInfo[]>(customerReceiveInfoList, { token, lang });
    expect(addresses.length, 'buyer2 has addresses to choose from').toBeGreaterThan(1);
    // The cheapest posted goods: what is left afterwards still buys something for the second half.
    const goods = (await shelf(balance)).filter((g) => needsDeliveryAddress(g.category)).at(0);
    expect(goods, 'an affordable posted goods in stock').toBeDefined();

    const mall = new PointsMallPage(page);
    await mall.open();
    await expect(mall.balance).toHaveText(number(balance));
    await mall.affordable.click();
    await expect(page).toHaveURL(new RegExp(`maxPoints=${balance}`));
    await expect(mall.cards).toHaveCount((await shelf(balance)).length + (await soldOutOrLimited(balance)));

    await mall.exchange(goods!.title);
    const dialog = mall.dialog;
    await expect(dialog.total).toContainText(number(goods!.points));
    // The default address is chosen at the start; the buyer sends this one elsewhere.
    const other = addresses.find((a) => !a.isDefault)!;
    await expect(dialog.addresses.and(page.locator('[aria-checked="true"]'))).toContainText(
      addresses.find((a) => a.isDefault)!.consigneeName,
    );
    await dialog.chooseAddress(other.detailAddress);
    await expect(dialog.addresses.filter({ hasText: other.detailAddress })).toHaveAttribute('aria-checked', 'true');
    await dialog.confirm.click();
    await expect(dialog.done).toBeVisible();
    const exchangeNo = /JF\d{14}/.exec((await dialog.done.textContent()) ?? '')?.[0];
    expect(exchangeNo).toBeDefined();
    await dialog.close();
    const after = balance - goods!.points;
    await expect(mall.balance).toHaveText(number(after));

    // Above the balance: the dialog says how many points are missing and does not send.
    const dear = (await shelf(1_000_000)).find((g) => g.points > after);
    expect(dear, 'goods above the balance').toBeDefined();
    await mall.affordable.click();
    await mall.exchange(dear!.title);
    await expect(dialog.short).toContainText(number(dear!.points - after));
    await expect(dialog.confirm).toBeDisabled();
    await dialog.close();

    // Affordable when the dialog opens, not when it is confirmed: points spent meanwhile in another tab.
    const last = (await shelf(after)).filter((g) => g.id !== goods!.id).at(-1);
    const spend = (await shelf(after)).find((g) => after - g.points < (last?.points ?? 0) && g.id !== last?.id);
    expect(last && spend, 'two goods that together exceed the balance').toBeTruthy();
    await mall.exchange(last!.title);
    await expect(dialog.confirm).toBeEnabled();
    await callOk(integralProductExchange, {
      token,
      body: {
        goodsId: spend!.id,
        quantity: 1,
        requestId: `e2e-spend-${Date.now()}`,
        ...(needsDeliveryAddress(spend!.category) ? { receiveInfoId: other.id } : {}),
      },
    });
    if (needsDeliveryAddress(last!.category)) await expect(dialog.addresses.first()).toBeVisible();
    await dialog.confirm.click();
    await expect(new Shell(page).toast(BusinessMessages.pointsShort[lang])).toBeVisible();
    await expect(dialog.confirm).toBeVisible();
    expect(await balanceNow()).toBe(after - spend!.points);
    await dialog.close();

    // My points in the buyer centre: the exchange, where it goes (the consignee and street as typed).
    await page.goto('/buyerCenter/points');
    const mine = new MyPointsSection(page);
    await expect(mine.balance).toHaveText(number(after - spend!.points));
    const row = mine.row(exchangeNo!);
    await expect(row).toContainText(goods!.title);
    await expect(mine.delivery(row)).toContainText(other.consigneeName);
    await expect(mine.delivery(row)).toContainText(other.detailAddress);
    expect(consoleErrors).toEqual([]);

    /** The cards the affordable filter also shows: sold out or at the caller's limit (listed, not exchangeable). */
    async function soldOutOrLimited(max: number): Promise<number> {
      const all = await callOk<PageOf<PointsGoods>>(integralProductPage, {
        query: { maxPoints: max, pageSize: 50 },
        token,
      });
      return all.records.filter((g) => g.stock === 0 || g.mine >= g.perUserLimit).length;
    }
  });
});
