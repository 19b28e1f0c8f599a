import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { formData } from '../../lib/images/testing';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { parseRange } from './media-routes';
import { coursesHarness } from './testing';
import { sniffVideo } from './uploads';

/** The start of a WebM file: the EBML header naming DocType "webm", then filler bytes. */
export function webmBytes(size = 4096): Buffer {
  const head = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ]);
  const body = Buffer.alloc(size - head.length);
  for (let i = 0; i < body.length; i++) body[i] = i % 251;
  return Buffer.concat([head, body]);
}

const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

describe('video bytes and ranges', () => {
  it('knows MP4 and WebM by their bytes, nothing else', () => {
    expect(sniffVideo(webmBytes())).toBe('video/webm');
    expect(sniffVideo(mp4Head)).toBe('video/mp4');
    expect(sniffVideo(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    // Matroska that is not WebM, and a QuickTime brand, are refused.
    const mkv = webmBytes();
    mkv.write('matr', 24, 'latin1');
    expect(sniffVideo(mkv)).toBeNull();
    expect(sniffVideo(Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  ')]))).toBeNull();
  });
  it('reads one byte range', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
  });
});

describe.each(dialects)('course back office on %s', (dialect) => {
  let h: Harness;
  const tokens: Record<string, string> = {};
  let student: { id: string; email: string; token: string };
  let other: { id: string; email: string; token: string };

  beforeAll(async () => {
    h = await coursesHarness(dialect);
    for (const role of ['admin', 'manager', 'editor', 'staff', 'support', 'customer'] as const) {
      tokens[role] = (await login(h.app, (await createUser(h.app, { role })).email)).token;
    }
    const s = await createUser(h.app);
    student = { id: s.id, email: s.email, token: (await login(h.app, s.email)).token };
    const o = await createUser(h.app);
    other = { id: o.id, email: o.email, token: (await login(h.app, o.email)).token };
  });
  afterAll(async () => h.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown, headers = {}) =>
    h.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const form = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    title: `Khóa học ${code}`,
    description: 'Mô tả khóa học',
    categoryCode: 'FrontEnd',
    price: 500_000,
    level: 'Intermediate',
    durationMinutes: 90,
    instructorName: 'Trần Thu Hà',
    published: true,
    ...extra,
  });

  async function newCourse(code: string, extra: Record<string, unknown> = {}) {
    const res = await api('POST', '/admin/courses', tokens.editor, form(code, extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { id: string; code: string };
  }

  async function addLesson(id: string, body: Record<string, unknown>) {
    const res = await api('POST', `/admin/courses/${id}/lessons`, tokens.editor, { sectionIndex: 0, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().metadata as { id: string; sectionIndex: number; position: number };
  }

  it('lets editor, manager and admin in; staff, support and customers get 403, visitors 401', async () => {
    for (const role of ['editor', 'manager', 'admin']) {
      expect((await api('GET', '/admin/courses', tokens[role])).statusCode).toBe(200);
    }
    const c = await newCourse('PERM-1');
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', '/admin/courses'],
      ['GET', `/admin/courses/${c.id}`],
      ['POST', '/admin/courses', form('PERM-X')],
      ['PUT', `/admin/courses/${c.id}`, form('PERM-1')],
      ['DELETE', `/admin/courses/${c.id}`],
      ['GET', `/admin/courses/${c.id}/curriculum`],
      ['POST', `/admin/courses/${c.id}/lessons`, { sectionIndex: 0, title: 'x' }],
      ['PUT', `/admin/courses/${c.id}/curriculum`, { sections: [] }],
      ['GET', `/admin/courses/${c.id}/enrollments`],
      ['GET', `/admin/courses/${c.id}/enrollments.csv`],
      ['POST', `/admin/courses/${c.id}/enrollments`, { email: student.email }],
      ['POST', `/admin/courses/${c.id}/enrollments/${student.id}/approve`],
      ['POST', `/admin/courses/${c.id}/enrollments/${student.id}/reject`],
    ];
    for (const role of ['staff', 'support', 'customer']) {
      for (const [method, url, body] of routes) {
        const res = await api(method, url, tokens[role], body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await api('GET', '/admin/courses')).statusCode).toBe(401);
    const upload = formData([{ field: 'file', filename: 'a.webm', type: 'video/webm', bytes: webmBytes() }]);
    const lesson = await addLesson(c.id, { title: 'Bài 1' });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/courses/${c.id}/lessons/${lesson.id}/video`,
      headers: { ...bearer(tokens.staff!), ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(403);
  });

  it('creates, lists with search and filters, edits and audits a course', async () => {
    const c = await newCourse('ADM-101', { title: 'Thiết kế giao diện với Penpot', alias: '' });
    const one = (await api('GET', `/admin/courses/${c.id}`, tokens.manager)).json().metadata;
    expect(one).toMatchObject({
      code: 'ADM-101',
      title: 'Thiết kế giao diện với Penpot',
      alias: 'thiet-ke-giao-dien-voi-penpot',
      categoryCode: 'FrontEnd',
      price: 500_000,
      level: 'Intermediate',
      published: true,
      studentCount: 0,
    });
    const found = (await api('GET', '/admin/courses?q=penpot', tokens.admin)).json().metadata;
    expect(found.items.map((x: { code: string }) => x.code)).toEqual(['ADM-101']);
    expect(found.pagination.totalCount).toBe(1);
    const dup = await api('POST', '/admin/courses', tokens.editor, form('ADM-101'));
    expect(dup.statusCode).toBe(409);
    const bad = await api('POST', '/admin/courses', tokens.editor, { ...form('bad code!'), title: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .metadata.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['code', 'title']);
    const edited = await api(
      'PUT',
      `/admin/courses/${c.id}`,
      tokens.editor,
      form('ADM-101', { title: 'Penpot nâng cao', published: false }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().metadata).toMatchObject({ title: 'Penpot nâng cao', published: false });
    const hidden = (await api('GET', '/admin/courses?published=false', tokens.editor)).json().metadata.items;
    expect(hidden.map((x: { code: string }) => x.code)).toContain('ADM-101');
    expect((await api('GET', '/courses?q=penpot')).json().metadata.items).toHaveLength(0);
    const audit = await h.app.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'course')
      .where('entity_id', '=', c.id)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('gives the demo courses real lesson text with their sections', async () => {
    const react = (await api('GET', '/admin/courses?q=REACT-01', tokens.editor)).json().metadata.items[0];
    const cur = (await api('GET', `/admin/courses/${react.id}/curriculum`, tokens.editor)).json().metadata;
    expect(cur.length).toBeGreaterThan(1);
    const lesson = cur[0].lessons[0];
    expect(lesson.content).toContain('<h3>Mục tiêu bài học</h3>');
    expect(lesson.content).toContain(lesson.title);
    expect(lesson.isPreview).toBe(true);
    expect(cur[0].lessons[1].isPreview).toBe(false);
  });

  it('builds a curriculum: sections, lessons with sanitized text and video links, reorder', async () => {
    const c = await newCourse('CUR-1');
    const a = await addLesson(c.id, {
      sectionTitle: 'Mở đầu',
      title: 'Chào mừng',
      content: '<p>Xin chào <strong>bạn</strong></p><script>alert(1)</script><img src=x onerror="alert(1)">',
      isPreview: true,
    });
    const b = await addLesson(c.id, { title: 'Cài đặt', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    const d = await addLesson(c.id, {
      sectionIndex: 5,
      sectionTitle: 'Thực hành',
      title: 'Bài tập',
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(d).toMatchObject({ sectionIndex: 1, position: 0 });
    const badLink = await api('POST', `/admin/courses/${c.id}/lessons`, tokens.editor, {
      sectionIndex: 0,
      title: 'x',
      videoUrl: 'https://evil.example/watch?v=dQw4w9WgXcQ',
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().metadata.errors[0].field).toBe('videoUrl');
    let cur = (await api('GET', `/admin/courses/${c.id}/curriculum`, tokens.editor)).json().metadata;
    expect(cur.map((s: { title: string }) => s.title)).toEqual(['Mở đầu', 'Thực hành']);
    const first = cur[0].lessons[0];
    expect(first.content).toContain('<strong>bạn</strong>');
    expect(first.content).not.toContain('script');
    expect(first.content).not.toContain('onerror');
    expect(first.isPreview).toBe(true);
    expect(cur[0].lessons[1].video).toEqual({
      kind: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      type: '',
      size: 0,
    });
    expect(cur[1].lessons[0].video.src).toBe('https://player.vimeo.com/video/76979871?dnt=1');

    // Move "Cài đặt" to the second section, before "Bài tập", and rename it.
    const order = {
      sections: [
        { title: 'Mở đầu', lessonIds: [a.id] },
        { title: 'Luyện tập', lessonIds: [b.id, d.id] },
      ],
    };
    const moved = await api('PUT', `/admin/courses/${c.id}/curriculum`, tokens.editor, order);
    expect(moved.statusCode, moved.body).toBe(200);
    cur = moved.json().metadata;
    expect(cur.map((s: { title: string; lessons: { id: string }[] }) => [s.title, s.lessons.map((l) => l.id)])).toEqual([
      ['Mở đầu', [a.id]],
      ['Luyện tập', [b.id, d.id]],
    ]);
    const missing = await api('PUT', `/admin/courses/${c.id}/curriculum`, tokens.editor, {
      sections: [{ title: 'x', lessonIds: [a.id, b.id] }],
    });
    expect(missing.statusCode).toBe(409);
    const renamed = await api('PUT', `/admin/courses/${c.id}/sections/1`, tokens.editor, { title: 'Bài tập lớn' });
    expect(renamed.json().metadata[1].title).toBe('Bài tập lớn');
    const del = await api('DELETE', `/admin/courses/${c.id}/lessons/${b.id}`, tokens.editor);
    expect(del.statusCode).toBe(200);
    cur = (await api('GET', `/admin/courses/${c.id}/curriculum`, tokens.editor)).json().metadata;
    expect(cur[1].lessons.map((l: { id: string; position: number }) => [l.id, l.position])).toEqual([[d.id, 0]]);
  });

  it('takes MP4/WebM videos by their bytes, serves ranges, remembers positions, keeps non-preview lessons closed', async () => {
    const c = await newCourse('VID-1', { price: 0 });
    const preview = await addLesson(c.id, { title: 'Xem thử', isPreview: true, content: '<p>Miễn phí</p>' });
    const closed = await addLesson(c.id, { title: 'Bài có video', content: '<p>Nội dung</p>' });
    const upload = (lessonId: string, bytes: Buffer, filename = 'clip.webm', type = 'video/webm') => {
      const f = formData([{ field: 'file', filename, type, bytes }]);
      return h.app.inject({
        method: 'POST',
        url: `/api/v1/admin/courses/${c.id}/lessons/${lessonId}/video`,
        headers: { ...bearer(tokens.editor!), ...f.headers },
        payload: f.payload,
      });
    };
    // A page named .webm with a video type is still a page.
    const fake = await upload(closed.id, Buffer.from('<html>not a video</html>'), 'evil.webm', 'video/webm');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().metadata.errors[0].field).toBe('file');
    const bytes = webmBytes(10_000);
    const ok = await upload(closed.id, bytes);
    expect(ok.statusCode, ok.body).toBe(200);
    const video = ok.json().metadata.video;
    expect(video).toMatchObject({ kind: 'upload', type: 'video/webm', size: 10_000 });
    const url = video.src.replace('/api/v1', '');
    await upload(preview.id, webmBytes(2000));

    // Not enrolled: the closed lesson's video is refused, the preview's is open (even without an account).
    expect((await api('GET', url, student.token)).statusCode).toBe(403);
    expect((await api('GET', url)).statusCode).toBe(401);
    const previewUrl = (await api('GET', `/admin/courses/${c.id}/curriculum`, tokens.editor)).json().metadata[0].lessons[0].video
      .src;
    expect((await h.app.inject({ method: 'GET', url: previewUrl })).statusCode).toBe(200);

    // The learning page: the outline for everyone, the content of the preview only.
    const page = (await api('GET', `/me/courses/${c.code}`, student.token)).json().metadata;
    const lessons = page.course.curriculum[0].lessons;
    expect(lessons[0]).toMatchObject({ isPreview: true, content: '<p>Miễn phí</p>' });
    expect(lessons[0].video.kind).toBe('upload');
    expect(lessons[1]).toMatchObject({ isPreview: false, content: null, video: null });
    expect((await api('GET', `/me/courses/${c.code}/lessons/${preview.id}`, student.token)).statusCode).toBe(200);
    expect((await api('GET', `/me/courses/${c.code}/lessons/${closed.id}`, student.token)).statusCode).toBe(403);

    // Enrolled (the course is free): the video in full and in parts.
    expect((await api('POST', `/courses/${c.code}/enroll`, student.token)).statusCode).toBeLessThan(300);
    const whole = await api('GET', url, student.token);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await api('GET', url, student.token, undefined, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/10000');
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await api('GET', url, student.token, undefined, { range: 'bytes=-16' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(9984))).toBe(true);
    const past = await api('GET', url, student.token, undefined, { range: 'bytes=10000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10000');

    // Position: saved per user and lesson, answered when the lesson opens again.
    const lessonUrl = `/me/courses/${c.code}/lessons/${closed.id}`;
    expect((await api('GET', lessonUrl, student.token)).json().metadata.position).toBe(0);
    const saved = await api('PUT', `${lessonUrl}/position`, student.token, { seconds: 42.37 });
    expect(saved.statusCode, saved.body).toBe(200);
    await api('PUT', `${lessonUrl}/position`, student.token, { seconds: 61.5 });
    const again = (await api('GET', lessonUrl, student.token)).json().metadata;
    expect(again.position).toBe(61.5);
    expect(again.lesson.video.kind).toBe('upload');
    expect(again.enrolled).toBe(true);
    expect((await api('PUT', `${lessonUrl}/position`, student.token, { seconds: -3 })).statusCode).toBe(400);
    // Another learner has their own position, and may not save one in a lesson closed to them.
    expect((await api('PUT', `${lessonUrl}/position`, other.token, { seconds: 5 })).statusCode).toBe(403);
    const otherPreview = await api('PUT', `/me/courses/${c.code}/lessons/${preview.id}/position`, other.token, { seconds: 5 });
    expect(otherPreview.statusCode).toBe(200);
    expect((await api('GET', `/me/courses/${c.code}/lessons/${preview.id}`, student.token)).json().metadata.position).toBe(0);

    // Attachments: stored, listed on the lesson, downloaded by the enrolled.
    const att = formData([
      { field: 'file', filename: 'bai-tap.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 test') },
    ]);
    const added = await h.app.inject({
      method: 'POST',
      url: `/api/v1/admin/courses/${c.id}/lessons/${closed.id}/attachments`,
      headers: { ...bearer(tokens.editor!), ...att.headers },
      payload: att.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    const file = await api('GET', added.json().metadata.url.replace('/api/v1', ''), student.token);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 test');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect((await api('GET', added.json().metadata.url.replace('/api/v1', ''), other.token)).statusCode).toBe(403);

    // Deleting the course is refused while someone is enrolled.
    const del = await api('DELETE', `/admin/courses/${c.id}`, tokens.editor);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/học viên/);
  });

  it('lists students with progress, approves and refuses requests, enrols by e-mail, exports CSV, deletes an empty course', async () => {
    const c = await newCourse('ENR-1', { price: 300_000 });
    const l1 = await addLesson(c.id, { title: 'Một' });
    await addLesson(c.id, { title: 'Hai' });
    // Two learners ask (a paid course through the e-learning API: a request waiting for approval).
    for (const who of [student, other]) {
      const res = await api('POST', '/QuanLyKhoaHoc/DangKyKhoaHoc', who.token, { maKhoaHoc: c.code, taiKhoan: who.email });
      expect(res.statusCode, res.body).toBe(200);
    }
    const pending = (await api('GET', `/admin/courses/${c.id}/enrollments?status=pending`, tokens.editor)).json().metadata;
    expect(pending.map((e: { email: string }) => e.email).sort()).toEqual([student.email, other.email].sort());
    expect((await api('GET', `/admin/courses/${c.id}`, tokens.editor)).json().metadata.pendingCount).toBe(2);

    expect((await api('POST', `/admin/courses/${c.id}/enrollments/${student.id}/approve`, tokens.manager)).statusCode).toBe(200);
    expect((await api('POST', `/admin/courses/${c.id}/enrollments/${other.id}/reject`, tokens.manager)).statusCode).toBe(200);
    expect((await api('POST', `/admin/courses/${c.id}/enrollments/${other.id}/approve`, tokens.manager)).statusCode).toBe(404);
    await api('POST', `/me/courses/${c.code}/lessons/${l1.id}/complete`, student.token);
    const active = (await api('GET', `/admin/courses/${c.id}/enrollments`, tokens.editor)).json().metadata;
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      email: student.email,
      status: 'active',
      completedLessons: 1,
      totalLessons: 2,
      percent: 50,
    });

    const byHand = await api('POST', `/admin/courses/${c.id}/enrollments`, tokens.editor, { email: other.email });
    expect(byHand.statusCode, byHand.body).toBe(201);
    expect((await api('POST', `/admin/courses/${c.id}/enrollments`, tokens.editor, { email: other.email })).statusCode).toBe(409);
    expect(
      (await api('POST', `/admin/courses/${c.id}/enrollments`, tokens.editor, { email: 'nobody@example.vn' })).statusCode,
    ).toBe(404);
    expect((await api('POST', `/admin/courses/${c.id}/enrollments`, tokens.editor, { email: 'not-an-email' })).statusCode).toBe(
      400,
    );
    expect((await api('GET', `/admin/courses/${c.id}`, tokens.editor)).json().metadata).toMatchObject({
      studentCount: 2,
      pendingCount: 0,
    });

    const csv = await api('GET', `/admin/courses/${c.id}/enrollments.csv`, tokens.editor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('email,username,name,status');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`${student.email},`);

    const audit = await h.app.db.selectFrom('audit_log').select('action').where('entity_id', '=', c.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['approve', 'reject', 'enroll']));

    const empty = await newCourse('ENR-EMPTY');
    await addLesson(empty.id, { title: 'Một' });
    expect((await api('DELETE', `/admin/courses/${empty.id}`, tokens.admin)).statusCode).toBe(200);
    expect((await api('GET', `/admin/courses/${empty.id}`, tokens.admin)).statusCode).toBe(404);
  });
});
