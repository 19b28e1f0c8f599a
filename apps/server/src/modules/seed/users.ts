import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../db/schema';
import { DEMO_PASSWORD } from './demo-password';
import { avatarSvg, type ImageFile, urlOf } from './images';
import { type Db, existingKeys, insertRows, json } from './util';

export { DEMO_PASSWORD };

interface DemoUser {
  role: string;
  last: string;
  first: string;
  phone: string;
  gender: 'male' | 'female';
  born: string;
}

const USERS: DemoUser[] = [
  { role: 'admin', last: 'Nguyễn', first: 'Minh Quân', phone: '0901234567', gender: 'male', born: '1988-04-12' },
  { role: 'manager', last: 'Trần', first: 'Thu Hà', phone: '0912345678', gender: 'female', born: '1990-09-03' },
  { role: 'editor', last: 'Lê', first: 'Hoàng Phúc', phone: '0983456789', gender: 'male', born: '1994-01-27' },
  { role: 'staff', last: 'Phạm', first: 'Ngọc Anh', phone: '0934567890', gender: 'female', born: '1997-06-15' },
  { role: 'support', last: 'Võ', first: 'Thanh Tùng', phone: '0965678901', gender: 'male', born: '1995-11-08' },
  { role: 'customer', last: 'Đặng', first: 'Thị Lan', phone: '0976789012', gender: 'female', born: '1999-03-21' },
];

const avatarFile = (username: string) => `demo/avatars/${username}.svg`;

export function userImages(): ImageFile[] {
  return USERS.map((u) => ({ file: avatarFile(u.role), render: () => avatarSvg(`${u.last} ${u.first}`) }));
}

export async function seedUsers(db: Db, now: string): Promise<{ users: number }> {
  const existing = await existingKeys(db, 'users', 'email');
  const missing = USERS.filter((u) => !existing.has(`${u.role}@sen.local`));
  // Hashing is the slow part of the seed, so only accounts that are really missing are hashed.
  const rows: Insertable<UsersTable>[] = await Promise.all(
    missing.map(async (u) => ({
      id: randomUUID(),
      email: `${u.role}@sen.local`,
      username: u.role,
      password_hash: await hash(DEMO_PASSWORD),
      first_name: u.first,
      last_name: u.last,
      phone: u.phone,
      role: u.role,
      status: 'active',
      avatar: urlOf(avatarFile(u.role)),
      is_verified: 1,
      gender: u.gender,
      date_of_birth: u.born,
      preferences: json({
        language: 'vi',
        currency: 'VND',
        theme: 'dark',
        notifications: { email: true, push: true, sms: false, marketing: u.role === 'customer' },
      }),
      last_login: null,
      created_at: now,
      updated_at: now,
    })),
  );
  await insertRows(db, 'users', rows);
  return { users: rows.length };
}
