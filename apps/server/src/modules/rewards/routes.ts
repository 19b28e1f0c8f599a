import {
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  type GiftCardOptions,
  giftCardCheckSchema,
  giftCardPurchaseSchema,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddressKey } from '../../lib/client-address';
import { AppError, ok } from '../../lib/http';
import { optionalCaller } from '../orders/caller';
import { writeTransaction } from '../orders/db';
import { orderRateLimit } from '../orders/limits';
import { startPayment } from '../payments/gateway';
import { findByCode, toBalance } from './gift-cards';
import { expirePoints, loyaltyLedger, loyaltySummary, readLoyaltySettings } from './loyalty';
import { placeGiftCardOrder } from './purchase';

/**
 * The guessing limit of gift card codes (decision 0260): 10 checks per 15 minutes per client
 * address (its /64 for IPv6), shared by every instance through Redis when REDIS_URL is set.
 * Every check counts, right or wrong, so the limit cannot be probed to tell the two apart.
 */
export const GIFT_CARD_CHECK_LIMIT = { max: 10, windowMs: 15 * 60_000 };
const EXPIRE_EVERY_MS = 60 * 60_000;

const rewards: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  app.addHook('onReady', async () => {
    app.background.every('loyalty points expiry', EXPIRE_EVERY_MS, () =>
      writeTransaction(app.db, app.dialect, (trx) => expirePoints(trx, new Date().toISOString())),
    );
  });

  app.get(
    '/gift-cards/options',
    { schema: { tags, summary: 'The amounts the shop sells gift cards for (fixed, or any whole amount between min and max)' } },
    async () => ok<GiftCardOptions>({ amounts: [...GIFT_CARD_AMOUNTS], min: GIFT_CARD_MIN, max: GIFT_CARD_MAX }),
  );

  app.post(
    '/gift-cards/check',
    {
      schema: { tags, summary: 'The balance of a gift card code (rate limited per client address)', body: giftCardCheckSchema },
      config: {
        rateLimit: {
          max: GIFT_CARD_CHECK_LIMIT.max,
          timeWindow: GIFT_CARD_CHECK_LIMIT.windowMs,
          keyGenerator: (req: FastifyRequest) => `giftcards:ip:${clientAddressKey(req)}`,
          errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
            new AppError(429, 'GIFT_CARD_RATE_LIMITED', { minutes: Math.max(1, Math.ceil(ctx.ttl / 60_000)) }),
        },
      },
    },
    async (req) => {
      const card = await findByCode(app.db, req.body.code);
      if (card?.status !== 'active') throw new AppError(404, 'GIFT_CARD_INVALID');
      return ok(toBalance(card));
    },
  );

  app.post(
    '/gift-cards/orders',
    {
      schema: {
        tags,
        summary: 'Buy gift cards (paid in advance); the cards are issued and mailed when the order is paid',
        body: giftCardPurchaseSchema,
      },
      config: { rateLimit: orderRateLimit(app) },
    },
    async (req, reply) => {
      const caller = await optionalCaller(app, req);
      const { order, viewToken } = await placeGiftCardOrder(app, req.body, { caller, lang: req.lang });
      const payment = await startPayment(app, order, { ip: req.ip, lang: req.lang });
      reply.status(201);
      return ok({ ...order, viewToken, payment }, 201);
    },
  );

  app.get(
    '/loyalty/program',
    { schema: { tags, summary: 'The loyalty programme: rates, tiers and what points buy' } },
    async () => {
      const { enabled, vndPerPoint, pointValue, minRedeem, maxRedeemPercent, expiryMonths, tiers, rewardSteps } =
        await readLoyaltySettings(app.db);
      return ok({ enabled, vndPerPoint, pointValue, minRedeem, maxRedeemPercent, expiryMonths, tiers, rewardSteps });
    },
  );

  app.get(
    '/me/loyalty',
    { schema: { tags, summary: 'My points, tier, spend over 12 months and points history' }, config: { auth: 'required' } },
    async (req) => {
      const userId = req.user!.id;
      await writeTransaction(app.db, app.dialect, (trx) => expirePoints(trx, new Date().toISOString(), userId));
      const [summary, ledger] = await Promise.all([loyaltySummary(app.db, userId), loyaltyLedger(app.db, userId)]);
      return ok({ ...summary, ledger });
    },
  );
};

export default rewards;
