import {
  can,
  courseSuccessMessage,
  dayMonthYear,
  LEGACY_USER_TYPES,
  type LegacyAccount,
  type LegacyAccountDetail,
  type LegacyCourseRef,
  type LegacyUser,
  type LegacyUserType,
  legacyAccountBodySchema,
  legacyAccountQuerySchema,
  legacyCourseBodySchema,
  legacyNewUserSchema,
  legacyUserListQuerySchema,
  legacyUserPageQuerySchema,
  legacyUserUpdateSchema,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UsersTable } from '../../db/schema';
import { AppError, sendJson } from '../../lib/http';
import { likeContains } from '../../lib/like';
import { recordAudit } from '../audit/audit';
import { hashPassword } from '../auth/passwords';
import type { AuthUser } from '../auth/plugin';
import { conflict, isUniqueViolation } from '../auth/register';
import { revokeUserSessions } from '../auth/sessions';
import { findUserByLogin, insertUser, splitFullName, takenIdentity } from '../auth/users';
import { canonicalKeys } from './compat';
import { studentRef, studentsOf } from './course-writes';
import { absoluteUrl } from './mappers';
import { findCourse } from './queries';

const tags = ['courses (compatible)'];

/** 'GV' (giáo vụ) for every staff role, 'HV' (học viên) for customers. */
export const userType = (role: string): LegacyUserType => (can(role, 'admin.access') ? 'GV' : 'HV');
/** A GV created or promoted through this API manages courses (Sen's 'editor' role); an HV is a customer. */
const roleOf = (type: LegacyUserType) => (type === 'GV' ? 'editor' : 'customer');
const typeName = (type: LegacyUserType) => LEGACY_USER_TYPES.find((t) => t.maLoaiNguoiDung === type)!.tenLoaiNguoiDung;
const fullName = (u: Pick<UsersTable, 'first_name' | 'last_name'>) => [u.last_name, u.first_name].filter(Boolean).join(' ');

function toAccount(u: UsersTable): LegacyAccount {
  return {
    taiKhoan: u.username,
    hoTen: fullName(u),
    email: u.email,
    soDT: u.phone,
    // Accounts are shop-wide; the API's groups only split courses (decision 0050).
    maNhom: 'GP01',
    maLoaiNguoiDung: userType(u.role),
  };
}

function toListedUser(u: UsersTable): LegacyUser {
  const type = userType(u.role);
  return {
    taiKhoan: u.username,
    hoTen: fullName(u),
    email: u.email,
    soDt: u.phone,
    maLoaiNguoiDung: type,
    tenLoaiNguoiDung: typeName(type),
  };
}

/**
 * QuanLyNguoiDung of the e-learning API: your own account, the user types and groups, user
 * management for staff (Sen's permission table: customers.read / customers.write, and
 * users.manage for staff accounts and the GV type), and the enrolment lists (courses.write, or
 * the learner for their own). Bare JSON answers (decision 0050).
 */
const accounts: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const publicUrl = app.config.publicUrl;
  const bare = (reply: FastifyReply, body: unknown) => sendJson(reply, JSON.stringify(body));

  async function me(req: FastifyRequest): Promise<UsersTable> {
    const u = await app.db.selectFrom('users').selectAll().where('id', '=', req.user!.id).executeTakeFirst();
    if (!u) throw new AppError(401, 'UNAUTHORIZED');
    return u;
  }

  async function accountOrThrow(account: string): Promise<UsersTable> {
    const u = await findUserByLogin(app.db, account);
    if (!u) throw new AppError(404, 'COURSE_ACCOUNT_NOT_FOUND', { account });
    return u;
  }

  /** Staff accounts, and making anyone staff, need users.manage; customers need customers.write. */
  function mayManage(caller: AuthUser, target: { role: string } | null, type?: LegacyUserType) {
    const needsAdmin = (target && userType(target.role) === 'GV') || type === 'GV';
    if (!can(caller.role, needsAdmin ? 'users.manage' : 'customers.write')) throw new AppError(403, 'FORBIDDEN');
  }

  app.post(
    '/QuanLyNguoiDung/ThongTinNguoiDung',
    {
      schema: { tags, summary: 'The signed-in account: {taiKhoan, hoTen, email, soDT, maNhom, maLoaiNguoiDung}' },
      config: { auth: 'required' },
    },
    async (req, reply) => bare(reply, toAccount(await me(req))),
  );

  app.post(
    '/QuanLyNguoiDung/ThongTinTaiKhoan',
    {
      schema: { tags, summary: 'The signed-in account with its approved courses (chiTietKhoaHocGhiDanh); never the password' },
      config: { auth: 'required' },
    },
    async (req, reply) => {
      const u = await me(req);
      const courses = await app.db
        .selectFrom('course_enrollments as e')
        .innerJoin('courses as c', 'c.id', 'e.course_id')
        .select([
          'c.code',
          'c.title',
          'c.slug',
          'c.description',
          'c.view_count',
          'c.image_url',
          'c.created_at',
          'c.rating_average',
        ])
        .where('e.user_id', '=', u.id)
        .where('e.status', '=', 'active')
        .orderBy('e.enrolled_at', 'desc')
        .execute();
      const body: LegacyAccountDetail = {
        ...toAccount(u),
        chiTietKhoaHocGhiDanh: courses.map((c) => ({
          maKhoaHoc: c.code,
          tenKhoaHoc: c.title,
          biDanh: c.slug,
          moTa: c.description,
          luotXem: Number(c.view_count),
          hinhAnh: absoluteUrl(c.image_url, publicUrl),
          ngayTao: dayMonthYear(c.created_at),
          danhGia: Number(c.rating_average),
        })),
      };
      reply.header('cache-control', 'no-store');
      return bare(reply, body);
    },
  );

  app.get(
    '/QuanLyNguoiDung/LayDanhSachLoaiNguoiDung',
    { schema: { tags, summary: 'User types: HV học viên, GV giáo vụ' } },
    async (_req, reply) => bare(reply, LEGACY_USER_TYPES),
  );

  app.get(
    '/QuanLyNguoiDung/LayDanhSachNhomNguoiDung',
    { schema: { tags, summary: 'Groups (maNhom) that hold courses, GP01 first' } },
    async (_req, reply) => {
      const rows = await app.db.selectFrom('courses').select('group_code').distinct().orderBy('group_code').execute();
      const groups = [...new Set(['GP01', ...rows.map((r) => r.group_code)])];
      return bare(
        reply,
        groups.map((maNhom) => ({ maNhom, tenNhom: maNhom })),
      );
    },
  );

  function usersQuery(tuKhoa: string | undefined) {
    let q = app.db.selectFrom('users');
    const word = tuKhoa?.toLowerCase();
    if (word) {
      q = q.where((eb) =>
        eb.or([
          likeContains('username', word),
          likeContains('email', word),
          likeContains('phone', word),
          likeContains(eb.fn('lower', ['first_name']), word),
          likeContains(eb.fn('lower', ['last_name']), word),
        ]),
      );
    }
    return q;
  }

  const listConfig = { permission: 'customers.read' } as const;
  const listKeys = canonicalKeys(['MaNhom', 'tuKhoa', 'page', 'pageSize']);
  const list = async (tuKhoa: string | undefined, reply: FastifyReply) =>
    bare(reply, (await usersQuery(tuKhoa).selectAll().orderBy('username').limit(1000).execute()).map(toListedUser));

  app.get(
    '/QuanLyNguoiDung/LayDanhSachNguoiDung',
    {
      schema: {
        tags,
        summary: 'Users (staff: customers.read); tuKhoa matches account, name, e-mail or phone',
        querystring: legacyUserListQuerySchema,
      },
      config: listConfig,
      preValidation: listKeys,
    },
    async (req, reply) => list(req.query.tuKhoa, reply),
  );
  app.get(
    '/QuanLyNguoiDung/TimKiemNguoiDung',
    {
      schema: { tags, summary: 'Search users by tuKhoa (staff: customers.read)', querystring: legacyUserListQuerySchema },
      config: listConfig,
      preValidation: listKeys,
    },
    async (req, reply) => list(req.query.tuKhoa, reply),
  );
  app.get(
    '/QuanLyNguoiDung/LayDanhSachNguoiDung_PhanTrang',
    {
      schema: {
        tags,
        summary: 'One page of users {currentPage, count, totalPages, totalCount, items}',
        querystring: legacyUserPageQuerySchema,
      },
      config: listConfig,
      preValidation: listKeys,
    },
    async (req, reply) => {
      const { page, pageSize, tuKhoa } = req.query;
      const [rows, count] = await Promise.all([
        usersQuery(tuKhoa)
          .selectAll()
          .orderBy('username')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        usersQuery(tuKhoa)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.n);
      return bare(reply, {
        currentPage: page,
        count: rows.length,
        totalPages: Math.ceil(total / pageSize),
        totalCount: total,
        items: rows.map(toListedUser),
      });
    },
  );

  app.post(
    '/QuanLyNguoiDung/ThemNguoiDung',
    {
      schema: {
        tags,
        summary:
          'Create an account {taiKhoan, matKhau, hoTen, soDT, maLoaiNguoiDung, maNhom, email} (staff); answers it without the password',
        body: legacyNewUserSchema,
      },
      config: { permission: 'customers.write' },
      preValidation: canonicalKeys(['taiKhoan', 'matKhau', 'hoTen', 'soDT', 'maLoaiNguoiDung', 'maNhom', 'email']),
    },
    async (req, reply) => {
      const b = req.body;
      mayManage(req.user!, null, b.maLoaiNguoiDung);
      const input = { email: b.email, username: b.taiKhoan, password: b.matKhau, firstName: '', lastName: '' };
      const taken = await takenIdentity(app.db, b.email, b.taiKhoan);
      if (taken.email || taken.username) throw conflict(req.lang, taken, input);
      const names = splitFullName(b.hoTen);
      let user: UsersTable;
      try {
        user = await app.db.transaction().execute(async (trx) => {
          const created = await insertUser(trx, {
            email: b.email,
            username: b.taiKhoan,
            passwordHash: await hashPassword(b.matKhau),
            ...names,
            phone: b.soDT,
            language: 'vi',
          });
          const role = roleOf(b.maLoaiNguoiDung);
          if (role !== 'customer') await trx.updateTable('users').set({ role }).where('id', '=', created.id).execute();
          const row = { ...created, role };
          await recordAudit(trx, { actor: req.user, action: 'create', entity: 'user', entityId: row.id, after: toAccount(row) });
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(req.lang, await takenIdentity(app.db, b.email, b.taiKhoan), input);
        throw err;
      }
      return bare(reply, { ...toAccount(user), hoTen: b.hoTen });
    },
  );

  app.put(
    '/QuanLyNguoiDung/CapNhatThongTinNguoiDung',
    {
      schema: {
        tags,
        summary:
          'Edit an account named by taiKhoan: your own, or staff (customers.write; users.manage for staff and the GV type). A new matKhau signs the account out elsewhere',
        body: legacyUserUpdateSchema,
      },
      config: { auth: 'required' },
      preValidation: canonicalKeys(['taiKhoan', 'matKhau', 'hoTen', 'soDT', 'maLoaiNguoiDung', 'maNhom', 'email']),
    },
    async (req, reply) => {
      const b = req.body;
      const caller = req.user!;
      const target = await findUserByLogin(app.db, b.taiKhoan);
      const self = target?.id === caller.id;
      const typeChange = b.maLoaiNguoiDung && target && b.maLoaiNguoiDung !== userType(target.role);
      if (!self || typeChange) {
        // A learner naming someone else learns nothing about whether that account exists.
        if (!can(caller.role, 'customers.write')) throw new AppError(403, 'FORBIDDEN');
        if (!target) throw new AppError(404, 'COURSE_ACCOUNT_NOT_FOUND', { account: b.taiKhoan });
        mayManage(caller, target, typeChange ? b.maLoaiNguoiDung : undefined);
        if (self && typeChange) throw new AppError(403, 'FORBIDDEN');
      }
      const u = target!;
      if (b.email !== u.email) {
        const taken = await takenIdentity(app.db, b.email, '');
        if (taken.email)
          throw conflict(
            req.lang,
            { email: true, username: false },
            { email: b.email, username: '', password: '', firstName: '', lastName: '' },
          );
      }
      const names = splitFullName(b.hoTen);
      const changes = {
        first_name: names.firstName,
        last_name: names.lastName,
        email: b.email,
        ...(b.soDT !== undefined ? { phone: b.soDT } : {}),
        ...(b.matKhau ? { password_hash: await hashPassword(b.matKhau) } : {}),
        ...(typeChange && b.maLoaiNguoiDung ? { role: roleOf(b.maLoaiNguoiDung) } : {}),
        ...(b.email !== u.email ? { is_verified: 0 } : {}),
        updated_at: new Date().toISOString(),
      };
      const updated = await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', u.id).execute();
        const row = await trx.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
        if (!self) {
          await recordAudit(trx, {
            actor: caller,
            action: 'update',
            entity: 'user',
            entityId: u.id,
            before: toAccount(u),
            after: { ...toAccount(row), passwordChanged: Boolean(b.matKhau) },
          });
        }
        return row;
      });
      // A new password (or type) ends the account's other sessions: their tokens stop at once.
      if (b.matKhau || typeChange) {
        await revokeUserSessions(
          app.db,
          u.id,
          b.matKhau ? 'password changed' : 'type changed',
          self ? caller.sessionId : undefined,
        );
      }
      return bare(reply, toAccount(updated));
    },
  );

  app.delete(
    '/QuanLyNguoiDung/XoaNguoiDung',
    {
      schema: {
        tags,
        summary:
          'Delete the account TaiKhoan (staff); refused while it is enrolled, waiting for approval or owns a purchased course',
        querystring: legacyAccountQuerySchema,
      },
      config: { permission: 'customers.write' },
      preValidation: canonicalKeys(['TaiKhoan']),
    },
    async (req, reply) => {
      const target = await accountOrThrow(req.query.TaiKhoan);
      if (target.id === req.user!.id) throw new AppError(409, 'USER_DELETE_SELF');
      mayManage(req.user!, target);
      await app.db.transaction().execute(async (trx) => {
        const enrolled = await trx
          .selectFrom('course_enrollments')
          .select('course_id')
          .where('user_id', '=', target.id)
          .where('status', 'in', ['active', 'pending'])
          .executeTakeFirst();
        const bought = await trx
          .selectFrom('course_grants')
          .select('course_id')
          .where('user_id', '=', target.id)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (enrolled || bought) throw new AppError(409, 'USER_HAS_COURSES');
        // Orders keep their copy of the buyer (user_id set null); sessions, carts, reviews go with the account.
        await trx.deleteFrom('users').where('id', '=', target.id).execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'delete',
          entity: 'user',
          entityId: target.id,
          before: toAccount(target),
        });
      });
      return bare(reply, courseSuccessMessage('userDeleted', req.lang));
    },
  );

  /* Enrolment lists. */

  /** The account a course list is about: your own, or anyone's for staff (courses.write). */
  async function listedAccount(req: FastifyRequest, account: string): Promise<UsersTable> {
    const caller = req.user!;
    const u = await findUserByLogin(app.db, account);
    if (u?.id === caller.id) return u;
    if (!can(caller.role, 'courses.write')) throw new AppError(403, 'COURSE_ACCOUNT_FORBIDDEN');
    if (!u) throw new AppError(404, 'COURSE_ACCOUNT_NOT_FOUND', { account });
    return u;
  }

  async function coursesOf(userId: string, status: 'active' | 'pending' | 'none'): Promise<LegacyCourseRef[]> {
    let q = app.db.selectFrom('courses as c').select(['c.code', 'c.title', 'c.slug']);
    if (status === 'none') {
      q = q
        .where('c.is_active', '=', 1)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('course_enrollments as e')
                .select('e.user_id')
                .whereRef('e.course_id', '=', 'c.id')
                .where('e.user_id', '=', userId)
                .where('e.status', 'in', ['active', 'pending']),
            ),
          ),
        );
    } else {
      q = q
        .innerJoin('course_enrollments as e', 'e.course_id', 'c.id')
        .where('e.user_id', '=', userId)
        .where('e.status', '=', status);
    }
    const rows = await q.orderBy('c.title').execute();
    return rows.map((c) => ({ maKhoaHoc: c.code, tenKhoaHoc: c.title, biDanh: c.slug }));
  }

  const accountKeys = canonicalKeys(['taiKhoan']);
  const accountList = (path: string, status: 'active' | 'pending' | 'none', summary: string) =>
    app.post(
      `/QuanLyNguoiDung/${path}`,
      { schema: { tags, summary, body: legacyAccountBodySchema }, config: { auth: 'required' }, preValidation: accountKeys },
      async (req, reply) => {
        const u = await listedAccount(req, req.body.taiKhoan);
        return bare(reply, await coursesOf(u.id, status));
      },
    );
  // The original took the account as `?TaiKhoan=` here; the body works too.
  app.addHook('preValidation', async (req) => {
    if (!req.url.includes('/LayDanhSachKhoaHocChuaGhiDanh')) return;
    const q = req.query as Record<string, unknown>;
    const account = Object.entries(q).find(([k]) => k.toLowerCase() === 'taikhoan')?.[1];
    if (typeof account === 'string' && account && (!req.body || typeof req.body !== 'object')) req.body = { taiKhoan: account };
    else if (typeof account === 'string' && account && !(req.body as Record<string, unknown>).taiKhoan) {
      req.body = { ...(req.body as object), taiKhoan: account };
    }
  });
  accountList(
    'LayDanhSachKhoaHocChuaGhiDanh',
    'none',
    'Courses an account is neither enrolled in nor waiting for: [{maKhoaHoc, tenKhoaHoc, biDanh}]',
  );
  accountList('LayDanhSachKhoaHocChoXetDuyet', 'pending', 'Courses an account waits for approval in');
  accountList('LayDanhSachKhoaHocDaXetDuyet', 'active', 'Courses an account is enrolled (approved) in');

  async function courseOrThrow(code: string) {
    const course = await findCourse(app.db, code, { includeInactive: true });
    if (!course) throw new AppError(404, 'COURSE_NOT_FOUND');
    return course;
  }

  const courseKeys = canonicalKeys(['maKhoaHoc']);
  const courseList = (path: string, summary: string, load: (courseId: string) => Promise<unknown>) =>
    app.post(
      `/QuanLyNguoiDung/${path}`,
      {
        schema: { tags, summary, body: legacyCourseBodySchema },
        config: { permission: 'courses.write' },
        preValidation: courseKeys,
      },
      async (req, reply) => bare(reply, await load((await courseOrThrow(req.body.maKhoaHoc)).id)),
    );
  courseList(
    'LayDanhSachNguoiDungChuaGhiDanh',
    'Active accounts neither enrolled in the course nor waiting: [{taiKhoan, hoTen, biDanh}] (staff)',
    async (courseId) => {
      const rows = await app.db
        .selectFrom('users as u')
        .select(['u.username', 'u.first_name', 'u.last_name'])
        .where('u.status', '=', 'active')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('course_enrollments as e')
                .select('e.user_id')
                .whereRef('e.user_id', '=', 'u.id')
                .where('e.course_id', '=', courseId)
                .where('e.status', 'in', ['active', 'pending']),
            ),
          ),
        )
        .orderBy('u.username')
        .limit(1000)
        .execute();
      return rows.map(studentRef);
    },
  );
  courseList('LayDanhSachHocVienChoXetDuyet', 'Accounts waiting for approval in the course (staff)', (courseId) =>
    studentsOf(app.db, courseId, 'pending'),
  );
  courseList('LayDanhSachHocVienKhoaHoc', 'Students of the course (staff)', (courseId) => studentsOf(app.db, courseId, 'active'));
};

export default accounts;
