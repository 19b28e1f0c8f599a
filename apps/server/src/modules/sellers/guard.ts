import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SellersTable } from '../../db/tables/sellers';
import { AppError } from '../../lib/http';

const bySeller = new WeakMap<FastifyRequest, Promise<SellersTable>>();

/**
 * The seller behind a seller-area request (decision 0290). Seller routes declare
 * `config: { permission: 'seller.access' }` (the role) and call this for the data scope: every
 * query of a seller route filters on the id it returns, never on an id from the request. An
 * account whose shop is not approved (pending, rejected, suspended) gets 403 like any other
 * forbidden call. Looked up once per request.
 */
export function currentSeller(app: FastifyInstance, req: FastifyRequest): Promise<SellersTable> {
  let found = bySeller.get(req);
  if (!found) {
    found = (async () => {
      const user = req.user;
      if (!user) throw new AppError(401, 'UNAUTHORIZED');
      const seller = await app.db.selectFrom('sellers').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      if (seller?.status !== 'approved') throw new AppError(403, 'FORBIDDEN');
      return seller;
    })();
    bySeller.set(req, found);
  }
  return found;
}
