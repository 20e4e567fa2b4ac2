// Page object of the auction lot page (/details?id=): the live price, bid count, ranking, countdown, the bid
// panel with its confirm step and reasons, the deposit flow, and the page's live/polling notice.
import { expect, type Locator, type Page } from '@playwright/test';
import { auctionTestIds as ids } from '../../web/src/features/auction/test-ids.ts';
import { testIds } from '../../web/src/shared/test-ids.ts';
import { REALTIME_STATUS_TEST_ID } from './shell.ts';
import { labelOf, named } from '../support/texts.ts';

export class AuctionLotPage {
  readonly page: Page;
  readonly root: Locator;
  readonly price: Locator;
  readonly bidCount: Locator;
  readonly rankingRows: Locator;
  readonly myRow: Locator;
  readonly historyRows: Locator;
  readonly countdown: Locator;
  readonly blocked: Locator;
  readonly bidError: Locator;
  readonly depositStatus: Locator;
  /** The lot page's own live / reconnecting / polling badge (the header has one of its own). */
  readonly realtimeStatus: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(ids.detail.root);
    this.price = page.getByTestId(ids.detail.price);
    this.bidCount = page.getByTestId(ids.detail.bidCount);
    this.rankingRows = page.getByTestId(ids.detail.ranking).locator('tbody tr');
    this.myRow = page.getByTestId(ids.detail.myRow);
    this.historyRows = page.getByTestId(ids.detail.historyRow);
    this.countdown = this.root.getByTestId(ids.countdown).first();
    this.blocked = page.getByTestId(ids.bid.blocked);
    this.bidError = page.getByTestId(ids.bid.error);
    this.depositStatus = page.getByTestId(ids.deposit.status);
    this.realtimeStatus = page.getByTestId(testIds.pageFrame.root).getByTestId(REALTIME_STATUS_TEST_ID);
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/details?id=${id}`);
    await this.price.waitFor();
  }

  /** Bids the panel's first option (the next minimum) through the confirm step; answers the amount shown. */
  async bidNextMinimum(over?: string): Promise<string> {
    const option = this.page.getByTestId(ids.bid.option(0));
    // Over a price just shown (`over`): the options follow it a render later, and one read before that would bid
    // the old minimum, refused as stale.
    if (over) await expect(option).not.toHaveText(over);
    const amount = (await option.textContent()) ?? '';
    await option.click();
    await this.page.getByRole('button', { name: named('auction:bid.confirm') }).click();
    return amount;
  }

  /** What the countdown counts from, read at one real instant: its deadline, and the server time the page
   * believes (local clock + measured offset) minus the real time (performance.timeOrigin + now(), which a wrong
   * `Date.now` does not move). Two screens agree when deadlines match and these errors are close. */
  async clockReading(): Promise<{ deadline: number; errorMs: number }> {
    return this.countdown.evaluate((element) => {
      const data = (element as HTMLElement).dataset;
      const believed = Date.now() + Number(data.offset);
      return { deadline: Number(data.deadline), errorMs: believed - (performance.timeOrigin + performance.now()) };
    });
  }

  /** What the lot shows of its live state, read in one go: the price text, the bid count (its data-count), the
   * ranking rows (rank, bidder alias without the 'me' badge, amount) and the history rows (alias, amount), in
   * order. */
  liveState(): Promise<{
    price: string;
    bidCount: number;
    ranking: { rank: string; alias: string; amount: string }[];
    history: { alias: string; amount: string }[];
  }> {
    return this.page.evaluate((detail) => {
      const byId = (id: string) => document.querySelector(`[data-testid="${id}"]`);
      const text = (node: Node | null | undefined) => node?.textContent?.trim() ?? '';
      const rows = [...(byId(detail.ranking)?.querySelectorAll('tbody tr') ?? [])];
      const history = [...document.querySelectorAll(`[data-testid="${detail.historyRow}"]`)];
      return {
        price: text(byId(detail.price)),
        bidCount: Number(byId(detail.bidCount)?.getAttribute('data-count')),
        ranking: rows.map((row) => {
          const cells = row.querySelectorAll('td');
          // The alias is the cell's own text; the 'me' badge is an element beside it.
          return { rank: text(cells[0]), alias: text(cells[1]?.firstChild), amount: text(cells[2]) };
        }),
        history: history.map((row) => {
          const [who, amount] = [...row.children];
          return { alias: text(who?.firstChild), amount: text(amount) };
        }),
      };
    }, ids.detail);
  }

  /** The time left the countdown shows, in ms (whole seconds; `n天 HH:MM:SS` or `HH:MM:SS`), null while it
   * shows no time yet. */
  async remainingShownMs(): Promise<number | null> {
    const text = (await this.countdown.getByTestId(ids.countdownValue).textContent()) ?? '';
    const time = /(\d+):(\d{2}):(\d{2})/.exec(text);
    if (!time) return null;
    const days = /(\d+)\s*(?:天|d|days?)/.exec(text.slice(0, time.index));
    const [hours, minutes, seconds] = time.slice(1).map(Number) as [number, number, number];
    return ((Number(days?.[1] ?? 0) * 24 + hours) * 3600 + minutes * 60 + seconds) * 1000;
  }

  async signUp(name: string, mobile: string): Promise<void> {
    const page = this.page;
    const signUp = page.getByRole('button', { name: named('auction:deposit.signUp') });
    // The panel's button opens the form, whose submit button says the same.
    await signUp.click();
    await page.getByRole('textbox', { name: named('auction:deposit.contactName') }).fill(name);
    await page.getByRole('textbox', { name: named('auction:deposit.contactPhone') }).fill(mobile);
    await labelOf(page.getByRole('checkbox', { name: named('auction:deposit.agree') })).click();
    await signUp.click();
  }

  /** Pays the deposit: amount as prefilled, vouchers uploaded as files. */
  async payDeposit(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.page.getByRole('button', { name: named(['auction:deposit.pay', 'auction:deposit.payAgain']) }).click();
    await this.page.getByTestId(ids.deposit.files).setInputFiles(files);
    await this.page
      .getByTestId(ids.deposit.fileRow)
      .nth(files.length - 1)
      .waitFor();
    await this.page.getByRole('button', { name: named('auction:deposit.send') }).click();
  }
}
