import type { Role, UserStatus } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { UsersTable } from '../../db/schema';
import { recordAudit } from '../audit/audit';
import type { AuthUser } from '../auth/plugin';
import { revokeUserSessions } from '../auth/sessions';
import { writeTransaction } from '../orders/db';

/**
 * THE change of an account's role or status, for the staff user list (users.manage: role and
 * status) and the customer screens (customers.write: status only) — decision 0220. Audited in the
 * write's transaction. The role is read from the database on every call (auth plugin), so a new
 * role applies at once; an account that may no longer sign in (inactive, banned) is signed out
 * everywhere, and sign-in refuses it (auth/sign-in.ts).
 */
export async function changeUserAccess(
  app: FastifyInstance,
  actor: AuthUser | null | undefined,
  user: UsersTable,
  change: { role?: Role; status?: UserStatus },
): Promise<UsersTable> {
  const { role, status } = change;
  const changes = {
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    updated_at: new Date().toISOString(),
  };
  const after = { ...user, ...changes };
  await writeTransaction(app.db, app.dialect, async (trx) => {
    await trx.updateTable('users').set(changes).where('id', '=', user.id).execute();
    await recordAudit(trx, {
      actor: actor ?? null,
      action: 'update',
      entity: 'user',
      entityId: user.id,
      before: { role: user.role, status: user.status },
      after: { role: after.role, status: after.status },
    });
  });
  if (status && status !== 'active') await revokeUserSessions(app.db, user.id, `status ${status}`);
  return after;
}
