// Page objects of the operators' dashboards: the trading floor (`/trading`), the industrial-belt map
// (`/industrialBelt`) and one belt (`/industryDetail?id=`).
import type { Locator, Page } from '@playwright/test';
import { tradingTestIds } from '../../web/src/features/trading/test-ids.ts';
import { beltTestIds } from '../../web/src/features/belt/test-ids.ts';

export class TradingFloorPage {
  readonly page: Page;
  readonly root: Locator;
  readonly trades: Locator;
  readonly hourChart: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(tradingTestIds.root);
    this.trades = page.getByTestId(tradingTestIds.trade);
    this.hourChart = page.getByTestId(tradingTestIds.hourChart);
  }

  /** Opens the floor and waits for its figures (the room joined and its snapshot loaded). */
  async open(): Promise<void> {
    await this.page.goto('/trading');
    await this.kpiValue('orders').waitFor();
  }

  kpi(key: string): Locator {
    return this.page.getByTestId(tradingTestIds.kpi(key));
  }

  kpiValue(key: string): Locator {
    return this.kpi(key).getByTestId(tradingTestIds.kpiValue);
  }

  async count(key: string): Promise<number> {
    return Number(await this.kpiValue(key).textContent());
  }
}

export class BeltMapPage {
  readonly page: Page;
  readonly chart: Locator;
  readonly legend: Locator;
  readonly items: Locator;

  constructor(page: Page) {
    this.page = page;
    this.chart = page.getByTestId(beltTestIds.map.chart);
    this.legend = page.getByTestId(beltTestIds.map.legend);
    this.items = page.getByTestId(beltTestIds.map.item);
  }

  async open(): Promise<void> {
    await this.page.goto('/industrialBelt');
  }

  stat(key: string): Locator {
    return this.page.getByTestId(beltTestIds.map.stat(key));
  }

  item(code: string): Locator {
    return this.page.locator(`[data-testid="${beltTestIds.map.item}"][data-code="${code}"]`);
  }

  itemLink(code: string): Locator {
    return this.item(code).getByTestId(beltTestIds.map.itemLink);
  }
}

export class BeltDetailPage {
  readonly page: Page;
  readonly root: Locator;
  readonly yearsChart: Locator;
  readonly companies: Locator;
  readonly goods: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(beltTestIds.detail.root);
    this.yearsChart = page.getByTestId(beltTestIds.detail.yearsChart);
    this.companies = page.getByTestId(beltTestIds.detail.companies);
    this.goods = page.getByTestId(beltTestIds.detail.goods);
  }

  kpi(key: string): Locator {
    return this.page.getByTestId(beltTestIds.detail.kpi(key));
  }
}
