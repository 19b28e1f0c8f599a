import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { shareRequestClasses } from './request-classes';

interface Seen {
  request: object;
  reply: object;
  keys: string[];
}

/** A route that tells the prototypes of its request and reply, and the request's decorations. */
function probe(scope: FastifyInstance, url: string, seen: Map<string, Seen>) {
  scope.get(url, async (req: FastifyRequest, reply: FastifyReply) => {
    seen.set(url, {
      request: Object.getPrototypeOf(req),
      reply: Object.getPrototypeOf(reply),
      keys: ['fromRoot', 'onlyInC', 'isMultipart'].filter((k) => k in req),
    });
    return { ok: true };
  });
}

describe('plugins share their parent’s Request and Reply classes until they decorate (decision 0401)', () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function build(share: boolean) {
    app = Fastify();
    if (share) shareRequestClasses(app);
    app.decorateRequest('fromRoot', 1);
    const seen = new Map<string, Seen>();
    probe(app, '/root', seen);
    await app.register(async (a) => probe(a, '/a', seen));
    await app.register(async (b) => {
      await b.register(async (nested) => probe(nested, '/b/nested', seen));
      probe(b, '/b', seen);
    });
    await app.register(async (c) => {
      c.decorateRequest('onlyInC', 'c');
      c.decorateReply('replyInC', null);
      probe(c, '/c', seen);
      await c.register(async (d) => probe(d, '/c/d', seen));
    });
    await app.register(async (upload) => {
      await upload.register(fastifyMultipart);
      probe(upload, '/upload', seen);
    });
    await app.ready();
    for (const url of ['/root', '/a', '/b', '/b/nested', '/c', '/c/d', '/upload'])
      expect((await app.inject({ url })).statusCode).toBe(200);
    return seen;
  }

  it('undecorated plugins answer with the root’s classes; decorated ones keep their own, encapsulated', async () => {
    const seen = await build(true);
    const root = seen.get('/root')!;
    for (const url of ['/a', '/b', '/b/nested']) {
      expect(seen.get(url)!.request === root.request, url).toBe(true);
      expect(seen.get(url)!.reply === root.reply, url).toBe(true);
    }
    // A plugin that decorates, and its children, get a class of their own …
    expect(seen.get('/c')!.request === root.request).toBe(false);
    expect(seen.get('/c')!.reply === root.reply).toBe(false);
    expect(seen.get('/c/d')!.request === seen.get('/c')!.request).toBe(true);
    expect(seen.get('/upload')!.request === root.request).toBe(false);
    // … and what they decorate stays theirs, while the root's decorations reach everyone.
    expect(seen.get('/c')!.keys).toEqual(['fromRoot', 'onlyInC']);
    expect(seen.get('/c/d')!.keys).toEqual(['fromRoot', 'onlyInC']);
    expect(seen.get('/upload')!.keys).toEqual(['fromRoot', 'isMultipart']);
    for (const url of ['/root', '/a', '/b', '/b/nested']) expect(seen.get(url)!.keys, url).toEqual(['fromRoot']);
  });

  it('without it, Fastify gives every plugin classes of its own (what this works around)', async () => {
    const seen = await build(false);
    expect(seen.get('/a')!.request === seen.get('/root')!.request).toBe(false);
    expect(seen.get('/a')!.request === seen.get('/b')!.request).toBe(false);
  });

  it('refuses, at start, a decoration after the plugin’s own routes or children', async () => {
    for (const late of [
      async (p: FastifyInstance) => {
        p.get('/x', async () => 'x');
        p.decorateRequest('late', null);
      },
      async (p: FastifyInstance) => {
        await p.register(async () => {});
        p.decorateReply('late', null);
      },
    ]) {
      app = Fastify();
      shareRequestClasses(app);
      await expect(app.register(late).ready()).rejects.toThrow(/after routes or child plugins of the same plugin/);
      await app.close();
    }
  });
});
