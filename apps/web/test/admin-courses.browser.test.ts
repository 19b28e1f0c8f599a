import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './support/admin';
import { type RunningApp, startApp } from './support/app';
import { shot } from './support/shots';

/*
 * The course back office (issue 17): an editor creates a course with two lessons, one with a
 * video uploaded from bytes made in the browser (a one-second WebM recorded from a canvas with
 * MediaRecorder: nothing downloaded, no fixture), a student enrols, plays the video to its end,
 * and the lesson is completed with the progress shown. Built app, fresh demo database, chromium.
 */

let app: RunningApp;
beforeAll(async () => {
  app = await startApp('admin-courses');
}, 90_000);
afterAll(async () => app?.stop());

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');
const CODE = 'SEN-VIDEO-1';

/** A real, playable WebM of about one second, recorded in the page. */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const ctx = canvas.getContext('2d')!;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        ctx.fillStyle = `hsl(${Math.round(t / 4) % 360} 70% 50%)`;
        ctx.fillRect(0, 0, 160, 90);
        if (t < 1200) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer()));
  });
  return Buffer.from(bytes);
}

async function addLesson(
  page: Page,
  button: 'add-section' | 'add-lesson',
  fields: { section?: string; title: string; text: string },
) {
  await page.getByTestId(button).last().click();
  const dialog = page.getByTestId('lesson-dialog');
  await dialog.waitFor();
  if (fields.section) await dialog.getByLabel('Tên chương').fill(fields.section);
  await dialog.getByLabel('Tên bài học').fill(fields.title);
  const editor = dialog.getByTestId('lesson-content');
  await editor.waitFor();
  await editor.click();
  await page.keyboard.type(fields.text);
  await expect.poll(() => editor.textContent()).toContain(fields.text);
  await dialog.getByRole('button', { name: 'Lưu bài học' }).click();
  // Saved: the dialog stays open for the video and attachments.
  await dialog.getByText('Chưa có video').waitFor();
  return dialog;
}

describe('course back office', () => {
  it('staff create a course with two lessons (one video); a student enrols, watches it and sees progress', async () => {
    const { base, browser } = app;
    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'vi-VN' });
    const page = await staff.newPage();
    await signInAs(page, base, 'editor@sen.local');
    await page.goto(`${base}/admin/courses`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByRole('table').waitFor();
    await page.getByTestId('new-course').click();
    const form = page.getByTestId('course-form');
    await form.waitFor();
    await form.getByLabel('Mã khóa học').fill(CODE);
    await form.getByLabel('Tên khóa học').fill('Dựng video bài giảng');
    await form.getByLabel('Danh mục').selectOption({ index: 1 });
    await form.getByLabel('Giá (₫)').fill('0');
    await form.getByLabel('Mô tả').fill('Khóa học kiểm thử với một video.');
    await page.getByTestId('course-save').click();
    await page.waitForURL((url) => /\/admin\/courses\/[0-9a-f-]{36}$/.test(url.pathname) && url.search.includes('curriculum'));

    const first = await addLesson(page, 'add-section', {
      section: 'Bắt đầu',
      title: 'Xem video giới thiệu',
      text: 'Video ngắn giới thiệu khóa học.',
    });
    const video = await recordWebm(page);
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    await first
      .getByTestId('lesson-video-file')
      .setInputFiles({ name: 'gioi-thieu.webm', mimeType: 'video/webm', buffer: video });
    await expect.poll(() => first.getByTestId('lesson-video-kind').textContent(), { timeout: 15_000 }).toContain('video/webm');
    // A page renamed .webm is refused by its bytes.
    await first
      .getByTestId('lesson-video-file')
      .setInputFiles({ name: 'gia.webm', mimeType: 'video/webm', buffer: Buffer.from('<html>not a video</html>') });
    await page.getByText('Chỉ nhận tệp video MP4 hoặc WebM').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('lesson-dialog').count()).toBe(0);

    await addLesson(page, 'add-lesson', { title: 'Bài tập thực hành', text: 'Làm lại ví dụ của bài trước.' });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('lesson-row').count()).toBe(2);
    // Keyboard reorder: the second lesson up, then back down.
    await page.getByRole('button', { name: 'Chuyển “Bài tập thực hành” lên' }).click();
    await expect.poll(() => page.getByTestId('lesson-row').first().textContent()).toContain('Bài tập thực hành');
    await page.getByRole('button', { name: 'Chuyển “Bài tập thực hành” xuống' }).click();
    await expect.poll(() => page.getByTestId('lesson-row').first().textContent()).toContain('Xem video giới thiệu');
    await page.getByRole('button', { name: 'Đổi tên chương' }).click();
    const rename = page.getByTestId('section-dialog');
    await rename.getByLabel('Tên chương').fill('Khởi động');
    await rename.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(() => page.getByTestId('curriculum').textContent()).toContain('Chương 1: Khởi động');
    await shot(page, 'admin-courses-curriculum');

    // The student enrols (the course is free) and opens the video lesson.
    const learner = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'vi-VN' });
    const shop = await learner.newPage();
    await signInAs(shop, base, 'customer@sen.local');
    await shop.goto(`${base}/course-details?id=${CODE}`, { waitUntil: 'load' });
    await hydrated(shop);
    await shop.getByTestId('enrol-button').click();
    await shop.getByTestId('start-learning').click();
    await shop.getByTestId('learn-page').waitFor();
    expect(await shop.getByTestId('lesson-title').textContent()).toBe('Xem video giới thiệu');
    expect(await shop.getByTestId('course-progress').getAttribute('data-percent')).toBe('0');
    const player = shop.getByTestId('lesson-video');
    await player.waitFor();
    // Played to its end: the lesson completes by itself.
    await player.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
    });
    await expect.poll(() => shop.getByTestId('mark-done').getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => shop.getByTestId('course-progress').getAttribute('data-percent')).toBe('50');
    await shot(shop, 'admin-courses-learn');

    // The second lesson by hand.
    await shop.getByTestId('next-lesson').click();
    await expect.poll(() => shop.getByTestId('lesson-title').textContent()).toBe('Bài tập thực hành');
    await shop.getByTestId('mark-done').click();
    await expect.poll(() => shop.getByTestId('course-progress').getAttribute('data-percent')).toBe('100');

    // Staff see the student's progress.
    await page.getByTestId('course-tab-students').click();
    const panel = page.getByTestId('students-panel');
    await expect.poll(() => panel.textContent(), { timeout: 10_000 }).toContain('100% (2/2)');
    await learner.close();
    await staff.close();
  }, 120_000);

  it('shows storefront texts in the staff member’s language, on a fresh load and after an in-app navigation', async () => {
    const { base, browser } = app;
    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await staff.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAs(page, base, 'editor@sen.local');
    await staff.addCookies([{ name: 'language', value: 'en', url: base }]);
    // A course's level is a text of the storefront's courses area (decision 0389: the back office
    // takes the whole language, as the server that drew the page holds it).
    const levels = () =>
      page.getByTestId('course-form').getByRole('combobox', { name: 'Level' }).locator('option').allTextContents();
    await page.goto(`${base}/admin/courses/new`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await levels()).toEqual(expect.arrayContaining(['Beginner', 'Intermediate', 'Advanced']));

    await page.goto(`${base}/`, { waitUntil: 'load' });
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('admin-link').click();
    await page.waitForURL(`${base}/admin`);
    await hydrated(page);
    // The router's own navigation (the sidebar's course group is folded): no document load.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/admin/courses/new'),
    );
    await page.getByTestId('course-form').waitFor();
    expect(await levels()).toEqual(expect.arrayContaining(['Beginner', 'Intermediate', 'Advanced']));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
    await staff.close();
  }, 60_000);
});
