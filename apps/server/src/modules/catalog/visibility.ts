import { can, listQuerySchema } from '@sen/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/http';
import { resolveUser } from '../auth/plugin';

/**
 * The category and brand lists: shoppers only ever see active ones; staff who manage the
 * catalogue (catalog.write) may ask for the inactive ones (`isActive=false`) or every one
 * (`isActive=all`). Without the parameter everyone gets the active ones.
 */
export const taxonomyListQuerySchema = listQuerySchema.extend({
  isActive: z.enum(['true', 'false', 'all']).default('true'),
});
export type TaxonomyListQuery = z.output<typeof taxonomyListQuerySchema>;

/** Whether the caller manages the catalogue (read from the token and the database, like the auth guard). */
export async function managesCatalogue(app: FastifyInstance, req: FastifyRequest): Promise<boolean> {
  const user = await resolveUser(app, req);
  return can(user?.role, 'catalog.write');
}

/** A list that includes inactive rows is for catalogue staff: 401 without a session, 403 without the permission. */
export async function assertMayListInactive(app: FastifyInstance, req: FastifyRequest, q: TaxonomyListQuery): Promise<void> {
  if (q.isActive === 'true') return;
  const user = await resolveUser(app, req);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  if (!can(user.role, 'catalog.write')) throw new AppError(403, 'FORBIDDEN');
}
