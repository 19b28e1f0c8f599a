import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The signed-in user of a request, noted wherever the access token is resolved
 * (auth/plugin.ts `resolveUser`), so the request's completion log line carries `userId`
 * (decision 0191) even on routes that read the user themselves.
 */
const users = new WeakMap<FastifyRequest, string>();

export function noteRequestUser(req: FastifyRequest, userId: string): void {
  users.set(req, userId);
}

/** onSend: the reply's logger (which writes "request completed") gets the user id. */
export function bindUserToLog(req: FastifyRequest, reply: FastifyReply, _payload: unknown, done: HookHandlerDoneFunction): void {
  const userId = users.get(req);
  if (userId) {
    reply.log = reply.log.child({ userId });
    users.delete(req);
  }
  done();
}
