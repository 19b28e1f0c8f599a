import type { Page } from 'playwright-core';

/** Signs an account in (demo password Sen@12345 unless given) and waits to leave the login page. */
export async function signInAs(page: Page, base: string, email: string, password = 'Sen@12345') {
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByLabel('Tên đăng nhập hoặc email').first().fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).first().fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Adds options with their values on the product form; the variant matrix follows. */
export async function addOptions(page: Page, options: [name: string, values: string[]][]) {
  for (const [index, [name, values]] of options.entries()) {
    await page.getByTestId('add-option').click();
    await page.getByTestId('option-row').nth(index).getByLabel('Tên thuộc tính').fill(name);
    const input = page.getByTestId(`option-values-${index}`);
    for (const value of values) {
      await input.fill(value);
      await input.press('Enter');
    }
  }
}
