import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * With fr, de or ja chosen, the storefront shows no English: a sample of pages (home, listing,
 * product, cart, checkout, course catalogue) is read for texts the English catalogue would show.
 * Then the checkout's old-address finder fills the 2025 province and ward and the order keeps both forms.
 */

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-i18n-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

/** Texts of the en catalogue that a sample page would show if its language fell back to English. */
const ENGLISH = [
  'Add to cart',
  'View all',
  'Best sellers',
  'On sale',
  'New arrivals',
  'Featured categories',
  'Sort by',
  'Most popular',
  'Price range',
  'In stock',
  'Out of stock',
  'Free shipping',
  'Your cart is empty',
  'Order summary',
  'Subtotal',
  'Continue shopping',
  'Delivery information',
  'Full name',
  'Phone number',
  'Continue to shipping',
  'Choose a province',
  'Log in',
  'Product categories',
  'All products',
  'Course categories',
  'All courses',
  'Customer support',
  'Track an order',
  'Terms of use',
  'Privacy policy',
  'Quick contact',
  'Scroll to top',
  'Skip to main content',
  'Know the old address',
];

/** A text each page must show in its language (the page really rendered in it). */
type Expected = { addToCart: string; sort: string; cart: string; checkout: string; courses: string; phones: string };
const EXPECTED: Record<'fr' | 'de' | 'ja', Expected> = {
  fr: {
    addToCart: 'Ajouter au panier',
    sort: 'Trier par',
    cart: 'Récapitulatif de la commande',
    checkout: 'Informations de livraison',
    courses: 'Tous les cours',
    phones: 'Téléphones',
  },
  de: {
    addToCart: 'In den Warenkorb',
    sort: 'Sortieren nach',
    cart: 'Bestellübersicht',
    checkout: 'Lieferangaben',
    courses: 'Alle Kurse',
    phones: 'Smartphones',
  },
  ja: {
    addToCart: 'カートに追加',
    sort: '並べ替え',
    cart: 'ご注文内容',
    checkout: 'お届け先情報',
    courses: 'すべてのコース',
    phones: 'スマートフォン',
  },
};

async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 20_000 });
}

async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return ENGLISH.filter((s) => new RegExp(`\\b${s}\\b`).test(text));
}

async function inLanguage(lang: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'language', value: lang, url: base }]);
  return context;
}

async function firstProductSlug(): Promise<string> {
  const res = await fetch(`${base}/api/v1/products?inStock=true&limit=10`);
  const body = (await res.json()) as { metadata: { items: Array<{ slug: string }> } };
  const slug = body.metadata.items[0]?.slug;
  if (!slug) throw new Error('no product in stock in the demo data');
  return slug;
}

describe('storefront in fr, de and ja', () => {
  for (const lang of ['fr', 'de', 'ja'] as const) {
    it(`${lang}: home, listing, product, cart, checkout and courses show no English`, async () => {
      const expected = EXPECTED[lang];
      const slug = await firstProductSlug();
      const context = await inLanguage(lang);
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      const visit = async (path: string, mustShow: string) => {
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        await hydrated(page);
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        await page
          .waitForFunction((text) => document.body.innerText.includes(text), mustShow, { timeout: 15_000 })
          .catch(async () => {
            throw new Error(
              `${path} never showed "${mustShow}":\n${(await page.evaluate(() => document.body.innerText)).slice(0, 3000)}`,
            );
          });
        found[path] = await englishOn(page);
      };

      await visit('/', expected.phones);
      await visit('/products?category=smartphones', expected.sort);
      await visit(`/products/${slug}`, expected.addToCart);
      await page.getByTestId('add-to-cart').first().click();
      await expect.poll(() => page.getByTestId('cart-button').textContent()).toBe('1');
      await visit('/cart', expected.cart);
      await visit('/check-out', expected.checkout);
      await visit('/course', expected.courses);
      await context.close();

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((k) => [k, []])));
    });
  }
});

describe('old addresses at checkout', () => {
  it('finds a pre-2025 ward accent-free, fills the 2025 ward and the order keeps both forms', async () => {
    const slug = await firstProductSlug();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/products/${slug}`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByTestId('add-to-cart').first().click();
    await expect.poll(() => page.getByTestId('cart-button').textContent()).toBe('1');
    await page.goto(`${base}/check-out`, { waitUntil: 'load' });
    await hydrated(page);

    const form = page.getByTestId('checkout-information');
    await form.getByLabel('Họ và tên').fill('Trần Thị Bình');
    await form.getByLabel('Email').fill('binh.tran@example.com');
    await form.getByLabel('Số điện thoại').fill('0987 654 321');
    await form.getByLabel('Địa chỉ (số nhà, tên đường)').fill('5 Lê Duẩn');
    await page.getByTestId('legacy-address-open').click();
    await page.getByTestId('legacy-address-input').fill('ben nghe quan 1');
    const result = page.getByTestId('legacy-address-result').first();
    await result.waitFor();
    expect(await result.textContent()).toContain('Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
    await result.click();
    expect(await form.getByRole('combobox', { name: 'Tỉnh/Thành phố' }).inputValue()).toBe('Thành phố Hồ Chí Minh');
    await expect.poll(() => form.getByRole('combobox', { name: 'Phường/Xã' }).inputValue()).toBe('Phường Sài Gòn');
    await page.getByTestId('legacy-address-picked').waitFor();

    await page.getByTestId('to-shipping').click();
    await page.getByTestId('checkout-shipping').waitFor();
    await page.getByTestId('to-payment').click();
    await page.getByTestId('checkout-payment').waitFor();
    await page.getByTestId('payment-COD').click();
    await page.getByTestId('place-order').click();
    await page.waitForURL('**/order-success?**', { timeout: 20_000 });
    await page.getByTestId('track-order').click();
    await page.getByRole('link', { name: 'Xem đơn hàng' }).click();
    const old = page.getByTestId('order-legacy-address');
    await old.waitFor();
    expect(await old.textContent()).toContain('Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
    await context.close();
  });
});
