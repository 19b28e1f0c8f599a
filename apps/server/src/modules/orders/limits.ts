import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address';
import { AppError } from '../../lib/http';
import { signedInUser } from './caller';

/** How many orders one client may place in a window. */
export interface OrderRateLimit {
  max: number;
  windowMs: number;
}

/**
 * 10 orders per 10 minutes per signed-in account, or per address for guests (decision 0034):
 * far above what a person buys, far below what a script needs to hold a shop's stock with
 * orders it never means to pay. Tests that place many orders from one address raise it
 * through buildApp's `orderRateLimit`.
 */
export const ORDER_RATE_LIMIT: OrderRateLimit = { max: 10, windowMs: 10 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp: ORDER_RATE_LIMIT unless the caller chose another. */
    orderRateLimit: OrderRateLimit;
  }
}

/**
 * The route config of POST /orders: counted per account when a valid token comes, else per
 * client address (`req.ip`, which honours X-Forwarded-For as app.ts's trustProxy says; an IPv6
 * address counts by its /64 like the plugin's own keys, since one home or phone holds a whole prefix), in
 * Redis when REDIS_URL is set so every instance shares the count. Every attempt counts,
 * replays of one Idempotency-Key included: a client retrying in a loop is slowed too.
 * Beyond it: 429 ORDER_RATE_LIMITED with the minutes to wait and a Retry-After header.
 */
export function orderRateLimit(app: FastifyInstance) {
  const { max, windowMs } = app.orderRateLimit ?? ORDER_RATE_LIMIT;
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: async (req: FastifyRequest) => {
      const user = await signedInUser(app, req).catch(() => null);
      return user ? `orders:user:${user.id}` : `orders:ip:${clientAddressKey(req)}`;
    },
    errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
      new AppError(429, 'ORDER_RATE_LIMITED', { minutes: Math.max(1, Math.ceil(ctx.ttl / 60_000)) }),
  };
}
