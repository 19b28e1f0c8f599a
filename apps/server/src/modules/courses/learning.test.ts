import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { bearer, createUser, type Harness, login } from '../auth/testing';
import { addTestCourse, courseCounts, coursesHarness } from './testing';

describe.each(dialects)('own course API and learning progress on %s', (dialect) => {
  let h: Harness;
  let token: string;
  let email: string;
  let editorToken: string;
  let free: { id: string; code: string; title: string };

  beforeAll(async () => {
    h = await coursesHarness(dialect);
    const user = await createUser(h.app);
    email = user.email;
    token = (await login(h.app, email)).token;
    editorToken = (await login(h.app, (await createUser(h.app, { role: 'editor' })).email)).token;
    free = await addTestCourse(h.app, { title: 'Nhập môn lập trình miễn phí' });
  });
  afterAll(async () => h.close());

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: string) =>
    h.app.inject({ method, url: `/api/v1${url}`, headers: auth ? bearer(auth) : {} });

  it('lists courses in the envelope with pages, search, category, level and sorts', async () => {
    const res = await api('GET', '/courses');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 200, message: 'Success' });
    expect(body.metadata.pagination).toEqual({ totalCount: 23, page: 1, limit: 12, totalPages: 2 });
    expect(body.metadata.items).toHaveLength(12);
    const students = body.metadata.items.map((c: { studentCount: number }) => c.studentCount);
    expect(students).toEqual([...students].sort((a, b) => b - a));
    const react = (await api('GET', '/courses?q=reactjs')).json().metadata.items;
    expect(react).toHaveLength(1);
    expect(react[0]).toMatchObject({
      code: 'REACT-01',
      slug: 'reactjs-tu-co-ban-den-nang-cao',
      title: 'ReactJS từ cơ bản đến nâng cao',
      instructor: 'Nguyễn Văn Khải',
      category: 'Lập trình Front-end',
      categoryCode: 'FrontEnd',
      categorySlug: 'lap-trinh-front-end',
      price: 1_999_000,
      discountPrice: 599_000,
      finalPrice: 599_000,
      isFree: false,
      level: 'Beginner',
      lessonCount: 11,
      isBestseller: true,
      isNew: false,
      imageUrl: '/uploads/demo/courses/react-01.svg',
    });
    expect((await api('GET', '/courses?q=THUC%20CHIEN')).json().metadata.pagination.totalCount).toBe(3);
    const mobile = (await api('GET', '/courses?category=lap-trinh-di-dong')).json().metadata;
    expect(mobile.pagination.totalCount).toBe(4);
    expect((await api('GET', '/courses?category=DiDong')).json().metadata.pagination.totalCount).toBe(4);
    expect((await api('GET', '/courses?category=khong-co')).json().metadata).toEqual({
      items: [],
      pagination: { totalCount: 0, page: 1, limit: 12, totalPages: 1 },
    });
    const advanced = (await api('GET', '/courses?level=Advanced&limit=50')).json().metadata.items;
    expect(advanced.length).toBeGreaterThan(0);
    expect(advanced.every((c: { level: string }) => c.level === 'Advanced')).toBe(true);
    const cheap = (await api('GET', '/courses?sort=price_asc&limit=50'))
      .json()
      .metadata.items.map((c: { finalPrice: number }) => c.finalPrice);
    expect(cheap[0]).toBe(0);
    expect(cheap).toEqual([...cheap].sort((a: number, b: number) => a - b));
    const bad = await api('GET', '/courses?level=Expert&lang=en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().metadata.errors[0].field).toBe('query.level');
  });

  it('lists the categories with their course counts', async () => {
    const cats = (await api('GET', '/course-categories')).json().metadata;
    expect(cats).toHaveLength(6);
    expect(cats[0]).toEqual({
      _id: expect.any(String),
      code: 'FrontEnd',
      name: 'Lập trình Front-end',
      slug: 'lap-trinh-front-end',
      courseCount: 5,
    });
    expect(cats.reduce((n: number, c: { courseCount: number }) => n + c.courseCount, 0)).toBe(23);
    expect((await api('GET', '/course-categories/lap-trinh-di-dong')).json().metadata).toMatchObject({
      code: 'DiDong',
      courseCount: 4,
    });
    expect((await api('GET', '/course-categories/khong-co')).json()).toMatchObject({ errorCode: 'COURSE_CATEGORY_NOT_FOUND' });
  });

  it('answers one course by code or slug with its outline but no lesson content, counting views', async () => {
    const byCode = (await api('GET', '/courses/react-01')).json().metadata;
    const bySlug = (await api('GET', '/courses/reactjs-tu-co-ban-den-nang-cao')).json().metadata;
    expect(bySlug.viewCount).toBe(byCode.viewCount + 1);
    expect(bySlug.curriculum).toEqual(byCode.curriculum);
    expect(byCode.curriculum).toHaveLength(4);
    expect(byCode.curriculum[0]).toMatchObject({ title: 'Làm quen với React', duration: expect.any(Number) });
    const lessons = byCode.curriculum.flatMap((s: { lessons: unknown[] }) => s.lessons);
    expect(lessons).toHaveLength(11);
    expect(lessons.every((l: { content: unknown }) => l.content === null)).toBe(true);
    const missing = await api('GET', '/courses/khong-co');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'COURSE_NOT_FOUND', message: 'Không tìm thấy khóa học' });
  });

  it('enrols in a free course only; paid ones answer 402', async () => {
    const paid = await api('POST', '/courses/REACT-01/enroll', token);
    expect(paid.statusCode).toBe(402);
    expect(paid.json().errorCode).toBe('COURSE_NOT_FREE');
    expect((await api('POST', `/courses/${free.code}/enroll`)).statusCode).toBe(401);

    const res = await api('POST', `/courses/${free.code}/enroll`, token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().metadata).toEqual({
      courseCode: free.code,
      enrolled: true,
      enrollment: { source: 'free', enrolledAt: expect.any(String), orderId: null },
      studentCount: 1,
    });
    const again = await api('POST', `/courses/${free.code}/enroll`, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('COURSE_ALREADY_ENROLLED');
  });

  it('serves lesson content to enrolled learners and staff only', async () => {
    const mine = (await api('GET', `/me/courses/${free.code}`, token)).json().metadata;
    expect(mine).toMatchObject({ enrolled: true, canAccessContent: true, enrollment: { source: 'free' } });
    const first = mine.course.curriculum[0].lessons[0];
    expect(first).toMatchObject({ title: 'Giới thiệu', kind: 'article', duration: 5 });
    expect(first.content).toContain('Giới thiệu');

    const other = (await api('GET', '/me/courses/REACT-01', token)).json().metadata;
    expect(other).toMatchObject({ enrolled: false, canAccessContent: false, enrollment: null, progress: null });
    // The first lesson is the free preview (decision 0300); the second is closed until enrolling.
    expect(other.course.curriculum[0].lessons[0]).toMatchObject({ isPreview: true, content: expect.any(String) });
    expect(other.course.curriculum[0].lessons[1]).toMatchObject({ isPreview: false, content: null });
    const lessonId = other.course.curriculum[0].lessons[1].id;
    const refused = await api('GET', `/me/courses/REACT-01/lessons/${lessonId}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      errorCode: 'COURSE_ENROLLMENT_REQUIRED',
      message: 'Vui lòng ghi danh khóa học để học bài này',
    });
    expect((await api('POST', `/me/courses/REACT-01/lessons/${lessonId}/complete`, token)).statusCode).toBe(403);

    const staff = (await api('GET', '/me/courses/REACT-01', editorToken)).json().metadata;
    expect(staff).toMatchObject({ enrolled: false, canAccessContent: true });
    expect(staff.course.curriculum[0].lessons[0].content).toEqual(expect.any(String));
    expect((await api('GET', `/me/courses/REACT-01/lessons/${lessonId}`, editorToken)).statusCode).toBe(200);
  });

  it('marks lessons done, resumes where the learner left, and keeps it across sign-ins', async () => {
    const outline = (await api('GET', `/me/courses/${free.code}`, token)).json().metadata.course.curriculum;
    const [l1, l2, l3] = outline.flatMap((s: { lessons: { id: string }[] }) => s.lessons).map((l: { id: string }) => l.id);
    const progress = async (auth = token) => (await api('GET', `/me/courses/${free.code}/progress`, auth)).json().metadata;
    expect(await progress()).toMatchObject({
      completedLessons: 0,
      totalLessons: 3,
      percent: 0,
      resumeLessonId: l1,
      lastLessonId: null,
    });

    const open = (await api('GET', `/me/courses/${free.code}/lessons/${l2}`, token)).json().metadata;
    expect(open).toMatchObject({
      courseCode: free.code,
      sectionTitle: 'Bắt đầu',
      lesson: { id: l2, title: 'Cài đặt', kind: 'article', duration: 12, content: expect.any(String) },
      completed: false,
      previousLessonId: l1,
      nextLessonId: l3,
    });
    expect(await progress()).toMatchObject({ resumeLessonId: l2, lastLessonId: l2 });

    const done1 = await api('POST', `/me/courses/${free.code}/lessons/${l1}/complete`, token);
    expect(done1.statusCode).toBe(200);
    expect(done1.json().metadata).toMatchObject({
      completedLessons: 1,
      percent: 33,
      completedLessonIds: [l1],
      resumeLessonId: l2,
    });
    await api('POST', `/me/courses/${free.code}/lessons/${l2}/complete`, token);
    const twice = (await api('POST', `/me/courses/${free.code}/lessons/${l2}/complete`, token)).json().metadata;
    expect(twice).toMatchObject({ completedLessons: 2, percent: 66, completedLessonIds: [l1, l2], resumeLessonId: l3 });

    const undone = (await api('DELETE', `/me/courses/${free.code}/lessons/${l1}/complete`, token)).json().metadata;
    expect(undone).toMatchObject({ completedLessons: 1, percent: 33, completedLessonIds: [l2], resumeLessonId: l1 });

    // A new sign-in (another device, or after a reload) finds the same place.
    const again = (await login(h.app, email)).token;
    expect(await progress(again)).toMatchObject({ completedLessonIds: [l2], resumeLessonId: l1 });

    const list = (await api('GET', '/me/courses', again)).json().metadata;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      course: { code: free.code, lessonCount: 3, isFree: true },
      enrollment: { source: 'free' },
      progress: { completedLessons: 1, totalLessons: 3, percent: 33, resumeLessonId: l1 },
      resumeLessonTitle: 'Giới thiệu',
    });

    const react = (await api('GET', '/courses/REACT-01')).json().metadata.curriculum[0].lessons[0].id;
    const foreign = await api('POST', `/me/courses/${free.code}/lessons/${react}/complete`, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('COURSE_LESSON_NOT_FOUND');

    await api('POST', `/me/courses/${free.code}/lessons/${l1}/complete`, token);
    await api('POST', `/me/courses/${free.code}/lessons/${l3}/complete`, token);
    expect(await progress()).toMatchObject({ completedLessons: 3, percent: 100, resumeLessonId: l3 });
  });

  it('cancels a free enrolment and keeps the progress for a later one', async () => {
    const students = (await courseCounts(h.app, free.id)).students;
    const res = await api('DELETE', `/courses/${free.code}/enroll`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toMatchObject({ courseCode: free.code, enrolled: false, studentCount: students - 1 });
    expect((await api('GET', '/me/courses', token)).json().metadata).toEqual([]);
    expect((await api('GET', `/me/courses/${free.code}/progress`, token)).statusCode).toBe(403);
    expect((await api('DELETE', `/courses/${free.code}/enroll`, token)).json().errorCode).toBe('COURSE_NOT_ENROLLED');

    await api('POST', `/courses/${free.code}/enroll`, token);
    expect((await api('GET', `/me/courses/${free.code}/progress`, token)).json().metadata.completedLessons).toBe(3);
    expect((await courseCounts(h.app, free.id)).students).toBe(students);
  });
});
