import { randomUUID } from 'node:crypto';
import { emailSchema, loadLanguage, type MessageKey, newPasswordSchema, translate } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit/audit';
import { DEMO_PASSWORD } from '../seed/demo-password';
import { hashPassword } from './passwords';

export type AdminOutcome = 'created' | 'promoted';

export class AdminInputError extends Error {}

/**
 * `npm run admin:create`: the shop owner's first admin account on a production database, which is
 * never seeded with the published demo accounts (decision 0081). An existing account with that
 * e-mail becomes an admin with the new password; either way the change is in the audit log.
 */
export async function createOrPromoteAdmin(
  db: Kysely<Database>,
  input: { email: string; password: string; name?: string },
): Promise<AdminOutcome> {
  // Its messages are in English (a command-line tool); the server loads a language when first asked.
  await loadLanguage('en');
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new AdminInputError(`E-mail: ${translate('en', email.error.issues[0]!.message as MessageKey)}`);
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success)
    throw new AdminInputError(`Password: ${translate('en', password.error.issues[0]!.message as MessageKey)}`);
  if (input.password === DEMO_PASSWORD) throw new AdminInputError('Password: the published demo password cannot be used.');
  const hash = await hashPassword(input.password);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'role', 'status'])
      .where('email', '=', email.data)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set({ role: 'admin', status: 'active', password_hash: hash, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      await recordAudit(trx, {
        actor: null,
        action: 'update',
        entity: 'user',
        entityId: existing.id,
        before: { role: existing.role, status: existing.status },
        after: { role: 'admin', status: 'active', by: 'npm run admin:create' },
      });
      return 'promoted';
    }
    const id = randomUUID();
    const parts = (input.name ?? '').trim().split(/\s+/).filter(Boolean);
    await trx
      .insertInto('users')
      .values({
        id,
        email: email.data,
        username: email.data,
        password_hash: hash,
        first_name: parts.slice(1).join(' ') || parts[0] || 'Admin',
        last_name: parts.length > 1 ? parts[0]! : '',
        phone: '',
        role: 'admin',
        status: 'active',
        avatar: '',
        is_verified: 1,
        gender: null,
        date_of_birth: null,
        preferences: '{}',
        last_login: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, {
      actor: null,
      action: 'create',
      entity: 'user',
      entityId: id,
      after: { email: email.data, role: 'admin', by: 'npm run admin:create' },
    });
    return 'created';
  });
}
