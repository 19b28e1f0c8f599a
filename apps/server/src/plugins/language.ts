import { LANGUAGE_COOKIE, pickLanguage } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { shopDefaultLanguage } from '../modules/settings/store';

/** Every request knows its language: ?lang, then X-Language, then the language cookie; else the shop's default (general settings, vi). */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', async (req) => {
    const q = (req.query as Record<string, unknown> | undefined)?.lang;
    const header = req.headers['x-language'];
    req.lang = pickLanguage(
      typeof q === 'string' ? q : undefined,
      typeof header === 'string' ? header : undefined,
      req.cookies?.[LANGUAGE_COOKIE],
      await shopDefaultLanguage(app),
    );
  });
}
