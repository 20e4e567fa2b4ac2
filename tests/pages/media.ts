// Page object of the video centre (`/videoCenter`, `?id=` opens a video on the same route).
import type { Locator, Page } from '@playwright/test';
import { mediaTestIds as ids } from '../../web/src/features/media/test-ids.ts';

export class VideoCenterPage {
  readonly page: Page;
  readonly cards: Locator;
  readonly player: Locator;
  readonly title: Locator;

  constructor(page: Page) {
    this.page = page;
    this.cards = page.getByTestId(ids.grid).getByTestId(ids.card);
    this.player = page.getByTestId(ids.player);
    this.title = page.getByTestId(ids.title);
  }

  async open(): Promise<void> {
    await this.page.goto('/videoCenter');
  }

  cardTitle(card: Locator): Locator {
    return card.getByTestId(ids.cardTitle);
  }

  category(value: string): Locator {
    return this.page.getByTestId(ids.category(value));
  }

  chapter(index: number): Locator {
    return this.page.getByTestId(ids.chapter(index));
  }

  /** The player's clock in seconds. */
  currentTime(): Promise<number> {
    return this.player.evaluate((media) => (media as HTMLVideoElement).currentTime);
  }

  /** Starts playing muted (a muted play needs no user gesture in any browser). */
  async play(): Promise<void> {
    await this.player.evaluate(async (media) => {
      const video = media as HTMLVideoElement;
      video.muted = true;
      await video.play();
    });
  }
}
