// The video centre as a buyer uses it: filter by category, open a video, it plays (its clock advances over
// the served WebM), a chapter click seeks there.
import { expect, test } from '../support/fixtures.ts';
import { VideoCenterPage } from '../pages/media.ts';

test.describe('video centre', () => {
  test('filters, opens a video that plays, and seeks by chapter', async ({ page, consoleErrors }) => {
    const videos = new VideoCenterPage(page);
    await videos.open();
    await expect(videos.cards.first()).toBeVisible();
    await videos.category('factory').click();
    await expect(page).toHaveURL(/category=factory/);
    const first = videos.cards.first();
    await expect(first).toHaveAttribute('data-category', 'factory');
    const title = (await videos.cardTitle(first).innerText()).trim();
    await first.getByRole('button').click();
    await expect(page).toHaveURL(/id=\d+/);
    await expect(videos.title).toHaveText(title);

    await videos.play();
    await expect.poll(() => videos.currentTime(), { message: 'the clip plays' }).toBeGreaterThan(0.5);
    await videos.chapter(2).click();
    await expect(videos.chapter(2)).toHaveAttribute('aria-current', 'step');
    // The chapter's label starts with its clock (m:ss); the player now stands at or just past it.
    const [minutes = '0', seconds = '0'] = ((await videos.chapter(2).innerText()).match(/\d+:\d\d/)?.[0] ?? '').split(
      ':',
    );
    const start = Number(minutes) * 60 + Number(seconds);
    expect(start).toBeGreaterThan(0);
    const at = await videos.currentTime();
    expect(at).toBeGreaterThanOrEqual(start);
    expect(at).toBeLessThan(start + 3);
    expect(consoleErrors).toEqual([]);
  });
});
