// The live pages' first screens in a real browser (docs/architecture.md, "First screen"): before any of the app's
// JavaScript (held back here) the page shows its first picture, taken from the page's first request, at the
// size the page itself gives it; with the JavaScript, the first screen goes once the page has drawn its part,
// and the keyboard reaches the page again. Sizes depend on the screen: each language and each screen once.
import type { Page } from '@playwright/test';
import type { AuctionCard } from '@portal/contracts/entities/auction';
import type { GroupBuyCard } from '@portal/contracts/entities/trade-request';
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { centralizedListByKeyword } from '@portal/contracts/http/centralized';
import type { PageOf } from '@portal/contracts/operation';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { callOk } from '../support/api.ts';
import { PAIR } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/** The app's entry module (the build names it index-<hash>.js): without it only the first screen shows. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;

async function liveLot(): Promise<AuctionCard> {
  const page = await callOk<PageOf<AuctionCard>>(pageAuctionPortal, {
    query: { pageNum: 1, pageSize: 1, status: 'inProgress', sort: 'endingSoon' },
  });
  const lot = page.records[0];
  if (!lot) throw new Error('no lot is bidding in the seeded data');
  return lot;
}

async function firstGroupBuy(): Promise<GroupBuyCard> {
  const page = await callOk<PageOf<GroupBuyCard>>(centralizedListByKeyword, {
    query: { pageNum: 1, pageSize: TABLE_PAGE_SIZE },
  });
  const first = page.records[0];
  if (!first) throw new Error('no group buy in the seeded data');
  return first;
}

/** An element's box (place and size), rounded to the pixel. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the screen`);
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

const pages = [
  { name: 'the auction hall', url: async () => '/auction', picture: async () => (await liveLot()).image },
  {
    name: 'a lot',
    url: async () => `/details?id=${(await liveLot()).id}`,
    picture: async () => (await liveLot()).image,
  },
  { name: 'the group buys', url: async () => '/collectBidding', picture: async () => (await firstGroupBuy()).image },
];

test.describe('first screens of the live pages', () => {
  for (const { name, url, picture } of pages) {
    test(
      `${name}: its first picture before the JS, at the page's place and size, gone once the page draws`,
      { tag: PAIR },
      async ({ page }) => {
        const address = await url();
        const image = await picture();

        await page.route(ENTRY, (route) => route.abort());
        await page.goto(address);
        const early = page.locator('#first-screen img:not([hidden])');
        await expect(early).toHaveAttribute('src', image);
        await expect
          .poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        await expect(page.locator('#root')).toHaveAttribute('inert', '');
        const drawnEarly = await boxOf(page, '#first-screen img:not([hidden])');

        await page.unroute(ENTRY);
        await page.goto(address);
        await expect(page.locator('#first-screen')).toHaveCount(0);
        await expect(page.locator('#root')).not.toHaveAttribute('inert');
        await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
        // The page's own first picture has the first screen's place and size: nothing moves, nothing larger paints.
        await expect(page.locator('main img').first()).toBeVisible();
        expect(await boxOf(page, 'main img')).toEqual(drawnEarly);
      },
    );
  }
});
