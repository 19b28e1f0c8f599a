import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address rate limits count a client by: `req.ip` (as trustProxy says), an IPv6 address by
 * its /64 since one home or phone holds a whole prefix. A client that reset the connection right
 * after its headers has no address any more: it gets a key of its own instead of an exception
 * (which the log would show as an unhandled error for a mere disconnect).
 */
export function clientAddressKey(req: FastifyRequest): string {
  return req.ip ? normalizeIP(req.ip) : 'gone';
}
