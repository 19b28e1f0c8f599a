import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { UsersTable } from '../../db/schema';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { placeOrder } from '../orders/testing';
import { addTestCourse, courseCounts, coursesHarness } from './testing';

const buyer = { fullName: 'Trần Thị Bình', email: 'binh@example.vn', phone: '0987654321' };

describe.each(dialects)('paid courses are enrolled through orders on %s', (dialect) => {
  let h: Harness;
  let user: UsersTable;
  let token: string;
  let staff: string;

  beforeAll(async () => {
    h = await coursesHarness(dialect, { commerce: true });
    user = await createUser(h.app);
    token = (await login(h.app, user.email)).token;
    staff = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
  });
  afterAll(async () => h.close());

  const move = (code: string, status: string) =>
    h.app.inject({ method: 'PATCH', url: `/api/v1/admin/orders/${code}/status`, headers: bearer(staff), payload: { status } });
  const mine = async () =>
    (await h.app.inject({ method: 'GET', url: '/api/v1/me/courses', headers: bearer(token) })).json().metadata as Array<{
      course: { code: string };
      enrollment: { source: string; orderId: string | null };
    }>;
  const buy = async (courseId: string) => {
    const res = await placeOrder(
      h.app,
      { information: buyer, payment: { method: 'BANK_TRANSFER' }, items: [{ courseId }] },
      { headers: bearer(token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { id: string; code: string; status: string };
  };
  const status = async (courseId: string) =>
    (
      await h.app.db
        .selectFrom('course_enrollments')
        .select('status')
        .where('user_id', '=', user.id)
        .where('course_id', '=', courseId)
        .executeTakeFirst()
    )?.status;
  const react = () =>
    h.app.db.selectFrom('courses').select(['id', 'code']).where('code', '=', 'REACT-01').executeTakeFirstOrThrow();

  it('enrols the buyer when the payment is received, and ends it on refund', async () => {
    const course = await react();
    const before = (await courseCounts(h.app, course.id)).students;
    const order = await buy(course.code);
    expect(await mine()).toEqual([]);

    expect((await move(order.code, 'paymentReceived')).statusCode).toBe(200);
    // Enrolled by the orders module's paid hook, before anyone asks.
    expect(await status(course.id)).toBe('active');
    const enrolled = await mine();
    expect(enrolled).toHaveLength(1);
    expect(enrolled[0]).toMatchObject({ course: { code: 'REACT-01' }, enrollment: { source: 'order', orderId: order.id } });
    expect((await courseCounts(h.app, course.id)).students).toBe(before + 1);
    const detail = await h.app.inject({ method: 'GET', url: '/api/v1/me/courses/REACT-01', headers: bearer(token) });
    expect(detail.json().metadata).toMatchObject({ enrolled: true, canAccessContent: true });

    // A purchase is refunded by staff, not cancelled by the learner.
    const cancel = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/HuyGhiDanh',
      headers: bearer(token),
      payload: { maKhoaHoc: 'REACT-01', taiKhoan: user.username },
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toBe('Khóa học đã mua không thể tự hủy ghi danh. Vui lòng liên hệ bộ phận hỗ trợ để được hoàn tiền.');

    await move(order.code, 'completed');
    expect((await move(order.code, 'refunded')).statusCode).toBe(200);
    expect(await status(course.id)).toBe('cancelled');
    expect(await mine()).toEqual([]);
    expect((await courseCounts(h.app, course.id)).students).toBe(before);
  });

  it('enrols at once when a free course is ordered', async () => {
    const course = await addTestCourse(h.app, { price: 0 });
    const order = await buy(course.id);
    expect(order.status).toBe('completed');
    expect((await mine()).map((m) => m.course.code)).toContain(course.code);
    expect((await courseCounts(h.app, course.id)).students).toBe(1);
  });

  it('repairs an enrolment the paid listener missed, from the live grant', async () => {
    const course = await addTestCourse(h.app, { price: 300_000 });
    const order = await buy(course.code);
    // As if the process stopped between the order's commit and the listener.
    await h.app.db
      .insertInto('course_grants')
      .values({
        order_id: order.id,
        course_id: course.id,
        user_id: user.id,
        email: user.email,
        granted_at: new Date().toISOString(),
        revoked_at: null,
      })
      .execute();
    const detail = await h.app.inject({ method: 'GET', url: `/api/v1/me/courses/${course.code}`, headers: bearer(token) });
    expect(detail.json().metadata).toMatchObject({ enrolled: true, enrollment: { source: 'order', orderId: order.id } });
    expect((await courseCounts(h.app, course.id)).students).toBe(1);

    // Staff cancelling it on purpose is not undone by the grant.
    const cancel = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/HuyGhiDanh',
      headers: bearer(staff),
      payload: { maKhoaHoc: course.code, taiKhoan: user.username },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await mine()).map((m) => m.course.code)).not.toContain(course.code);
    expect((await courseCounts(h.app, course.id)).students).toBe(0);
  });
  it('approves a request waiting for approval when the course is paid through the checkout', async () => {
    const course = await addTestCourse(h.app, { price: 300_000 });
    const asked = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/DangKyKhoaHoc',
      headers: bearer(token),
      payload: { maKhoaHoc: course.code, taiKhoan: user.username },
    });
    expect(asked.json()).toBe('Đăng ký thành công, khóa học đang chờ xét duyệt!');
    expect(await status(course.id)).toBe('pending');
    expect((await courseCounts(h.app, course.id)).students).toBe(0);
    const order = await buy(course.id);
    expect((await move(order.code, 'paymentReceived')).statusCode).toBe(200);
    expect(await status(course.id)).toBe('active');
    expect((await courseCounts(h.app, course.id)).students).toBe(1);
    const row = await h.app.db
      .selectFrom('course_enrollments')
      .select(['source', 'order_id'])
      .where('user_id', '=', user.id)
      .where('course_id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: 'order', order_id: order.id });
  });
});
