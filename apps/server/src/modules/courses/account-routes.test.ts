import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import type { UsersTable } from '../../db/schema';
import { bearer, createUser, type Harness, login, PASSWORD, randomIp } from '../auth/testing';
import { addTestCourse, coursesHarness } from './testing';

describe.each(dialects)('QuanLyNguoiDung (accounts, users, enrolment lists) on %s', (dialect) => {
  let h: Harness;
  let learner: UsersTable;
  let learnerToken: string;
  let editorToken: string;
  let managerToken: string;
  let adminToken: string;
  let free: { id: string; code: string; title: string };

  beforeAll(async () => {
    h = await coursesHarness(dialect);
    learner = await createUser(h.app);
    learnerToken = await dangNhap(learner.username);
    editorToken = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    managerToken = (await login(h.app, (await createUser(h.app, { role: 'manager' })).email)).token;
    adminToken = (await login(h.app, (await createUser(h.app, { role: 'admin' })).email)).token;
    free = await addTestCourse(h.app, { price: 0 });
  });
  afterAll(async () => h.close());

  async function dangNhap(taiKhoan: string, matKhau = PASSWORD) {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyNguoiDung/DangNhap',
      headers: { 'x-forwarded-for': randomIp() },
      payload: { taiKhoan, matKhau },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().accessToken as string;
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token?: string, payload?: object) =>
    h.app.inject({ method, url: `/api/v1/QuanLyNguoiDung/${path}`, headers: token ? bearer(token) : {}, payload });

  it('signs in with a token that lasts 7 days and ends with logout', async () => {
    const token = await dangNhap(learner.username);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60);
    expect((await call('POST', 'ThongTinNguoiDung', token)).statusCode).toBe(200);
    const out = await h.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await call('POST', 'ThongTinNguoiDung', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toBe('Bạn chưa đăng nhập hoặc phiên đăng nhập đã hết hạn');
  });

  it('answers the signed-in account, and ThongTinTaiKhoan with its approved courses, never the password', async () => {
    const info = await call('POST', 'ThongTinNguoiDung', learnerToken);
    expect(info.json()).toEqual({
      taiKhoan: learner.username,
      hoTen: 'Nguyễn An',
      email: learner.email,
      soDT: learner.phone,
      maNhom: 'GP01',
      maLoaiNguoiDung: 'HV',
    });
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/DangKyKhoaHoc',
      headers: bearer(learnerToken),
      payload: { maKhoaHoc: free.code, taiKhoan: learner.username },
    });
    await h.app.inject({
      method: 'POST',
      url: '/api/v1/QuanLyKhoaHoc/DangKyKhoaHoc',
      headers: bearer(learnerToken),
      payload: { maKhoaHoc: 'REACT-01', taiKhoan: learner.username },
    });
    const res = await call('POST', 'ThongTinTaiKhoan', learnerToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['chiTietKhoaHocGhiDanh', 'email', 'hoTen', 'maLoaiNguoiDung', 'maNhom', 'soDT', 'taiKhoan'].sort(),
    );
    expect(body.chiTietKhoaHocGhiDanh).toHaveLength(1);
    expect(body.chiTietKhoaHocGhiDanh[0]).toMatchObject({ maKhoaHoc: free.code, tenKhoaHoc: free.title });
    expect(Object.keys(body.chiTietKhoaHocGhiDanh[0]).sort()).toEqual(
      ['biDanh', 'danhGia', 'hinhAnh', 'luotXem', 'maKhoaHoc', 'moTa', 'ngayTao', 'tenKhoaHoc'].sort(),
    );
    expect(body.chiTietKhoaHocGhiDanh[0].hinhAnh.startsWith(h.app.config.publicUrl)).toBe(true);
    expect(res.body).not.toMatch(/matKhau|password/);

    // The enrolment lists of one account: the learner's own, or staff for anyone.
    const pending = await call('POST', 'LayDanhSachKhoaHocChoXetDuyet', learnerToken, { taiKhoan: learner.username });
    expect(pending.json()).toEqual([
      { maKhoaHoc: 'REACT-01', tenKhoaHoc: 'ReactJS từ cơ bản đến nâng cao', biDanh: 'reactjs-tu-co-ban-den-nang-cao' },
    ]);
    const approved = await call('POST', 'LayDanhSachKhoaHocDaXetDuyet', editorToken, { taiKhoan: learner.username });
    expect(approved.json().map((c: { maKhoaHoc: string }) => c.maKhoaHoc)).toEqual([free.code]);
    const notYet = await h.app.inject({
      method: 'POST',
      url: `/api/v1/QuanLyNguoiDung/LayDanhSachKhoaHocChuaGhiDanh?TaiKhoan=${learner.username}`,
      headers: bearer(editorToken),
    });
    const codes = notYet.json().map((c: { maKhoaHoc: string }) => c.maKhoaHoc);
    expect(codes).toHaveLength(22 - 1);
    expect(codes).not.toContain('REACT-01');
    expect(codes).not.toContain(free.code);
    const other = await createUser(h.app);
    const forbidden = await call('POST', 'LayDanhSachKhoaHocChoXetDuyet', learnerToken, { taiKhoan: other.username });
    expect(forbidden.statusCode).toBe(403);
    expect(typeof forbidden.json()).toBe('string');

    // The lists of one course (staff).
    const waiting = await call('POST', 'LayDanhSachHocVienChoXetDuyet', editorToken, { maKhoaHoc: 'REACT-01' });
    expect(waiting.json()).toEqual([{ taiKhoan: learner.username, hoTen: 'Nguyễn An', biDanh: 'nguyen-an' }]);
    const students = await call('POST', 'LayDanhSachHocVienKhoaHoc', editorToken, { maKhoaHoc: free.code });
    expect(students.json().map((s: { taiKhoan: string }) => s.taiKhoan)).toEqual([learner.username]);
    const notEnrolled = await call('POST', 'LayDanhSachNguoiDungChuaGhiDanh', editorToken, { maKhoaHoc: free.code });
    const accounts = notEnrolled.json().map((s: { taiKhoan: string }) => s.taiKhoan);
    expect(accounts).toContain(other.username);
    expect(accounts).not.toContain(learner.username);
    expect((await call('POST', 'LayDanhSachHocVienKhoaHoc', learnerToken, { maKhoaHoc: free.code })).statusCode).toBe(403);
    const missing = await call('POST', 'LayDanhSachHocVienKhoaHoc', editorToken, { maKhoaHoc: 'KHONG-CO' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toBe('Không tìm thấy khóa học');
  });

  it('lists user types and groups to anyone', async () => {
    expect((await call('GET', 'LayDanhSachLoaiNguoiDung')).json()).toEqual([
      { maLoaiNguoiDung: 'HV', tenLoaiNguoiDung: 'Học viên' },
      { maLoaiNguoiDung: 'GV', tenLoaiNguoiDung: 'Giáo vụ' },
    ]);
    expect((await call('GET', 'LayDanhSachNhomNguoiDung')).json()[0]).toEqual({ maNhom: 'GP01', tenNhom: 'GP01' });
  });

  it('lists, searches and pages users for staff who may read customers', async () => {
    expect((await call('GET', 'LayDanhSachNguoiDung?MaNhom=GP01')).statusCode).toBe(401);
    expect((await call('GET', 'LayDanhSachNguoiDung?MaNhom=GP01', learnerToken)).statusCode).toBe(403);
    expect((await call('GET', 'LayDanhSachNguoiDung?MaNhom=GP01', editorToken)).statusCode).toBe(403);
    const all = await call('GET', 'LayDanhSachNguoiDung?MaNhom=GP01', managerToken);
    expect(all.statusCode).toBe(200);
    const found = all.json().find((u: { taiKhoan: string }) => u.taiKhoan === learner.username);
    expect(found).toEqual({
      taiKhoan: learner.username,
      hoTen: 'Nguyễn An',
      email: learner.email,
      soDt: learner.phone,
      maLoaiNguoiDung: 'HV',
      tenLoaiNguoiDung: 'Học viên',
    });
    expect(all.json().some((u: { maLoaiNguoiDung: string }) => u.maLoaiNguoiDung === 'GV')).toBe(true);
    const search = await call('GET', `TimKiemNguoiDung?MaNhom=GP01&tuKhoa=${learner.email}`, managerToken);
    expect(search.json()).toHaveLength(1);
    const byKeyword = await call('GET', `LayDanhSachNguoiDung?tuKhoa=${learner.username.slice(0, 10)}`, managerToken);
    expect(byKeyword.json().map((u: { taiKhoan: string }) => u.taiKhoan)).toContain(learner.username);
    const page = await call('GET', 'LayDanhSachNguoiDung_PhanTrang?MaNhom=GP01&page=1&pageSize=2', managerToken);
    expect(page.json()).toMatchObject({ currentPage: 1, count: 2 });
    expect(page.json().totalCount).toBeGreaterThanOrEqual(5);
    expect(page.json().totalPages).toBe(Math.ceil(page.json().totalCount / 2));
    expect(Object.keys(page.json()).sort()).toEqual(['count', 'currentPage', 'items', 'totalCount', 'totalPages']);
  });

  it('creates, edits and deletes accounts by Sen’s permissions, audited', async () => {
    const payload = {
      taiKhoan: 'hocvien-moi',
      matKhau: 'matkhau123',
      hoTen: 'Trần Thị Bình',
      soDT: '0901234567',
      maLoaiNguoiDung: 'HV',
      maNhom: 'GP01',
      email: 'binh.moi@example.vn',
    };
    expect((await call('POST', 'ThemNguoiDung', learnerToken, payload)).statusCode).toBe(403);
    const created = await call('POST', 'ThemNguoiDung', managerToken, payload);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      taiKhoan: 'hocvien-moi',
      hoTen: 'Trần Thị Bình',
      email: 'binh.moi@example.vn',
      soDT: '0901234567',
      maNhom: 'GP01',
      maLoaiNguoiDung: 'HV',
    });
    const twice = await call('POST', 'ThemNguoiDung', managerToken, payload);
    expect(twice.statusCode).toBe(409);
    expect(typeof twice.json()).toBe('string');
    // A GV is staff: only users.manage (admin) makes one.
    const gv = { ...payload, taiKhoan: 'giaovu-moi', email: 'gv@example.vn', maLoaiNguoiDung: 'GV' };
    expect((await call('POST', 'ThemNguoiDung', managerToken, gv)).statusCode).toBe(403);
    const gvRes = await call('POST', 'ThemNguoiDung', adminToken, gv);
    expect(gvRes.json().maLoaiNguoiDung).toBe('GV');
    const gvRow = await h.app.db
      .selectFrom('users')
      .select('role')
      .where('username', '=', 'giaovu-moi')
      .executeTakeFirstOrThrow();
    expect(gvRow.role).toBe('editor');
    const audit = await h.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('action', '=', 'create')
      .execute();
    expect(audit.length).toBe(2);
    expect(audit.every((a) => !String(a.after).includes('matkhau123'))).toBe(true);

    // The account edits itself; a new password ends its other sessions.
    const own = await dangNhap('hocvien-moi', 'matkhau123');
    const other = await dangNhap('hocvien-moi', 'matkhau123');
    const edit = await call('PUT', 'CapNhatThongTinNguoiDung', own, {
      ...payload,
      hoTen: 'Trần Thị Bình An',
      matKhau: 'matkhau456',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ taiKhoan: 'hocvien-moi', hoTen: 'Trần Thị Bình An', maLoaiNguoiDung: 'HV' });
    expect(edit.body).not.toMatch(/matkhau456/);
    expect((await call('POST', 'ThongTinNguoiDung', own)).statusCode).toBe(200);
    expect((await call('POST', 'ThongTinNguoiDung', other)).statusCode).toBe(401);
    // Nobody promotes themself; a learner edits nobody else.
    expect((await call('PUT', 'CapNhatThongTinNguoiDung', own, { ...payload, maLoaiNguoiDung: 'GV' })).statusCode).toBe(403);
    const someoneElse = await call('PUT', 'CapNhatThongTinNguoiDung', own, {
      ...payload,
      taiKhoan: learner.username,
      email: learner.email,
    });
    expect(someoneElse.statusCode).toBe(403);
    // Staff edit a learner; a ban signs the account out too (users admin).
    const staffEdit = await call('PUT', 'CapNhatThongTinNguoiDung', managerToken, {
      ...payload,
      hoTen: 'Bình Trần',
      matKhau: '',
    });
    expect(staffEdit.json().hoTen).toBe('Bình Trần');

    // Deleting: not while enrolled or waiting; staff accounts only by users.manage.
    expect((await call('DELETE', 'XoaNguoiDung?TaiKhoan=hocvien-moi', learnerToken)).statusCode).toBe(403);
    const enrolled = await call('DELETE', `XoaNguoiDung?TaiKhoan=${learner.username}`, managerToken);
    expect(enrolled.statusCode).toBe(409);
    expect(enrolled.json()).toBe('Người dùng đã được ghi danh khóa học, không thể xóa');
    expect((await call('DELETE', 'XoaNguoiDung?TaiKhoan=giaovu-moi', managerToken)).statusCode).toBe(403);
    const removed = await call('DELETE', 'XoaNguoiDung?TaiKhoan=hocvien-moi', managerToken);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toBe('Xóa người dùng thành công!');
    expect(
      await h.app.db.selectFrom('users').select('id').where('username', '=', 'hocvien-moi').executeTakeFirst(),
    ).toBeUndefined();
    expect((await call('DELETE', 'XoaNguoiDung?TaiKhoan=hocvien-moi', managerToken)).statusCode).toBe(404);
    const deletions = await h.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'user')
      .where('action', '=', 'delete')
      .execute();
    expect(deletions).toHaveLength(1);
  });

  it('registers with DangKy without echoing the password', async () => {
    const res = await call('POST', 'DangKy', undefined, {
      taiKhoan: 'dangky01',
      matKhau: 'bimat12345',
      hoTen: 'Lê Văn Cường',
      soDT: '0901234567',
      maNhom: 'GP01',
      email: 'dangky01@example.vn',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/bimat12345|matKhau/);
  });
});
