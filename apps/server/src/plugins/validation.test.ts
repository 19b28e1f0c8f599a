import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestValidationError, validatorCompiler } from './validation';

async function appWith(handler: (query: Record<string, unknown>) => unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((err, _req, reply) =>
    reply.code(400).send({ invalid: err instanceof RequestValidationError ? err.issues.map((i) => i.path.join('.')) : [] }),
  );
  let parses = 0;
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .transform((n) => {
      parses++;
      return n;
    });
  const tags = z.union([z.string(), z.array(z.string())]).optional();
  app.get(
    '/q',
    { schema: { querystring: z.object({ page: page.default(1), q: z.string().optional(), tag: tags }) } },
    async (req) => handler(req.query as Record<string, unknown>),
  );
  await app.ready();
  return { app, parses: () => parses };
}

describe('remembered query and path validation (decision 0375)', () => {
  it('parses a repeated query string once, and gives each request its own copy', async () => {
    const { app, parses } = await appWith((query) => {
      const seen = structuredClone(query);
      // A handler that changes its query changes no later request's.
      query.page = 999;
      if (Array.isArray(query.tag)) query.tag.push('changed');
      return seen;
    });
    const first = await app.inject('/q?page=2&q=loa&tag=a&tag=b');
    const second = await app.inject('/q?page=2&q=loa&tag=a&tag=b');
    expect(first.json()).toEqual({ page: 2, q: 'loa', tag: ['a', 'b'] });
    expect(second.json()).toEqual({ page: 2, q: 'loa', tag: ['a', 'b'] });
    expect(parses()).toBe(1);
    await app.inject('/q?page=3&q=loa&tag=a&tag=b');
    expect(parses()).toBe(2);
  });

  it('still refuses an invalid query every time', async () => {
    const { app } = await appWith((query) => query);
    expect((await app.inject('/q?page=2')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject('/q?page=0');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ invalid: ['page'] });
    }
  });
});
