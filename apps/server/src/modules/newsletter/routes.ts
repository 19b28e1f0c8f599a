import { randomUUID } from 'node:crypto';
import { newsletterSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';

const newsletter: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Subscribe an e-mail to the newsletter (repeat sign-ups are harmless)',
        body: newsletterSchema,
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const email = req.body.email.toLowerCase();
      await app.db
        .insertInto('newsletter_subscribers')
        .values({
          id: randomUUID(),
          email,
          language: req.lang,
          source: req.body.source ?? 'footer',
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
      return reply.status(201).send(ok({ email, subscribed: true }, 201));
    },
  );
};

export default newsletter;
