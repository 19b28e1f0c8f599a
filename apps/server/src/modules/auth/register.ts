import { errorMessage, type Language } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { UsersTable } from '../../db/schema';
import { AppError } from '../../lib/http';
import { verifyEmailMail } from '../mail/templates';
import { notify } from '../me/notify';
import { issueLink, VERIFY_TTL_HOURS } from './links';
import { hashPassword } from './passwords';
import { insertUser, takenIdentity } from './users';

export interface NewAccount {
  email: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e?.message ?? '');
}

export function conflict(lang: Language, taken: { email: boolean; username: boolean }, input: NewAccount): AppError {
  // Without a chosen username the e-mail is the username: only the e-mail field is at fault.
  if (input.username === input.email) taken = { email: true, username: false };
  const code = taken.email ? 'EMAIL_IN_USE' : 'USERNAME_EXISTS';
  const fieldErrors = [
    ...(taken.email ? [{ field: 'email', message: errorMessage('EMAIL_IN_USE', lang) }] : []),
    ...(taken.username ? [{ field: 'username', message: errorMessage('USERNAME_EXISTS', lang) }] : []),
  ];
  return new AppError(409, code, undefined, fieldErrors);
}

/** Creates a customer account (both registration routes) and mails its verification link. */
export async function registerAccount(app: FastifyInstance, input: NewAccount, lang: Language): Promise<UsersTable> {
  const taken = await takenIdentity(app.db, input.email, input.username);
  if (taken.email || taken.username) throw conflict(lang, taken, input);
  let user: UsersTable;
  try {
    user = await insertUser(app.db, {
      email: input.email,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      language: lang === 'vi' ? 'vi' : lang,
    });
  } catch (err) {
    // Two sign-ups with the same e-mail at once: the database decides, the loser gets the same 409.
    if (isUniqueViolation(err)) throw conflict(lang, await takenIdentity(app.db, input.email, input.username), input);
    throw err;
  }
  await sendVerification(app, user, lang);
  await notify(app.db, user.id, 'welcome');
  return user;
}

export async function sendVerification(app: FastifyInstance, user: UsersTable, lang: Language): Promise<void> {
  const token = await issueLink(app.db, {
    userId: user.id,
    email: user.email,
    purpose: 'verify',
    ttlMs: VERIFY_TTL_HOURS * 60 * 60 * 1000,
  });
  const link = `${app.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const name = [user.last_name, user.first_name].filter(Boolean).join(' ');
  await app.mail.send(verifyEmailMail(user.email, name, link, lang));
}
