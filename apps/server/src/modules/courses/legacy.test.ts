import { dayMonthYear, foldText } from '@sen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { Harness } from '../auth/testing';
import { courseCounts, coursesHarness } from './testing';

const COURSE_KEYS = [
  'maKhoaHoc',
  'biDanh',
  'tenKhoaHoc',
  'moTa',
  'luotXem',
  'hinhAnh',
  'maNhom',
  'ngayTao',
  'soLuongHocVien',
  'nguoiTao',
  'danhMucKhoaHoc',
  'price',
  'discountPrice',
  'rating',
  'totalRatings',
  'level',
  'duration',
  'isBestseller',
  'isNew',
].sort();

describe.each(dialects)('compatible course calls (QuanLyKhoaHoc) on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await coursesHarness(dialect);
  });
  afterAll(async () => h.close());

  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1${url}` });
  type Course = Record<string, unknown> & { maKhoaHoc: string; tenKhoaHoc: string; luotXem: number };
  const row = (code: string) => h.app.db.selectFrom('courses').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

  it('lists the GP01 courses as a bare array of the original shape, field by field', async () => {
    const res = await get('/QuanLyKhoaHoc/LayDanhSachKhoaHoc?MaNhom=GP01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as Course[];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(22);
    for (const c of body) expect(Object.keys(c).sort()).toEqual(COURSE_KEYS);
    const react = body.find((c) => c.maKhoaHoc === 'REACT-01')!;
    const stored = await row('REACT-01');
    expect(react).toEqual({
      maKhoaHoc: 'REACT-01',
      biDanh: 'reactjs-tu-co-ban-den-nang-cao',
      tenKhoaHoc: 'ReactJS từ cơ bản đến nâng cao',
      moTa: stored.description,
      luotXem: Number(stored.view_count),
      hinhAnh: `${h.app.config.publicUrl}/uploads/demo/courses/react-01.svg`,
      maNhom: 'GP01',
      ngayTao: dayMonthYear(stored.created_at),
      soLuongHocVien: Number(stored.student_count),
      nguoiTao: { taiKhoan: 'nguyen-van-khai', hoTen: 'Nguyễn Văn Khải', maLoaiNguoiDung: 'GV', tenLoaiNguoiDung: 'Giáo vụ' },
      danhMucKhoaHoc: { maDanhMucKhoahoc: 'FrontEnd', tenDanhMucKhoaHoc: 'Lập trình Front-end' },
      price: 1_999_000,
      discountPrice: 599_000,
      rating: Number(stored.rating_average),
      totalRatings: Number(stored.rating_count),
      level: 'Beginner',
      duration: Number(stored.duration_minutes),
      isBestseller: true,
      isNew: false,
    });
    expect(react.ngayTao).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(typeof react.luotXem).toBe('number');
    expect(typeof react.soLuongHocVien).toBe('number');
    // Newest first.
    const created = await Promise.all(body.slice(0, 3).map((c) => row(c.maKhoaHoc)));
    expect(created.map((c) => c.created_at)).toEqual([...created.map((c) => c.created_at)].sort().reverse());
  });

  it('documents the compatible calls in the OpenAPI description', async () => {
    const paths = Object.keys((await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const call of ['LayDanhSachKhoaHoc', 'LayDanhMucKhoaHoc', 'LayKhoaHocTheoDanhMuc', 'LayDanhSachKhoaHoc_PhanTrang']) {
      expect(paths).toContain(`/api/v1/QuanLyKhoaHoc/${call}`);
    }
    expect(paths).toContain('/api/v1/QuanLyNguoiDung/DangNhap');
  });

  it('defaults to GP01, reads parameter names in any case and answers [] for another group', async () => {
    expect((await get('/QuanLyKhoaHoc/LayDanhSachKhoaHoc')).json()).toHaveLength(22);
    expect((await get('/QuanLyKhoaHoc/LayDanhSachKhoaHoc?maNhom=gp01')).json()).toHaveLength(22);
    expect((await get('/QuanLyKhoaHoc/LayDanhSachKhoaHoc?MaNhom=GP09')).json()).toEqual([]);
  });

  it('searches tenKhoaHoc without accents or case, every word having to match', async () => {
    const titles = async (q: string) =>
      ((await get(`/QuanLyKhoaHoc/LayDanhSachKhoaHoc?tenKhoaHoc=${encodeURIComponent(q)}&MaNhom=GP01`)).json() as Course[])
        .map((c) => c.tenKhoaHoc)
        .sort();
    expect(await titles('thuc chien')).toEqual([
      'Java Spring Boot 3 thực chiến',
      'React Native thực chiến',
      'Vue.js 3 thực chiến',
    ]);
    expect(await titles('THỰC CHIẾN')).toEqual(await titles('thuc chien'));
    expect(await titles('thuc chien vue')).toEqual(['Vue.js 3 thực chiến']);
    expect(await titles('  reactjs ')).toEqual(['ReactJS từ cơ bản đến nâng cao']);
    expect(await titles('vue tiếng nhật')).toEqual([]);
    const all = await h.app.db.selectFrom('courses').select('title').execute();
    const expected = all
      .map((c) => c.title)
      .filter((t) => foldText(t).includes('lap') && foldText(t).includes('trinh'))
      .sort();
    expect(expected.length).toBeGreaterThan(2);
    expect(await titles('Lap TRINH')).toEqual(expected);
    // An empty filter is no filter.
    expect(await titles('')).toHaveLength(22);
  });

  it('lists the categories as [{maDanhMuc, tenDanhMuc}]', async () => {
    const res = await get('/QuanLyKhoaHoc/LayDanhMucKhoaHoc');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { maDanhMuc: 'FrontEnd', tenDanhMuc: 'Lập trình Front-end' },
      { maDanhMuc: 'BackEnd', tenDanhMuc: 'Lập trình Backend' },
      { maDanhMuc: 'FullStack', tenDanhMuc: 'Lập trình Full Stack' },
      { maDanhMuc: 'DiDong', tenDanhMuc: 'Lập trình di động' },
      { maDanhMuc: 'TuDuy', tenDanhMuc: 'Tư duy lập trình' },
      { maDanhMuc: 'Design', tenDanhMuc: 'Thiết kế web' },
    ]);
  });

  it('lists the courses of one category; an unknown category is a clear 404', async () => {
    const mobile = (await get('/QuanLyKhoaHoc/LayKhoaHocTheoDanhMuc?maDanhMuc=DiDong&MaNhom=GP01')).json() as Array<
      Course & { danhMucKhoaHoc: { maDanhMucKhoahoc: string } }
    >;
    expect(mobile.map((c) => c.tenKhoaHoc).sort()).toEqual([
      'Flutter: xây dựng ứng dụng đa nền tảng',
      'Lập trình Android với Kotlin và Jetpack Compose',
      'Lập trình iOS với Swift và SwiftUI',
      'React Native thực chiến',
    ]);
    for (const c of mobile) expect(Object.keys(c).sort()).toEqual(COURSE_KEYS);
    expect(mobile.every((c) => c.danhMucKhoaHoc.maDanhMucKhoahoc === 'DiDong')).toBe(true);
    expect((await get('/QuanLyKhoaHoc/LayKhoaHocTheoDanhMuc?madanhmuc=didong')).json()).toHaveLength(4);

    const unknown = await get('/QuanLyKhoaHoc/LayKhoaHocTheoDanhMuc?maDanhMuc=KhongCo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toBe('Không tìm thấy danh mục khóa học');
    const en = await get('/QuanLyKhoaHoc/LayKhoaHocTheoDanhMuc?maDanhMuc=KhongCo&lang=en');
    expect(en.json()).toBe('Course category not found');
  });

  it('pages with {currentPage, count, totalPages, totalCount, items}', async () => {
    const page = async (q: string) => (await get(`/QuanLyKhoaHoc/LayDanhSachKhoaHoc_PhanTrang?${q}`)).json();
    const first = await page('page=1&pageSize=10&MaNhom=GP01');
    expect(Object.keys(first).sort()).toEqual(['count', 'currentPage', 'items', 'totalCount', 'totalPages']);
    expect(first).toMatchObject({ currentPage: 1, count: 10, totalPages: 3, totalCount: 22 });
    expect(first.items).toHaveLength(10);
    for (const c of first.items) expect(Object.keys(c).sort()).toEqual(COURSE_KEYS);
    const second = await page('page=2&pageSize=10&MaNhom=GP01');
    const third = await page('page=3&pageSize=10&MaNhom=GP01');
    expect(third).toMatchObject({ currentPage: 3, count: 2, totalPages: 3, totalCount: 22 });
    const codes = [...first.items, ...second.items, ...third.items].map((c: Course) => c.maKhoaHoc);
    expect(new Set(codes).size).toBe(22);
    expect(await page('page=4&pageSize=10')).toEqual({ currentPage: 4, count: 0, totalPages: 3, totalCount: 22, items: [] });
    expect(await page('Page=1&PageSize=5&maNhom=gp01')).toMatchObject({ currentPage: 1, count: 5, totalPages: 5 });
    expect(await page('page=1&pageSize=2&tenKhoaHoc=thuc%20chien')).toMatchObject({ count: 2, totalPages: 2, totalCount: 3 });
    expect(await page('')).toMatchObject({ currentPage: 1, count: 10, totalCount: 22 });

    const bad = await get('/QuanLyKhoaHoc/LayDanhSachKhoaHoc_PhanTrang?page=0&pageSize=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toBe('Số trang phải là số nguyên từ 1; Số mục mỗi trang phải là số nguyên từ 1 đến 100');
  });

  it('answers one course with its outline and counts every view', async () => {
    const stored = await row('VUE-01');
    const first = await get('/QuanLyKhoaHoc/LayThongTinKhoaHoc?maKhoaHoc=VUE-01');
    expect(first.statusCode).toBe(200);
    const one = first.json();
    expect(Object.keys(one).sort()).toEqual([...COURSE_KEYS, 'curriculum'].sort());
    expect(one).toMatchObject({ maKhoaHoc: 'VUE-01', tenKhoaHoc: 'Vue.js 3 thực chiến', luotXem: Number(stored.view_count) + 1 });
    expect(one.curriculum.map((s: { title: string }) => s.title)).toEqual([
      'Nền tảng Vue 3',
      'Composition API',
      'Pinia và Router',
      'Dự án',
    ]);
    const lesson = one.curriculum[0].lessons[0];
    expect(lesson).toEqual({
      id: expect.any(String),
      title: 'Template và directive',
      duration: expect.any(Number),
      kind: 'article',
      content: null,
      isPreview: true,
      video: null,
      attachments: [],
    });
    const total = one.curriculum
      .flatMap((s: { lessons: { duration: number }[] }) => s.lessons)
      .reduce((n: number, l: { duration: number }) => n + l.duration, 0);
    expect(total).toBe(one.duration);

    const second = (await get('/QuanLyKhoaHoc/LayThongTinKhoaHoc?MaKhoaHoc=vue-01')).json();
    expect(second.luotXem).toBe(one.luotXem + 1);
    expect(second.curriculum[0].lessons[0].id).toBe(lesson.id);
    expect((await courseCounts(h.app, stored.id)).views).toBe(second.luotXem);
    // Lists are cached for seconds: they show the counted views once fresh.
    await h.app.cache.invalidate('courses:');
    const listed = ((await get('/QuanLyKhoaHoc/LayDanhSachKhoaHoc')).json() as Course[]).find((c) => c.maKhoaHoc === 'VUE-01');
    expect(listed?.luotXem).toBe(second.luotXem);
  });

  it('answers a clear 4xx for an unknown or missing course code', async () => {
    const unknown = await get('/QuanLyKhoaHoc/LayThongTinKhoaHoc?maKhoaHoc=KHONG-CO');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toBe('Không tìm thấy khóa học');
    const missing = await get('/QuanLyKhoaHoc/LayThongTinKhoaHoc?lang=en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toBe('Please enter the course code');
  });

  it('keeps courses taken off the catalogue out of every call', async () => {
    await h.app.db.updateTable('courses').set({ is_active: 0 }).where('code', '=', 'GO-01').execute();
    // What a course edit must do: drop the cached lists.
    await h.app.cache.invalidate('courses:');
    const codes = ((await get('/QuanLyKhoaHoc/LayDanhSachKhoaHoc')).json() as Course[]).map((c) => c.maKhoaHoc);
    expect(codes).toHaveLength(21);
    expect(codes).not.toContain('GO-01');
    expect((await get('/QuanLyKhoaHoc/LayThongTinKhoaHoc?maKhoaHoc=GO-01')).statusCode).toBe(404);
    await h.app.db.updateTable('courses').set({ is_active: 1 }).where('code', '=', 'GO-01').execute();
    await h.app.cache.invalidate('courses:');
  });
});
