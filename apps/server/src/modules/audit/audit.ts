import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@sen/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditLogTable } from '../../db/tables/catalogue';
import { parseJson } from '../catalog/mappers';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditRecord {
  actor: AuditActor | null;
  /** create | update | delete | import | … */
  action: string;
  /** product | category | brand | … */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Keys whose values never belong in a log, whatever entity they come from. */
const SECRET_KEYS = new Set(['password', 'password_hash', 'passwordHash', 'token', 'refreshToken', 'secret']);

function snapshot(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(value, (k, v) => (SECRET_KEYS.has(k) ? undefined : v));
}

/**
 * Records one staff write in the audit log, inside the write's own transaction: the entry exists
 * exactly when the change does. `before`/`after` are the entity as the API shows it (null on
 * create/delete).
 */
export async function recordAudit(trx: Kysely<Database> | Transaction<Database>, r: AuditRecord): Promise<void> {
  await recordAudits(trx, [r]);
}

/** Several entries in one statement (a bulk write or an import chunk). */
export async function recordAudits(trx: Kysely<Database> | Transaction<Database>, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  const now = new Date().toISOString();
  for (let i = 0; i < records.length; i += 500) {
    await trx
      .insertInto('audit_log')
      .values(
        records.slice(i, i + 500).map((r) => ({
          id: randomUUID(),
          actor_id: r.actor?.id ?? null,
          actor_email: r.actor?.email ?? '',
          action: r.action,
          entity: r.entity,
          entity_id: r.entityId,
          before: snapshot(r.before),
          after: snapshot(r.after),
          created_at: now,
        })),
      )
      .execute();
  }
}

export function toAuditEntry(r: Selectable<AuditLogTable>): AuditEntry {
  return {
    _id: r.id,
    actor: { _id: r.actor_id, email: r.actor_email },
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    before: parseJson(r.before, null),
    after: parseJson(r.after, null),
    createdAt: r.created_at,
  };
}
