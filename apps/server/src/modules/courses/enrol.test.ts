import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { UsersTable } from '../../db/schema';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addTestCourse, courseCounts, coursesHarness } from './testing';

describe.each(dialects)('enrolment through DangKyKhoaHoc / HuyGhiDanh on %s', (dialect) => {
  let h: Harness;
  let an: UsersTable;
  let binh: UsersTable;
  let anToken: string;
  let staffToken: string;
  let free: { id: string; code: string; title: string };
  let react: { id: string; code: string; title: string };

  beforeAll(async () => {
    h = await coursesHarness(dialect);
    an = await createUser(h.app);
    binh = await createUser(h.app);
    anToken = (await login(h.app, an.email)).token;
    staffToken = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    free = await addTestCourse(h.app, { price: 500_000, discountPrice: 0 });
    const row = await h.app.db
      .selectFrom('courses')
      .select(['id', 'code', 'title'])
      .where('code', '=', 'REACT-01')
      .executeTakeFirstOrThrow();
    react = row;
  });
  afterAll(async () => h.close());

  const call = (path: 'DangKyKhoaHoc' | 'HuyGhiDanh', payload: object, token?: string, lang = 'vi') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/QuanLyKhoaHoc/${path}?lang=${lang}`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const soLuongHocVien = async (code: string) =>
    (await h.app.inject({ method: 'GET', url: `/api/v1/QuanLyKhoaHoc/LayThongTinKhoaHoc?maKhoaHoc=${code}` })).json()
      .soLuongHocVien as number;

  const listed = async (code: string) =>
    (
      (await h.app.inject({ method: 'GET', url: '/api/v1/QuanLyKhoaHoc/LayDanhSachKhoaHoc' })).json() as Array<{
        maKhoaHoc: string;
        soLuongHocVien: number;
      }>
    ).find((c) => c.maKhoaHoc === code)?.soLuongHocVien;

  it('needs a signed-in caller', async () => {
    const res = await call('DangKyKhoaHoc', { maKhoaHoc: free.code, taiKhoan: an.username });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toBe('Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn');
  });

  it('names the missing fields', async () => {
    const res = await call('DangKyKhoaHoc', {}, anToken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBe('Vui lòng nhập mã khóa học; Vui lòng nhập tài khoản');
  });

  it('enrols your own account in a free course once, and the student count follows', async () => {
    const before = await soLuongHocVien(free.code);
    const res = await call('DangKyKhoaHoc', { maKhoaHoc: free.code, taiKhoan: an.username }, anToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe('Ghi danh thành công!');
    expect(await soLuongHocVien(free.code)).toBe(before + 1);
    // Cached lists follow the enrolment at once.
    expect(await listed(free.code)).toBe(before + 1);

    const again = await call('DangKyKhoaHoc', { maKhoaHoc: free.code, taiKhoan: an.username }, anToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toBe(`Tài khoản ${an.username} đã ghi danh khóa học này rồi`);
    // The original API's capitalised keys, and the e-mail as the account, are the same request.
    const capitalised = await call('DangKyKhoaHoc', { MaKhoaHoc: free.code.toLowerCase(), TaiKhoan: an.email }, anToken, 'en');
    expect(capitalised.statusCode).toBe(409);
    expect(capitalised.json()).toBe(`The account ${an.username} is already enrolled in this course`);
    expect(await soLuongHocVien(free.code)).toBe(before + 1);

    const cancel = await call('HuyGhiDanh', { maKhoaHoc: free.code, taiKhoan: an.username }, anToken);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toBe('Hủy ghi danh thành công!');
    expect(await soLuongHocVien(free.code)).toBe(before);
    expect(await listed(free.code)).toBe(before);

    const missing = await call('HuyGhiDanh', { maKhoaHoc: free.code, taiKhoan: an.username }, anToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toBe(`Tài khoản ${an.username} chưa ghi danh khóa học này`);
    expect(await soLuongHocVien(free.code)).toBe(before);
  });

  it('counts one enrolment when the same request arrives twice at once', async () => {
    const course = await addTestCourse(h.app);
    const results = await Promise.all(
      [1, 2, 3].map(() => call('DangKyKhoaHoc', { maKhoaHoc: course.code, taiKhoan: binh.username }, undefined)),
    );
    expect(results.every((r) => r.statusCode === 401)).toBe(true);
    const token = (await login(h.app, binh.email)).token;
    const raced = await Promise.all(
      [1, 2, 3].map(() => call('DangKyKhoaHoc', { maKhoaHoc: course.code, taiKhoan: binh.username }, token)),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await courseCounts(h.app, course.id)).students).toBe(1);
  });

  it('records a request waiting for approval for a course that is not free; staff approve it', async () => {
    const before = await soLuongHocVien('REACT-01');
    const res = await call('DangKyKhoaHoc', { maKhoaHoc: 'REACT-01', taiKhoan: an.username }, anToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe('Đăng ký thành công, khóa học đang chờ xét duyệt!');
    expect(await soLuongHocVien('REACT-01')).toBe(before);
    const again = await call('DangKyKhoaHoc', { maKhoaHoc: 'REACT-01', taiKhoan: an.username }, anToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toBe(`Tài khoản ${an.username} đã đăng ký khóa học này và đang chờ xét duyệt`);
    // The learner withdraws the request, then asks again.
    const withdrawn = await call('HuyGhiDanh', { maKhoaHoc: 'REACT-01', taiKhoan: an.username }, anToken);
    expect(withdrawn.json()).toBe('Hủy ghi danh thành công!');
    expect((await call('DangKyKhoaHoc', { maKhoaHoc: 'REACT-01', taiKhoan: an.username }, anToken)).statusCode).toBe(200);
    // Our own web call still sends the learner to the cart.
    const own = await h.app.inject({ method: 'POST', url: '/api/v1/courses/REACT-01/enroll', headers: bearer(anToken) });
    expect(own.statusCode).toBe(402);
    // Staff approve: the student counts from now on.
    const approved = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/GhiDanhKhoaHoc',
      headers: bearer(staffToken),
      payload: { maKhoaHoc: 'REACT-01', taiKhoan: an.username },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toBe('Ghi danh thành công!');
    expect(await soLuongHocVien('REACT-01')).toBe(before + 1);
    const row = await h.app.db
      .selectFrom('course_enrollments')
      .selectAll()
      .where('user_id', '=', an.id)
      .where('course_id', '=', react.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', source: 'staff' });
    const learnerApproves = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/GhiDanhKhoaHoc',
      headers: bearer(anToken),
      payload: { maKhoaHoc: 'REACT-01', taiKhoan: an.username },
    });
    expect(learnerApproves.statusCode).toBe(403);
    expect(await call('HuyGhiDanh', { maKhoaHoc: 'REACT-01', taiKhoan: an.username }, staffToken)).toMatchObject({
      statusCode: 200,
    });
    expect(await soLuongHocVien('REACT-01')).toBe(before);
  });

  it('lets a learner act only for their own account', async () => {
    for (const taiKhoan of [binh.username, 'khong-ton-tai']) {
      const res = await call('DangKyKhoaHoc', { maKhoaHoc: free.code, taiKhoan }, anToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toBe('Bạn chỉ có thể ghi danh hoặc hủy ghi danh cho chính tài khoản của mình');
    }
    const cancel = await call('HuyGhiDanh', { maKhoaHoc: free.code, taiKhoan: binh.username }, anToken);
    expect(cancel.statusCode).toBe(403);
  });

  it('lets staff (courses.write) enrol any account in any course, and cancel it', async () => {
    const before = await soLuongHocVien('REACT-01');
    const res = await call('DangKyKhoaHoc', { maKhoaHoc: 'REACT-01', taiKhoan: binh.username }, staffToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await soLuongHocVien('REACT-01')).toBe(before + 1);
    const enrolment = await h.app.db
      .selectFrom('course_enrollments')
      .selectAll()
      .where('user_id', '=', binh.id)
      .where('course_id', '=', react.id)
      .executeTakeFirstOrThrow();
    expect(enrolment).toMatchObject({ status: 'active', source: 'staff', order_id: null });

    const unknown = await call('DangKyKhoaHoc', { maKhoaHoc: 'REACT-01', taiKhoan: 'khong-ton-tai' }, staffToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toBe('Không tìm thấy tài khoản khong-ton-tai');

    const cancel = await call('HuyGhiDanh', { maKhoaHoc: 'REACT-01', taiKhoan: binh.username }, staffToken);
    expect(cancel.statusCode).toBe(200);
    expect(await soLuongHocVien('REACT-01')).toBe(before);
  });

  it('answers 404 for an unknown course on both calls', async () => {
    for (const path of ['DangKyKhoaHoc', 'HuyGhiDanh'] as const) {
      const res = await call(path, { maKhoaHoc: 'KHONG-CO', taiKhoan: an.username }, anToken, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toBe('Course not found');
    }
  });
});
