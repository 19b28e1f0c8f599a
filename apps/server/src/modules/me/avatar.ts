import { createHash, randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { type FieldMessageKey, fieldMessage } from '@sen/core';
import { AVATAR_MAX_BYTES, AVATAR_MAX_SIDE, AVATAR_MIN_SIDE } from '@sen/core/api/account';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, UsersTable } from '../../db/schema';
import { AppError, ok } from '../../lib/http';
import { checkImage, ImageRejected, reencode } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { findUserById, toUser } from '../auth/users';

/**
 * Profile pictures (decision 0015): POST /me/avatar takes one JPEG, PNG or WebP of at most
 * 2 MB, recognised from its bytes, stores it as `avatars/<user>-<random>.<ext>` in the shop's
 * storage (lib/storage; served at /uploads/ by plugins/static.ts with the content-type of that
 * extension and nosniff, or from S3_PUBLIC_URL) and points the
 * user's avatar at it; DELETE /me/avatar clears it. A replaced or removed upload is deleted —
 * only a file this user uploaded, found from the stored URL by a strict pattern, never a path
 * someone typed.
 */

const AVATAR_FOLDER = 'avatars/';
const AVATAR_WRITES = { max: 20, timeWindow: '15 minutes' } as const;

/** The start of this user's file names: the id itself when it is file-name safe (uuids are). */
function fileStem(userId: string): string {
  return /^[A-Za-z0-9-]{1,64}$/.test(userId) ? userId : createHash('sha256').update(userId).digest('hex').slice(0, 32);
}

/** The storage key behind `url` when it is a picture this user uploaded; otherwise null. */
export function ownAvatarKey(storage: Storage, userId: string, url: string): string | null {
  const key = storage.keyOf(url);
  if (!key?.startsWith(AVATAR_FOLDER)) return null;
  const name = key.slice(AVATAR_FOLDER.length);
  const stem = `${fileStem(userId)}-`;
  if (!name.startsWith(stem) || !/^[0-9a-f]{16}\.(?:jpg|png|webp)$/.test(name.slice(stem.length))) return null;
  return key;
}

async function removeFile(storage: Storage, key: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete an avatar file');
  }
}

/** Deletes the previous picture when it was this user's upload and is no longer their avatar. */
export async function dropReplacedAvatar(app: FastifyInstance, before: UsersTable, after: UsersTable): Promise<void> {
  if (before.avatar === after.avatar) return;
  const key = ownAvatarKey(app.storage, before.id, before.avatar);
  if (key) await removeFile(app.storage, key, app.log);
}

/**
 * Updates the user with `changes(current)` only if their avatar did not change in between
 * (compare-and-set, retried): two uploads at once each replace what the other stored, so no
 * picture is left behind unreferenced.
 */
export async function updateUserAvatar(
  db: Kysely<Database>,
  userId: string,
  changes: (current: UsersTable) => Partial<UsersTable>,
): Promise<{ before: UsersTable; after: UsersTable }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await findUserById(db, userId);
    if (!before) throw new AppError(401, 'UNAUTHORIZED');
    const set = changes(before);
    const res = await db
      .updateTable('users')
      .set(set)
      .where('id', '=', userId)
      .where('avatar', '=', before.avatar)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return { before, after: { ...before, ...set } };
  }
  throw new AppError(503, 'SERVICE_UNAVAILABLE');
}

/**
 * An avatar URL typed into the profile: empty (no picture), an http(s) address, or a path under
 * /uploads/ — never `javascript:`, `data:`, a protocol-relative `//host` or another site path.
 */
export function isAllowedAvatarUrl(value: string): boolean {
  if (value === '') return true;
  if (value.startsWith('/')) {
    return /^\/uploads\/[A-Za-z0-9._~/-]+$/.test(value) && !value.split('/').some((s) => s === '..' || s === '.');
  }
  if (!/^https?:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const avatarUrlSchema = z.string().trim().max(500).refine(isAllowedAvatarUrl, { message: 'avatar.url' });

function invalid(req: FastifyRequest, key: FieldMessageKey, params?: Record<string, string | number>): AppError {
  return new AppError(400, 'VALIDATION_ERROR', undefined, [{ field: 'avatar', message: fieldMessage(key, req.lang, params) }]);
}

const AVATAR_MESSAGE: Record<ImageRejected['key'], FieldMessageKey> = {
  'image.type': 'avatar.type',
  'image.size': 'avatar.size',
  'image.pixels': 'avatar.dimensions',
  'image.dimensions': 'avatar.dimensions',
};

/**
 * The one file of field `avatar`, read into memory (≤ 2 MB), then through the shop's image
 * pipeline (lib/images): recognised from its bytes, sized from its header before anything is
 * decoded, and re-encoded — no GPS position, device or date survives, orientation is applied.
 */
async function readAvatar(req: FastifyRequest): Promise<{ bytes: Buffer; extension: string }> {
  if (!req.isMultipart()) throw invalid(req, 'avatar.required');
  let bytes: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'avatar') {
        // Another field's file is not read; without an `avatar` it ends as "choose a picture".
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(req, error);
  }
  if (!bytes?.length) throw invalid(req, 'avatar.required');
  try {
    const checked = await checkImage(bytes, {
      maxBytes: AVATAR_MAX_BYTES,
      formats: ['jpeg', 'png', 'webp'],
      minSide: AVATAR_MIN_SIDE,
      maxSide: AVATAR_MAX_SIDE,
    });
    const image = await reencode(bytes, checked);
    return { bytes: image.data, extension: image.ext };
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    const key = AVATAR_MESSAGE[error.key];
    throw invalid(
      req,
      key,
      key === 'avatar.size' ? { max: AVATAR_MAX_BYTES / 1024 / 1024 } : { min: AVATAR_MIN_SIDE, max: AVATAR_MAX_SIDE },
    );
  }
}

/** @fastify/multipart's and busboy's errors as the field message a person reads. */
function multipartError(req: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid(req, 'avatar.size', { max: AVATAR_MAX_BYTES / 1024 / 1024 });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid(req, 'avatar.single');
    case 'FST_MP_PREMATURE_CLOSE':
      // The client went away: nobody reads the answer.
      return error;
    default:
      // Malformed multipart data (no boundary, a part cut short, a forbidden field name…).
      req.log.info({ err: error }, 'unreadable avatar upload');
      return invalid(req, 'avatar.required');
  }
}

const avatar: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.delete(
    '/me/avatar',
    {
      schema: { tags: ['account'], summary: 'Remove the profile picture (an uploaded one is deleted)' },
      config: { auth: 'required', rateLimit: AVATAR_WRITES },
    },
    async (req) => {
      const { before, after } = await updateUserAvatar(app.db, req.user!.id, () => ({
        avatar: '',
        updated_at: new Date().toISOString(),
      }));
      await dropReplacedAvatar(app, before, after);
      return ok(toUser(after));
    },
  );

  // multipart/form-data is understood in this scope only: JSON bodies and page form posts elsewhere are untouched.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: AVATAR_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 11,
        headerPairs: 20,
      },
    });

    scope.post(
      '/me/avatar',
      {
        schema: {
          tags: ['account'],
          summary: 'Upload a profile picture',
          description:
            'multipart/form-data with one file in the field `avatar`: JPEG, PNG or WebP (recognised from its bytes), ' +
            `at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB, ${AVATAR_MIN_SIDE} to ${AVATAR_MAX_SIDE} pixels a side. ` +
            'Answers the updated user; the previous uploaded picture is deleted.',
        },
        config: { auth: 'required', rateLimit: AVATAR_WRITES },
      },
      async (req) => {
        const { bytes, extension } = await readAvatar(req);
        const userId = req.user!.id;
        const name = `${fileStem(userId)}-${randomBytes(8).toString('hex')}.${extension}`;
        const key = `${AVATAR_FOLDER}${name}`;
        // Stored whole or not at all (lib/storage), before the user points at it.
        await app.storage.put(key, bytes);
        let result: { before: UsersTable; after: UsersTable };
        try {
          result = await updateUserAvatar(app.db, userId, () => ({
            avatar: app.storage.url(key),
            updated_at: new Date().toISOString(),
          }));
        } catch (error) {
          await removeFile(app.storage, key, req.log);
          throw error;
        }
        await dropReplacedAvatar(app, result.before, result.after);
        return ok(toUser(result.after));
      },
    );
  });
};

export default avatar;
