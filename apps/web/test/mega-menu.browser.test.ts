import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * The mega-menu editor (decision 0354): the shop's menu is the category tree until an editor adds
 * a column of their own in the content admin, moves it first with the keyboard, translates it and
 * hides a category; the shop's header (a page rendered and kept before) then shows exactly that.
 * Built app, Debian's chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('mega-menu');
}, 90_000);
afterAll(async () => app?.stop());

async function open(page: Page, path: string) {
  await page.goto(`${app.base}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]');
}

/** The labels of the menu's columns as the header renders them (the panel is in the page, hidden until opened). */
async function columns(page: Page): Promise<string[]> {
  // The panel's toggle (its name is in the page's language).
  await page.getByTestId('navbar').locator('button[aria-controls]').first().click();
  const panel = page.getByTestId('mega-menu');
  await panel.waitFor();
  return panel.locator(':scope > div > ul > li > :first-child').allInnerTexts();
}

describe('mega-menu from the keyboard', () => {
  it('opens with Enter on its toggle, shows the columns, moves with the arrows and closes with Escape', async () => {
    const menu = (await (await fetch(`${app.base}/api/v1/menu`)).json()).metadata as Array<{ label: string }>;
    expect(menu.length).toBeGreaterThan(2);
    const context = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await open(page, '/');
    const toggle = page.getByTestId('navbar').locator('button[aria-controls]').first();
    const panel = page.getByTestId('mega-menu');
    // Closed, the panel is an empty box (its links are rendered when opened, decision 0373).
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.locator('a').count()).toBe(0);
    expect(await toggle.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));

    await toggle.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const heads = await panel.locator(':scope > div > ul > li > :first-child').allInnerTexts();
    expect(heads.length).toBe(menu.length);
    for (const [i, column] of menu.entries()) expect(heads[i]).toContain(column.label);
    // Focus went into the panel; the arrows move between its links.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
    const links = await panel.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await expect.poll(focused).toBe(links[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(links[1]);
    await page.keyboard.press('End');
    expect(await focused()).toBe(links.at(-1));

    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(await panel.getAttribute('id'));
    // ArrowDown on the toggle opens it too.
    await page.keyboard.press('ArrowDown');
    await panel.waitFor();
    await expect.poll(focused).toBe(links[0]);
    await context.close();
  }, 60_000);
});

describe('mega-menu editor', () => {
  it('an editor adds, orders, translates and hides columns; the shop header shows them', async () => {
    const tree = (await (await fetch(`${app.base}/api/v1/menu`)).json()).metadata as Array<{ label: string }>;
    expect(tree.length).toBeGreaterThan(2);

    const visitor = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const shop = await visitor.newPage();
    await open(shop, '/');
    const before = await columns(shop);
    expect(before[0]).toContain(tree[0]!.label);

    const staff = await app.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await staff.newPage();
    await signInAs(page, app.base, 'editor@sen.local');
    await open(page, '/admin/marketing/menu');
    const form = page.getByTestId('menu-form');
    await form.getByText('Đang dùng cây danh mục').waitFor();
    expect(await form.getByTestId('menu-column').count()).toBe(tree.length);

    // A link column with one featured, new link.
    await form.getByTestId('add-column').click();
    const added = form.getByTestId('menu-column').last();
    await added.getByLabel('Nhãn', { exact: true }).first().fill('Ưu đãi tháng 11');
    await added.getByLabel('Liên kết', { exact: true }).first().fill('/promotions');
    await added.getByRole('button', { name: '+ Thêm liên kết' }).click();
    const link = added.getByTestId('menu-link');
    await link.getByLabel('Nhãn', { exact: true }).fill('Giờ vàng');
    await link.getByLabel('Liên kết', { exact: true }).fill('/flash-sale');
    // Leaving the address field first: its checked value replaces the message shown while it was empty.
    await link.getByLabel('Liên kết', { exact: true }).press('Tab');
    await link.getByLabel('Gắn nhãn “Mới”').check();
    // Moved to the top from the keyboard: its handle answers the arrow keys and keeps the focus.
    await added
      .getByRole('button', { name: /Kéo để sắp xếp/ })
      .first()
      .focus();
    for (let i = 0; i < tree.length; i++) await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => form.getByTestId('menu-column').first().getByLabel('Nhãn', { exact: true }).first().inputValue())
      .toBe('Ưu đãi tháng 11');
    // The first category column (now second) is hidden.
    await form.getByTestId('menu-column').nth(1).getByLabel('Hiển thị trên cửa hàng').first().uncheck();
    // Its English label.
    await form.getByTestId('lang-tab-en').click();
    await form.getByTestId('menu-column').first().getByLabel('Nhãn', { exact: true }).first().fill('November deals');
    await shot(page, 'admin-mega-menu-1366');
    await form.getByTestId('save-menu').click();
    await expect.poll(() => page.getByText('Đã lưu').count()).toBeGreaterThan(0);
    await form.getByText('Menu tùy chỉnh').waitFor();
    await staff.close();

    await open(shop, '/');
    const after = await columns(shop);
    expect(after[0]).toContain('Ưu đãi tháng 11');
    expect(after).not.toContain(before[0]);
    expect(after.length).toBe(tree.length);
    const panel = shop.getByTestId('mega-menu');
    expect(await panel.getByRole('link', { name: 'Ưu đãi tháng 11' }).getAttribute('href')).toBe('/promotions');
    const flash = panel.getByRole('link', { name: /Giờ vàng/ });
    expect(await flash.getAttribute('href')).toBe('/flash-sale');
    expect(await flash.innerText()).toContain('New');
    await shot(shop, 'mega-menu-1366', { fullPage: false });
    await open(shop, '/?lang=en');
    expect((await columns(shop))[0]).toContain('November deals');
    await visitor.close();
  }, 150_000);
});
