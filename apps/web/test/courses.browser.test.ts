import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from './support/app';

/**
 * Courses as a new visitor uses them, against the built app (`npm run build` first): the
 * catalogue and its hero rendered on the server, a search typed without accents, the course
 * page, enrolling in the free GIT-01 after registering from the login modal, /my-courses, a
 * lesson marked done and still done after a reload. Debian's chromium, fresh database.
 */

const NEW_USER = { name: 'Phạm Minh Khôi', email: 'khoi.pham@example.com', password: 'hoc-git-2026' };

let app: RunningApp;
let base = '';
let browser: Browser;

beforeAll(async () => {
  app = await startApp('sen-courses-test');
  ({ base, browser } = app);
});
afterAll(() => app?.stop());

function decodeHtml(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('courses', () => {
  it('renders the catalogue with its hero and search results on the server', async () => {
    const list = (await (await fetch(`${base}/api/v1/courses?limit=12`)).json()) as {
      metadata: { items: Array<{ title: string }> };
    };
    const titles = list.metadata.items.map((c) => c.title);
    expect(titles.length).toBe(12);
    const catalogue = decodeHtml(await (await fetch(`${base}/course`)).text());
    for (const text of ['Làm chủ lập trình, sáng tạo không giới hạn cùng', 'BẮT ĐẦU NÀO', ...titles]) {
      expect(catalogue.includes(text), text).toBe(true);
    }
    // Accent-insensitive search straight from the URL (spec 1: the results page reads `term`).
    const found = decodeHtml(await (await fetch(`${base}/course?term=git%20nguoi%20moi`)).text());
    expect(found.includes('Git & GitHub cho người mới')).toBe(true);
    expect(found.includes('/course-details?id=GIT-01')).toBe(true);
    const none = decodeHtml(await (await fetch(`${base}/course?term=zzkhongcokhoahocnay`)).text());
    expect(none.includes('Không tìm thấy khóa học nào')).toBe(true);
    expect((await fetch(`${base}/course/category/khong-co-danh-muc-nay`)).status).toBe(404);
    // Guests are sent to sign in first.
    const guest = await fetch(`${base}/my-courses`, { redirect: 'manual' });
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toContain('/login?redirectTo=%2Fmy-courses');
  });

  it('searches without accents, enrols in a free course, learns a lesson and keeps the progress', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${base}/course`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    const search = page.getByTestId('course-search');
    await search.getByRole('searchbox').fill('git nguoi moi');
    await search.getByRole('button', { name: 'Tìm' }).click();
    await page.waitForURL(`${base}/course?term=git+nguoi+moi`);
    const card = page.locator('[data-testid="course-card"][data-course-code="GIT-01"]');
    await card.waitFor();
    expect(await page.getByTestId('course-card').count()).toBeGreaterThanOrEqual(1);

    await card.getByRole('link').click();
    await page.waitForURL(`${base}/course-details?id=GIT-01`);
    await page.getByRole('heading', { level: 2, name: 'Nội dung khóa học' }).waitFor();
    expect(await page.getByTestId('curriculum').getByRole('listitem').count()).toBeGreaterThan(3);

    // A guest who enrols gets the login modal; a new visitor registers from it and stays on the course.
    await page.getByTestId('enrol-button').click();
    const loginDialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await loginDialog.waitFor();
    await loginDialog.getByRole('button', { name: 'Đăng ký ngay' }).click();
    const registerDialog = page.getByRole('dialog', { name: 'Tạo tài khoản' });
    await registerDialog.getByLabel('Họ và tên').fill(NEW_USER.name);
    await registerDialog.getByLabel('Email').fill(NEW_USER.email);
    await registerDialog.getByLabel('Mật khẩu', { exact: true }).fill(NEW_USER.password);
    await registerDialog.getByLabel('Xác nhận mật khẩu').fill(NEW_USER.password);
    await registerDialog.getByRole('checkbox').check();
    await registerDialog.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect.poll(() => page.getByTestId('user-name').textContent(), { timeout: 10_000 }).toBe('Minh Khôi');
    expect(page.url()).toBe(`${base}/course-details?id=GIT-01`);

    await page.getByTestId('enrol-button').click();
    const start = page.getByTestId('start-learning');
    await start.waitFor();
    expect(await page.getByText('Bạn đã đăng ký khóa học này').count()).toBe(1);

    // /my-courses, rendered on the server for the signed-in visitor.
    await page.goto(`${base}/my-courses`, { waitUntil: 'load' });
    const mine = page.locator('[data-testid="my-course"][data-course-code="GIT-01"]');
    await mine.waitFor();
    expect(await mine.getByTestId('course-progress').getAttribute('data-percent')).toBe('0');

    // Resume opens the first lesson; mark it done.
    await page.waitForSelector('html[data-hydrated="true"]');
    await mine.getByTestId('resume-link').click();
    await page.waitForURL(/\/course\/GIT-01\/learn/);
    const learn = page.getByTestId('learn-page');
    await learn.waitFor();
    const lessonId = await learn.getAttribute('data-lesson-id');
    const title = await page.getByTestId('lesson-title').textContent();
    expect(lessonId).toBeTruthy();
    expect((await page.getByTestId('lesson-content').textContent())?.length).toBeGreaterThan(20);
    const markDone = page.getByTestId('mark-done');
    expect(await markDone.getAttribute('aria-pressed')).toBe('false');
    await markDone.click();
    await expect.poll(() => markDone.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByTestId('course-progress').getAttribute('data-percent')).not.toBe('0');
    const percent = await page.getByTestId('course-progress').getAttribute('data-percent');

    // Next lesson, then a reload of the bare course URL: the progress is kept and the learner resumes where they left.
    await page.getByTestId('next-lesson').click();
    await expect.poll(() => learn.getAttribute('data-lesson-id')).not.toBe(lessonId);
    const secondId = await learn.getAttribute('data-lesson-id');
    await page.goto(`${base}/course/GIT-01/learn`, { waitUntil: 'load' });
    expect(await page.getByTestId('learn-page').getAttribute('data-lesson-id')).toBe(secondId);
    expect(await page.getByTestId('course-progress').getAttribute('data-percent')).toBe(percent);
    const first = page.locator(`[data-testid="lesson-link"][href$="lesson=${lessonId}"]`);
    expect(await first.getAttribute('data-done')).toBe('true');
    await page.reload({ waitUntil: 'load' });
    expect(await page.getByTestId('course-progress').getAttribute('data-percent')).toBe(percent);

    await page.goto(`${base}/course/GIT-01/learn?lesson=${lessonId}`, { waitUntil: 'load' });
    expect(await page.getByTestId('lesson-title').textContent()).toBe(title);
    expect(await page.getByTestId('mark-done').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts a paid course in the cart as one digital line', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/course-details?id=REACT-01`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('course-add-to-cart').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.waitFor();
    await drawer.getByText('React', { exact: false }).first().waitFor();
    // Twice is still one line: a course is bought once.
    await page.keyboard.press('Escape');
    await page.getByTestId('course-add-to-cart').click();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    const lines = (saved.lines ?? saved.items ?? []) as Array<{ kind: string; sku: string; quantity: number }>;
    expect(lines.filter((l) => l.kind === 'course')).toEqual([expect.objectContaining({ sku: 'REACT-01', quantity: 1 })]);
    await context.close();
  });
});
