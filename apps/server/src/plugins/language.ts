import { LANGUAGE_COOKIE } from '@sen/core';
import { registerErrorTexts } from '@sen/core/i18n/error-texts';
import { de as deErrors } from '@sen/core/i18n/errors/de';
import { fr as frErrors } from '@sen/core/i18n/errors/fr';
import { ja as jaErrors } from '@sen/core/i18n/errors/ja';
import type { FastifyInstance } from 'fastify';
import { chosenLanguage, knownShopLanguage, requestLanguage } from '../modules/settings/store';

/**
 * Every request knows its language: ?lang, then X-Language, then the language cookie; else the shop's
 * default (general settings, vi). Synchronous while the shop's default is known (nearly always): no
 * promise per request (decision 0375).
 */
// The API's error and field messages in every language from the start (~75 KB of source): any answer
// may carry one, and the UI catalogues they used to come with are loaded when first asked for
// (decision 0389). The browser gets them with the page language's catalogue.
registerErrorTexts('fr', frErrors);
registerErrorTexts('de', deErrors);
registerErrorTexts('ja', jaErrors);

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
