// The health of a page a journey has just reached (an order-placed result, a success page): no error toast on
// it and no console error or uncaught page error since the test began.
import { expect, type Page } from '@playwright/test';
import { testIds } from '../../web/src/shared/test-ids.ts';

/** Error toasts on the page now (the <Toaster> marks each toast with its type). */
export function errorToasts(page: Page) {
  return page.getByTestId(testIds.toast).and(page.locator('[data-type="error"]'));
}

/** Fails when the page shows an error toast or `consoleErrors` (the fixture's list) holds anything. */
export async function expectHealthyPage(page: Page, consoleErrors: readonly string[]): Promise<void> {
  await expect(errorToasts(page), 'an error toast on the page').toHaveCount(0);
  expect(consoleErrors, 'console errors or page errors').toEqual([]);
}
