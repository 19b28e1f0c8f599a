import { LANGUAGE_COOKIE } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { chosenLanguage, knownShopLanguage, requestLanguage } from '../modules/settings/store';

/**
 * Every request knows its language: ?lang, then X-Language, then the language cookie; else the shop's
 * default (general settings, vi). Synchronous while the shop's default is known (nearly always): no
 * promise per request (decision 0375).
 */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'vi');
  app.addHook('onRequest', (req, _reply, done) => {
    const q = (req.query as Record<string, unknown> | undefined)?.lang;
    const header = req.headers['x-language'];
    const choices = [
      typeof q === 'string' ? q : undefined,
      typeof header === 'string' ? header : undefined,
      req.cookies?.[LANGUAGE_COOKIE],
    ];
    const known = chosenLanguage(choices) ?? knownShopLanguage(app);
    if (known) {
      req.lang = known;
      return done();
    }
    requestLanguage(app, ...choices).then((lang) => {
      req.lang = lang;
      done();
    }, done);
  });
}
