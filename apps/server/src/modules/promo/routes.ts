import { promoValidateSchema } from '@sen/core';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { mergeRefs } from '../cart/lines';
import { buildCart } from '../cart/quote';
import { optionalCaller } from '../orders/caller';
import admin from './admin-routes';
import { FLASH_TOPIC, FlashSchedule } from './flash-overlay';
import flashAdmin from './flash-routes';
import { resolvePromotions } from './promotions';
import promotionsPublic from './storefront';

/**
 * POST /promo/validate (spec README decision 10): the typed code checked against SALE10 and the
 * coupons staff create. A code that does not apply is an answer, not an error: 200 with
 * isValid false and the reason in `message`, as the cart's promo box shows it.
 */
const promo: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Rendered pages go at each start and end of a flash sale (decision 0350); any instance's write re-arms.
  const schedule = new FlashSchedule(app);
  await schedule.attach(FLASH_TOPIC);

  app.post(
    '/promo/validate',
    {
      schema: {
        tags: ['cart'],
        summary: 'Check a promo code for a subtotal, or better for the items (priced by the server)',
        body: promoValidateSchema,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { code, items, subtotal, email } = req.body;
      const caller = await optionalCaller(app, req);
      const lines = items
        ? (await buildCart(app.db, mergeRefs(items), req.lang)).items.filter((l) => l.isAvailable)
        : [{ id: '', price: subtotal ?? 0, quantity: 1 }];
      const customer = { userId: caller?.id ?? null, email: email?.toLowerCase() || caller?.email || null };
      const { result } = await resolvePromotions(app.db, { lines, code, customer, lang: req.lang });
      return ok(result);
    },
  );

  await app.register(admin);
  await app.register(flashAdmin);
  await app.register(promotionsPublic);
};

export default promo;
