import { randomUUID } from 'node:crypto';
import {
  type Address,
  type AddressInput,
  addressPatchSchema,
  addressSchema,
  fieldMessage,
  idParamsSchema,
  type Language,
} from '@sen/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ok } from '../../lib/http';
import { findPlace } from '../address/queries';

export const MAX_ADDRESSES = 20;

type Db = Kysely<Database> | Transaction<Database>;

export function listQuery(db: Db, userId: string) {
  return db
    .selectFrom('user_addresses as a')
    .innerJoin('provinces as p', 'p.code', 'a.province_code')
    .innerJoin('wards as w', 'w.code', 'a.ward_code')
    .selectAll('a')
    .select(['p.name as province_name', 'w.name as ward_name'])
    .where('a.user_id', '=', userId);
}

type Row = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

export function toAddress(r: Row): Address {
  return {
    _id: r.id,
    id: r.id,
    label: r.label,
    fullName: r.full_name,
    phone: r.phone,
    provinceCode: r.province_code,
    provinceName: r.province_name,
    wardCode: r.ward_code,
    wardName: r.ward_name,
    address: r.address,
    isDefault: r.is_default === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** The codes must exist in the address data and the ward must belong to the province. */
async function checkPlace(app: FastifyInstance, provinceCode: string, wardCode: string, lang: Language): Promise<void> {
  const { province, ward } = await findPlace(app, provinceCode, wardCode);
  if (province && ward) return;
  // Not among the province's wards: unknown altogether, or another province's.
  const known = await app.db.selectFrom('wards').select('code').where('code', '=', wardCode).executeTakeFirst();
  const errors = [];
  if (!province) errors.push({ field: 'provinceCode', message: fieldMessage('address.province.unknown', lang) });
  if (!known) errors.push({ field: 'wardCode', message: fieldMessage('address.ward.unknown', lang) });
  else if (province) errors.push({ field: 'wardCode', message: fieldMessage('address.ward.mismatch', lang) });
  throw new AppError(400, 'VALIDATION_ERROR', undefined, errors);
}

/** Exactly one default: clearing the others and setting this one happen together. */
async function makeDefault(trx: Transaction<Database>, userId: string, id: string): Promise<void> {
  await trx
    .updateTable('user_addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
  await trx.updateTable('user_addresses').set({ is_default: 1 }).where('id', '=', id).execute();
}

const addresses: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'required' } as const;
  const tags = ['account'];

  async function load(userId: string, id: string): Promise<Address> {
    const row = await listQuery(app.db, userId).where('a.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, 'ADDRESS_NOT_FOUND');
    return toAddress(row);
  }

  app.get('/me/addresses', { schema: { tags, summary: 'Saved addresses, the default first' }, config }, async (req) => {
    const rows = await listQuery(app.db, req.user!.id).orderBy('a.is_default', 'desc').orderBy('a.created_at', 'desc').execute();
    return ok(rows.map(toAddress));
  });

  app.post(
    '/me/addresses',
    { schema: { tags, summary: 'Save an address (the first one becomes the default)', body: addressSchema }, config },
    async (req, reply) => {
      const userId = req.user!.id;
      const b: AddressInput = req.body;
      await checkPlace(app, b.provinceCode, b.wardCode, req.lang);
      const id = randomUUID();
      await app.db.transaction().execute(async (trx) => {
        const { n } = await trx
          .selectFrom('user_addresses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= MAX_ADDRESSES) throw new AppError(409, 'ADDRESS_LIMIT', { max: MAX_ADDRESSES });
        const now = new Date().toISOString();
        await trx
          .insertInto('user_addresses')
          .values({
            id,
            user_id: userId,
            label: b.label ?? '',
            full_name: b.fullName,
            phone: b.phone,
            province_code: b.provinceCode,
            ward_code: b.wardCode,
            address: b.address,
            is_default: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
        if (b.isDefault || Number(n) === 0) await makeDefault(trx, userId, id);
      });
      return reply.status(201).send(ok(await load(userId, id), 201));
    },
  );

  app.patch(
    '/me/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Change an address; isDefault true makes it the default',
        params: idParamsSchema,
        body: addressPatchSchema,
      },
      config,
    },
    async (req) => {
      const userId = req.user!.id;
      const current = await load(userId, req.params.id);
      const b = req.body;
      const provinceCode = b.provinceCode ?? current.provinceCode;
      const wardCode = b.wardCode ?? current.wardCode;
      if (b.provinceCode !== undefined || b.wardCode !== undefined) await checkPlace(app, provinceCode, wardCode, req.lang);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('user_addresses')
          .set({
            label: b.label ?? current.label,
            full_name: b.fullName ?? current.fullName,
            phone: b.phone ?? current.phone,
            province_code: provinceCode,
            ward_code: wardCode,
            address: b.address ?? current.address,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', current.id)
          .execute();
        // isDefault false on the default is ignored: there is always one; choose another to move it.
        if (b.isDefault === true && !current.isDefault) await makeDefault(trx, userId, current.id);
      });
      return ok(await load(userId, current.id));
    },
  );

  app.post(
    '/me/addresses/:id/default',
    { schema: { tags, summary: 'Make this address the default', params: idParamsSchema }, config },
    async (req) => {
      const current = await load(req.user!.id, req.params.id);
      await app.db.transaction().execute((trx) => makeDefault(trx, req.user!.id, current.id));
      return ok(await load(req.user!.id, current.id));
    },
  );

  app.delete(
    '/me/addresses/:id',
    {
      schema: {
        tags,
        summary: 'Delete an address; if it was the default, the newest other one becomes it',
        params: idParamsSchema,
      },
      config,
    },
    async (req) => {
      const userId = req.user!.id;
      const current = await load(userId, req.params.id);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_addresses').where('id', '=', current.id).execute();
        if (!current.isDefault) return;
        const next = await trx
          .selectFrom('user_addresses')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .executeTakeFirst();
        if (next) await makeDefault(trx, userId, next.id);
      });
      return ok({ deleted: true, id: current.id });
    },
  );
};

export default addresses;
