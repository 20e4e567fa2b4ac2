// The VR market tour as a visitor takes it: the halls with their figures, a hall's 360° panorama (drawn by the
// mock server) turned by dragging, the arrow keys and the buttons, then on to the hall's shops.
import { expect, test } from '../support/fixtures.ts';
import { VrPage } from '../pages/vr.ts';

test('a visitor tours a market hall in VR, looks around and goes on to its shops', async ({ page, consoleErrors }) => {
  const vr = new VrPage(page);
  const tourPicture = page.waitForResponse((response) => response.url().includes('/assets-mock/tour/1.svg'));
  await vr.open();
  await expect(vr.hall(1)).toContainText('国际商贸城一区');
  await vr.start(1).click();
  await expect(vr.viewer).toBeVisible();
  const picture = await tourPicture;
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');

  // Stop the turn by itself, then drag the view to the left: the heading moves on.
  await vr.autoTurn.click();
  await expect(vr.autoTurn).toHaveAttribute('aria-pressed', 'false');
  const before = await vr.headingDegrees();
  const box = await vr.panorama.boundingBox();
  if (!box) throw new Error('the panorama has no box');
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => vr.headingDegrees()).not.toBe(before);

  // The arrow keys and the buttons turn by 30°, wrapping around.
  const dragged = await vr.headingDegrees();
  await vr.panorama.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => vr.headingDegrees()).toBe((dragged + 30) % 360);
  await vr.right.click();
  await expect.poll(() => vr.headingDegrees()).toBe((dragged + 60) % 360);
  await expect(vr.heading).toHaveText(`朝向 ${(dragged + 60) % 360}°`);

  // From the hall to its shops.
  await vr.shops.click();
  await expect(page).toHaveURL(/\/company\?hallId=1$/);
  expect(consoleErrors).toEqual([]);
});
