import { LANGUAGE_COOKIE } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../modules/settings/store';

/** Every request knows its language: ?lang, then X-Language, then the language cookie; else the shop's default (general settings, vi). */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', async (req) => {
    const q = (req.query as Record<string, unknown> | undefined)?.lang;
    const header = req.headers['x-language'];
    req.lang = await requestLanguage(
      app,
      typeof q === 'string' ? q : undefined,
      typeof header === 'string' ? header : undefined,
      req.cookies?.[LANGUAGE_COOKIE],
    );
  });
}
