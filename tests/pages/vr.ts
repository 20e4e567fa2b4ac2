// Page object of the VR market tour (`/vrList`) and its tour viewer.
import type { Locator, Page } from '@playwright/test';
import { vrTestIds as ids } from '../../web/src/features/vr/test-ids.ts';

export class VrPage {
  readonly page: Page;
  readonly root: Locator;
  readonly viewer: Locator;
  readonly panorama: Locator;
  readonly heading: Locator;
  readonly right: Locator;
  readonly autoTurn: Locator;
  readonly shops: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(ids.root);
    this.viewer = page.getByTestId(ids.viewer);
    this.panorama = page.getByTestId(ids.panorama);
    this.heading = page.getByTestId(ids.heading);
    this.right = page.getByTestId(ids.right);
    this.autoTurn = page.getByTestId(ids.autoTurn);
    this.shops = page.getByTestId(ids.shops);
  }

  async open(): Promise<void> {
    await this.page.goto('/vrList');
  }

  hall(id: number): Locator {
    return this.page.getByTestId(ids.hall(id));
  }

  start(id: number): Locator {
    return this.page.getByTestId(ids.start(id));
  }

  /** The heading the viewer shows, in degrees. */
  async headingDegrees(): Promise<number> {
    return Number(await this.panorama.getAttribute('data-heading'));
  }
}
