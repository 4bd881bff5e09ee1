import { expect, type Locator, type Page } from '@playwright/test';

/** Fills and submits a login form (popup or inline) the way a player does. */
export async function submitLogin(form: Locator, username: string, password: string) {
  await form.getByLabel(/username/i).fill(username);
  await form.getByLabel(/^password$/i).fill(password);
  // The terms box is the form's last: remember-me comes before it.
  const terms = form.getByRole('checkbox').last();
  if (!(await terms.isChecked())) await terms.check();
  await form.getByRole('button', { name: /^log ?in$/i }).click();
}

export async function openLoginPopup(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: /^log ?in$/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
