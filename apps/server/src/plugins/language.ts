import { LANGUAGE_COOKIE, pickLanguage } from '@sen/core';
import type { FastifyInstance } from 'fastify';

/** Every request knows its language: ?lang, then X-Language, then the language cookie; vi by default. */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', async (req) => {
    const q = (req.query as Record<string, unknown> | undefined)?.lang;
    const header = req.headers['x-language'];
    req.lang = pickLanguage(
      typeof q === 'string' ? q : undefined,
      typeof header === 'string' ? header : undefined,
      req.cookies?.[LANGUAGE_COOKIE],
    );
  });
}
