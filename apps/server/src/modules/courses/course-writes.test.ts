import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { fields, formData, pngImage } from '../../lib/images/testing';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { coursesHarness } from './testing';

describe.each(dialects)('QuanLyKhoaHoc writes on %s', (dialect) => {
  let h: Harness;
  let editor: string;
  let learner: string;
  let learnerName: string;

  beforeAll(async () => {
    h = await coursesHarness(dialect);
    editor = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    const u = await createUser(h.app);
    learnerName = u.username;
    learner = (await login(h.app, u.email)).token;
  });
  afterAll(async () => h.close());

  const url = (path: string) => `/api/v1/QuanLyKhoaHoc/${path}`;
  const course = {
    maKhoaHoc: 'NODE-API',
    biDanh: 'nodejs-api',
    tenKhoaHoc: 'NodeJS làm API',
    moTa: 'Xây dựng API với Fastify.',
    luotXem: 0,
    danhGia: 0,
    hinhAnh: '',
    maNhom: 'GP01',
    ngayTao: '24/11/2026',
    maDanhMucKhoaHoc: 'BackEnd',
    price: 0,
  };
  const texts = (o: Record<string, unknown>) => fields(Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)])));
  const audits = (action: string) =>
    h.app.db.selectFrom('audit_log').selectAll().where('entity', '=', 'course').where('action', '=', action).execute();

  it('creates a course (JSON) for staff only, answered in the API’s course shape, audited', async () => {
    expect((await h.app.inject({ method: 'POST', url: url('ThemKhoaHoc'), payload: course })).statusCode).toBe(401);
    const refused = await h.app.inject({ method: 'POST', url: url('ThemKhoaHoc'), headers: bearer(learner), payload: course });
    expect(refused.statusCode).toBe(403);
    expect(typeof refused.json()).toBe('string');
    const res = await h.app.inject({ method: 'POST', url: url('ThemKhoaHoc'), headers: bearer(editor), payload: course });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      maKhoaHoc: 'NODE-API',
      tenKhoaHoc: 'NodeJS làm API',
      moTa: 'Xây dựng API với Fastify.',
      maNhom: 'GP01',
      soLuongHocVien: 0,
      danhMucKhoaHoc: { maDanhMucKhoahoc: 'BackEnd' },
    });
    expect(res.json().ngayTao).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const listed = (await h.app.inject({ method: 'GET', url: url('LayDanhSachKhoaHoc') })).json();
    expect(listed.some((c: { maKhoaHoc: string }) => c.maKhoaHoc === 'NODE-API')).toBe(true);
    expect(await audits('create')).toHaveLength(1);

    const twice = await h.app.inject({ method: 'POST', url: url('ThemKhoaHoc'), headers: bearer(editor), payload: course });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toBe('Mã khóa học NODE-API đã tồn tại');
    const bad = await h.app.inject({
      method: 'POST',
      url: url('ThemKhoaHoc'),
      headers: bearer(editor),
      payload: { ...course, maKhoaHoc: 'OTHER', tenKhoaHoc: '', maDanhMucKhoaHoc: 'KhongCo' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toBe('Vui lòng nhập tên khóa học');
    const noCategory = await h.app.inject({
      method: 'POST',
      url: url('ThemKhoaHoc'),
      headers: bearer(editor),
      payload: { ...course, maKhoaHoc: 'OTHER', maDanhMucKhoaHoc: 'KhongCo' },
    });
    expect(noCategory.statusCode).toBe(404);
    expect(noCategory.json()).toBe('Không tìm thấy danh mục khóa học');
  });

  it('creates and edits with a picture through the image pipeline (multipart)', async () => {
    const form = formData([
      ...texts({ ...course, maKhoaHoc: 'HINH-01', tenKhoaHoc: 'Khóa có hình', price: '450000', luotXem: '0', danhGia: '0' }),
      { field: 'hinhAnh', filename: 'anh.png', bytes: pngImage(800, 450) },
    ]);
    const res = await h.app.inject({
      method: 'POST',
      url: url('ThemKhoaHocUploadHinh'),
      headers: { ...bearer(editor), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const hinhAnh = res.json().hinhAnh as string;
    expect(hinhAnh).toMatch(new RegExp(`^${h.app.config.publicUrl}/uploads/images/courses/[0-9a-f]{24}/original\\.`));
    const image = await h.app.inject({ method: 'GET', url: hinhAnh.slice(h.app.config.publicUrl.length) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.json().price).toBe(450_000);

    // A file that is not a picture is refused with a 4xx string.
    const junk = formData([
      ...texts({ ...course, maKhoaHoc: 'HINH-01' }),
      { field: 'hinhAnh', filename: 'x.png', bytes: Buffer.from('not an image') },
    ]);
    const refused = await h.app.inject({
      method: 'POST',
      url: url('CapNhatKhoaHocUpload'),
      headers: { ...bearer(editor), ...junk.headers },
      payload: junk.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(typeof refused.json()).toBe('string');

    const edit = formData([
      ...texts({ ...course, maKhoaHoc: 'HINH-01', tenKhoaHoc: 'Khóa có hình mới', price: '450000' }),
      { field: 'hinhAnh', filename: 'moi.png', bytes: pngImage(640, 360) },
    ]);
    const edited = await h.app.inject({
      method: 'POST',
      url: url('CapNhatKhoaHocUpload'),
      headers: { ...bearer(editor), ...edit.headers },
      payload: edit.payload,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().tenKhoaHoc).toBe('Khóa có hình mới');
    expect(edited.json().hinhAnh).not.toBe(hinhAnh);
    // The replaced picture is gone.
    expect((await h.app.inject({ method: 'GET', url: hinhAnh.slice(h.app.config.publicUrl.length) })).statusCode).toBe(404);

    const upload = formData([
      ...fields({ tenKhoaHoc: 'Khóa có hình mới' }),
      { field: 'file', filename: 'u.png', bytes: pngImage(400, 300) },
    ]);
    const uploaded = await h.app.inject({
      method: 'POST',
      url: url('UploadHinhAnhKhoaHoc'),
      headers: { ...bearer(editor), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().maKhoaHoc).toBe('HINH-01');
    expect(uploaded.json().hinhAnh).not.toBe(edited.json().hinhAnh);
  });

  it('edits with PUT CapNhatKhoaHoc (JSON), keeping the picture when none is given', async () => {
    const before = (await h.app.inject({ method: 'GET', url: url('LayThongTinKhoaHoc?maKhoaHoc=HINH-01') })).json();
    const res = await h.app.inject({
      method: 'PUT',
      url: url('CapNhatKhoaHoc'),
      headers: bearer(editor),
      payload: { ...course, maKhoaHoc: 'HINH-01', tenKhoaHoc: 'Khóa sửa bằng JSON', moTa: 'Mô tả mới', price: 100_000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tenKhoaHoc: 'Khóa sửa bằng JSON',
      moTa: 'Mô tả mới',
      price: 100_000,
      hinhAnh: before.hinhAnh,
    });
    const missing = await h.app.inject({
      method: 'PUT',
      url: url('CapNhatKhoaHoc'),
      headers: bearer(editor),
      payload: { ...course, maKhoaHoc: 'KHONG-CO' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await audits('update')).length).toBeGreaterThanOrEqual(3);
  });

  it('enrols through GhiDanhKhoaHoc, lists students, and refuses deleting an enrolled course', async () => {
    const learnerEnrols = await h.app.inject({
      method: 'POST',
      url: url('GhiDanhKhoaHoc'),
      headers: bearer(learner),
      payload: { maKhoaHoc: 'HINH-01', taiKhoan: learnerName },
    });
    expect(learnerEnrols.statusCode).toBe(403);
    const asked = await h.app.inject({
      method: 'POST',
      url: url('DangKyKhoaHoc'),
      headers: bearer(learner),
      payload: { maKhoaHoc: 'HINH-01', taiKhoan: learnerName },
    });
    expect(asked.json()).toBe('Đăng ký thành công, khóa học đang chờ xét duyệt!');
    // A request waiting for approval also blocks deleting.
    const waiting = await h.app.inject({ method: 'DELETE', url: url('XoaKhoaHoc?MaKhoaHoc=HINH-01'), headers: bearer(editor) });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toBe('Khóa học đã có học viên ghi danh, không thể xóa');
    const ok = await h.app.inject({
      method: 'POST',
      url: url('GhiDanhKhoaHoc'),
      headers: bearer(editor),
      payload: { maKhoaHoc: 'HINH-01', taiKhoan: learnerName },
    });
    expect(ok.json()).toBe('Ghi danh thành công!');
    expect(await audits('enroll')).toHaveLength(1);
    const info = await h.app.inject({
      method: 'GET',
      url: url('LayThongTinHocVienKhoaHoc?maKhoaHoc=HINH-01'),
      headers: bearer(editor),
    });
    expect(info.json()).toEqual({
      maKhoaHoc: 'HINH-01',
      tenKhoaHoc: 'Khóa sửa bằng JSON',
      lstHocVien: [{ taiKhoan: learnerName, hoTen: 'Nguyễn An', biDanh: 'nguyen-an' }],
    });
    expect(
      (await h.app.inject({ method: 'GET', url: url('LayThongTinHocVienKhoaHoc?maKhoaHoc=HINH-01'), headers: bearer(learner) }))
        .statusCode,
    ).toBe(403);
    const refused = await h.app.inject({ method: 'DELETE', url: url('XoaKhoaHoc?MaKhoaHoc=HINH-01'), headers: bearer(editor) });
    expect(refused.statusCode).toBe(409);

    expect(
      (await h.app.inject({ method: 'DELETE', url: url('XoaKhoaHoc?MaKhoaHoc=NODE-API'), headers: bearer(learner) })).statusCode,
    ).toBe(403);
    const deleted = await h.app.inject({ method: 'DELETE', url: url('XoaKhoaHoc?maKhoaHoc=NODE-API'), headers: bearer(editor) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe('Xóa khóa học thành công!');
    expect((await h.app.inject({ method: 'GET', url: url('LayThongTinKhoaHoc?maKhoaHoc=NODE-API') })).statusCode).toBe(404);
    expect(await audits('delete')).toHaveLength(1);
  });
});
