import { can } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import { chatGuestHash } from '../chat/identity';
import { guestKey, liveHub, STAFF_CHAT_KEY, userKey } from './hub';

/** A comment line often enough that proxies (and the browser) keep an idle stream open. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /events`: the one Server-Sent Events stream of an open page (decision 0230). It hears what
 * its caller may hear and nothing else: the signed-in user's own notifications and chat, a guest's
 * own chat (by the chat cookie), and, for staff holding chat.support, the support inbox. Events:
 * `notification`, `chat.message`, `chat.conversation`.
 */
const realtime: FastifyPluginAsync = async (app) => {
  const hub = await liveHub(app);
  const open = new Set<import('node:http').ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get(
    '/events',
    {
      schema: { tags: ['realtime'], summary: 'Live events of this page (text/event-stream): notifications, chat messages' },
      config: { auth: 'optional', stream: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const user = req.user;
      const keys: string[] = [];
      if (user) {
        keys.push(userKey(user.id));
        if (can(user.role, 'chat.support')) keys.push(STAFF_CHAT_KEY);
      }
      const guest = chatGuestHash(req);
      if (guest) keys.push(guestKey(guest));
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(
        `retry: 3000\nevent: ready\ndata: ${JSON.stringify({ signedIn: !!user, staff: keys.includes(STAFF_CHAT_KEY) })}\n\n`,
      );
      hub.attach(res, keys);
      open.add(res);
      const beat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      beat.unref();
      res.on('close', () => {
        clearInterval(beat);
        open.delete(res);
      });
    },
  );
};

export default realtime;
