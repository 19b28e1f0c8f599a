import { can } from '@sen/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/http';
import type { ByteRange } from '../../lib/storage';
import { resolveUser } from '../auth/plugin';
import { currentEnrollment } from './enrollments';
import { findCourse } from './queries';

const tags = ['courses'];
const params = z.object({ code: z.string().trim().min(1).max(64), lessonId: z.string().trim().min(1).max(64) });

/**
 * The one range of a `Range: bytes=…` header within `size` bytes; null when there is no header
 * (or one we answer whole: several ranges); 'unsatisfiable' for a range past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Lesson files for learners: the uploaded video, served with HTTP range requests (what lets a
 * player seek and resume without downloading the whole file), and attachments. Open to staff, to
 * those enrolled, and to everyone for a free-preview lesson. The access cookie signs in the
 * player's and the link's GETs (they cannot send a bearer header).
 */
const media: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  async function openLesson(req: FastifyRequest, code: string, lessonId: string) {
    const course = await findCourse(app.db, code, { includeInactive: true });
    if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
    const lesson = await app.db
      .selectFrom('course_lessons')
      .selectAll()
      .where('id', '=', lessonId)
      .where('course_id', '=', course.id)
      .executeTakeFirst();
    if (!lesson) throw new AppError(404, 'COURSE_LESSON_NOT_FOUND');
    if (lesson.is_preview === 1 && course.is_active === 1) return { course, lesson };
    // Resolved here, not by route config: a free preview needs no account, the rest does.
    const user = await resolveUser(app, req);
    if (!user) throw new AppError(401, 'UNAUTHORIZED');
    if (can(user.role, 'courses.write')) return { course, lesson };
    if (!(await currentEnrollment(app, user.id, course.id))) throw new AppError(403, 'COURSE_ENROLLMENT_REQUIRED');
    return { course, lesson };
  }

  async function sendStored(req: FastifyRequest, reply: FastifyReply, key: string, type: string, disposition?: string) {
    const head = await app.storage.head(key);
    if (!head) throw new AppError(404, 'COURSE_NO_VIDEO');
    const size = head.size;
    const range = parseRange(req.headers.range, size);
    reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600').type(type);
    if (disposition) reply.header('content-disposition', disposition);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new AppError(416, 'COURSE_RANGE_INVALID');
    }
    const object = await app.storage.get(key, range ?? undefined);
    if (!object) throw new AppError(404, 'COURSE_NO_VIDEO');
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', range.end - range.start + 1);
    } else reply.header('content-length', size);
    return reply.send(object.body);
  }

  app.get(
    '/courses/:code/lessons/:lessonId/video',
    {
      schema: { tags, summary: 'The uploaded lesson video; answers Range requests with 206 Partial Content', params },
    },
    async (req, reply) => {
      const { lesson } = await openLesson(req, req.params.code, req.params.lessonId);
      if (lesson.video_kind !== 'upload' || !lesson.video_ref) throw new AppError(404, 'COURSE_NO_VIDEO');
      return sendStored(req, reply, lesson.video_ref, lesson.video_type || 'video/mp4');
    },
  );

  app.get(
    '/courses/:code/lessons/:lessonId/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Download a lesson attachment',
        params: params.extend({ attachmentId: z.string().trim().min(1).max(64) }),
      },
    },
    async (req, reply) => {
      const { lesson } = await openLesson(req, req.params.code, req.params.lessonId);
      const att = await app.db
        .selectFrom('course_lesson_attachments')
        .selectAll()
        .where('id', '=', req.params.attachmentId)
        .where('lesson_id', '=', lesson.id)
        .executeTakeFirst();
      if (!att) throw new AppError(404, 'COURSE_ATTACHMENT_NOT_FOUND');
      const ascii = att.name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(att.name)}`;
      // Never shown inline: an uploaded HTML or SVG file must not run on our origin.
      reply.header('x-content-type-options', 'nosniff');
      return sendStored(req, reply, att.storage_key, att.content_type, disposition);
    },
  );
};

export default media;
