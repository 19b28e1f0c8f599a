import { randomUUID } from 'node:crypto';
import { type Gender, isRole, permissionsOf, type User, type UserPreferences, type UserStatus } from '@sen/core';
import { type Kysely, sql } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export const DEFAULT_PREFERENCES: UserPreferences = {
  language: 'vi',
  currency: 'VND',
  notifications: { email: true, push: true, sms: false, marketing: false },
};

export function parsePreferences(raw: string | null | undefined): UserPreferences {
  let stored: Partial<UserPreferences> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Partial<UserPreferences>) : {};
  } catch {
    stored = {};
  }
  return {
    ...DEFAULT_PREFERENCES,
    ...stored,
    notifications: { ...DEFAULT_PREFERENCES.notifications, ...(stored.notifications ?? {}) },
  };
}

/** Vietnamese order: the family name comes first ("Nguyễn Văn An" → lastName Nguyễn, firstName Văn An). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: parts[0] ?? '', lastName: '' };
  return { lastName: parts[0]!, firstName: parts.slice(1).join(' ') };
}

export function toUser(r: UsersTable): User {
  const role = isRole(r.role) ? r.role : 'customer';
  return {
    _id: r.id,
    id: r.id,
    username: r.username,
    email: r.email,
    name: [r.last_name, r.first_name].filter(Boolean).join(' '),
    firstName: r.first_name,
    lastName: r.last_name,
    phoneNumber: r.phone,
    role,
    status: r.status as UserStatus,
    avatar: r.avatar,
    isVerified: r.is_verified === 1,
    gender: (r.gender as Gender | null) ?? null,
    dateOfBirth: r.date_of_birth,
    preferences: parsePreferences(r.preferences),
    lastLogin: r.last_login,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    permissions: permissionsOf(role),
  };
}

export function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sign-in accepts the e-mail or the username (both stored lower-case). */
export function findUserByLogin(db: Kysely<Database>, identifier: string) {
  const value = identifier.trim().toLowerCase();
  return (
    db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('email', '=', value), eb('username', '=', value)]))
      // An e-mail match wins over someone whose username happens to equal it.
      .orderBy(sql`case when email = ${value} then 0 else 1 end`)
      .executeTakeFirst()
  );
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone?: string;
  language: string;
}

/** Which of e-mail and username are taken, checked before inserting for a clear message. */
export async function takenIdentity(db: Kysely<Database>, email: string, username: string) {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'username'])
    .where((eb) => eb.or([eb('email', '=', email), eb('username', '=', username)]))
    .execute();
  return { email: rows.some((r) => r.email === email), username: rows.some((r) => r.username === username) };
}

export async function insertUser(db: Kysely<Database>, u: NewUser): Promise<UsersTable> {
  const now = new Date().toISOString();
  const row: UsersTable = {
    id: randomUUID(),
    email: u.email,
    username: u.username,
    password_hash: u.passwordHash,
    first_name: u.firstName,
    last_name: u.lastName,
    phone: u.phone ?? '',
    role: 'customer',
    status: 'active',
    avatar: '',
    is_verified: 0,
    gender: null,
    date_of_birth: null,
    preferences: JSON.stringify({ ...DEFAULT_PREFERENCES, language: u.language }),
    last_login: null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}
