import type { FastifyPluginAsync } from 'fastify';
import accounts from './account-routes';
import coursesAdmin from './admin-routes';
import catalogue from './catalogue-routes';
import courseWrites from './course-writes';
import { followCourseGrants } from './enrollments';
import learning from './learning-routes';
import legacyLogin from './legacy-login';
import legacy from './legacy-routes';
import { fillMissingLessons } from './lessons';
import media from './media-routes';

export { fillMissingLessons };

/**
 * Courses: the compatible e-learning calls (QuanLyKhoaHoc, QuanLyNguoiDung/DangNhap), our own
 * catalogue and enrolment API, and learning progress. Paid courses are enrolled when the
 * orders module reports them paid (course grants).
 */
const courses: FastifyPluginAsync = async (app) => {
  followCourseGrants(app);
  // Clients of the e-learning API post with a JSON content type and no body (ThongTinTaiKhoan…):
  // an empty body is "nothing sent", not invalid JSON. Only this module's routes parse so.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return json(req, text, done);
  });
  // Courses seeded or imported before this start get their lessons (with stable ids) now.
  app.addHook('onReady', async () => {
    try {
      const n = await fillMissingLessons(app.db);
      if (n) app.log.info({ lessons: n }, 'course lessons filled from curricula');
    } catch (err) {
      app.log.error({ err }, 'filling course lessons failed');
    }
  });
  await app.register(legacy);
  await app.register(legacyLogin);
  await app.register(accounts);
  await app.register(courseWrites);
  await app.register(catalogue);
  await app.register(learning);
  await app.register(media);
  await app.register(coursesAdmin);
};

export default courses;
