import type { Page } from 'playwright-core';

/**
 * Opens an action's confirmation panel on a console record page and waits for it: the link puts the action in the
 * URL, and until it has, the panel's submit button is not the one a test means (a click on it raced the navigation
 * on a loaded machine, and nothing was submitted).
 */
export async function openAdminAction(page: Page, action: string): Promise<void> {
  await Promise.all([page.waitForURL((url) => url.searchParams.get('action') === action), page.getByTestId(`admin-action-${action}`).click()]);
  await page.getByTestId('admin-confirm-submit').waitFor();
}

/** Submits the open confirmation panel and waits for the record page it redirects to. */
export async function confirmAdminAction(page: Page): Promise<void> {
  await Promise.all([page.waitForURL((url) => !url.searchParams.has('action')), page.getByTestId('admin-confirm-submit').click()]);
}
