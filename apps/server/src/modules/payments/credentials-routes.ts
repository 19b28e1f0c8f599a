import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeBus } from '../../lib/change-bus';
import { AppError, ok } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import { invalidateCheckoutCache } from '../shipping/queries';
import {
  CREDENTIAL_PROVIDERS,
  type CredentialProvider,
  credentialSettings,
  encrypt,
  fromEnvironment,
  GATEWAY_FIELDS,
  hintOf,
  refreshGateways,
} from './credentials';

const TOPIC = 'gateway-credentials';
const providerParams = z.object({ provider: z.enum(CREDENTIAL_PROVIDERS as [CredentialProvider, ...CredentialProvider[]]) });
const valuesBody = z.object({
  /** A value sets the variable; null or an empty string clears it. */
  values: z.record(z.string(), z.string().trim().max(500, 'adminKit.v.tooLong').nullable()),
});

/**
 * Staff (settings.write) set each gateway's credentials (decision 0312). Answers say which are
 * set, from where, and what is missing — never a secret (its last 4 characters at most).
 */
const credentialsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const WRITE = { permission: 'settings.write' } as const;
  const bus = await changeBus(app);
  bus.on((topic) => {
    if (topic !== TOPIC) return;
    // Another instance saved credentials: rebuild this one's gateways.
    refreshGateways(app).catch((err: unknown) => app.log.error({ err }, 'gateway credentials reload failed'));
  });
  app.addHook('onReady', async () => {
    credentialSettings(app);
    await refreshGateways(app);
  });

  async function view() {
    const rows = await app.db.selectFrom('gateway_credentials').select(['name', 'hint', 'updated_at', 'updated_by']).execute();
    const stored = new Map(rows.map((r) => [r.name, r]));
    const env = fromEnvironment(app);
    const { key, env: vars } = credentialSettings(app);
    const cfg = app.config.payments;
    const offered: Record<CredentialProvider, boolean> = {
      VNPAY: cfg.vnpay !== null,
      MOMO: cfg.momo !== null,
      ZALOPAY: cfg.zalopay !== null,
      PAYPAL: cfg.paypal !== null,
      BANK_TRANSFER: cfg.bankWebhookKey !== null,
    };
    return {
      canSave: key !== null,
      reason: key ? null : 'SETTINGS_KEY_MISSING',
      gateways: CREDENTIAL_PROVIDERS.map((provider) => {
        const fromEnv = env[provider];
        const fields = GATEWAY_FIELDS[provider].map((f) => {
          const s = stored.get(f.name);
          const envSet = !!vars[f.name]?.trim();
          return {
            name: f.name,
            secret: f.secret,
            required: f.required,
            set: fromEnv ? envSet : !!s,
            source: fromEnv ? (envSet ? 'env' : null) : s ? 'stored' : null,
            hint: fromEnv ? null : (s?.hint ?? null),
            updatedAt: s?.updated_at ?? null,
            updatedBy: s?.updated_by ?? null,
          };
        });
        return {
          provider,
          offered: offered[provider],
          source: fromEnv ? 'env' : fields.some((f) => f.set) ? 'stored' : null,
          missing: offered[provider] ? [] : fields.filter((f) => f.required && !f.set).map((f) => f.name),
          fields,
        };
      }),
    };
  }

  app.get(
    '/admin/payment-gateways',
    {
      schema: { tags, summary: "Each gateway's credentials: set or not, from where, what is missing (never the secrets)" },
      config: WRITE,
    },
    async () => ok(await view()),
  );

  app.put(
    '/admin/payment-gateways/:provider',
    {
      schema: {
        tags,
        summary: "Set or clear a gateway's credentials (encrypted at rest; the environment's values take precedence)",
        params: providerParams,
        body: valuesBody,
      },
      config: WRITE,
    },
    async (req) => {
      const { key } = credentialSettings(app);
      if (!key) throw new AppError(409, 'SETTINGS_KEY_MISSING');
      const provider = req.params.provider;
      const allowed = new Map<string, boolean>(GATEWAY_FIELDS[provider].map((f) => [f.name, f.secret]));
      const unknown = Object.keys(req.body.values).filter((n) => !allowed.has(n));
      if (unknown.length)
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          undefined,
          unknown.map((n) => ({ field: `values.${n}`, message: n })),
        );
      const now = new Date().toISOString();
      const set: string[] = [];
      const cleared: string[] = [];
      await app.db.transaction().execute(async (trx) => {
        for (const [name, value] of Object.entries(req.body.values)) {
          await trx.deleteFrom('gateway_credentials').where('name', '=', name).execute();
          if (!value) {
            cleared.push(name);
            continue;
          }
          set.push(name);
          await trx
            .insertInto('gateway_credentials')
            .values({
              name,
              provider,
              value: encrypt(key, value),
              hint: hintOf(value, allowed.get(name) ?? true),
              updated_by: req.user!.email,
              updated_at: now,
            })
            .execute();
        }
        // Names only: the audit log never holds a credential.
        await recordAudit(trx, {
          actor: { id: req.user!.id, email: req.user!.email },
          action: 'update',
          entity: 'payment_gateway',
          entityId: provider,
          before: null,
          after: { set, cleared },
        });
      });
      await refreshGateways(app);
      await invalidateCheckoutCache(app);
      await bus.publish(TOPIC);
      return ok(await view());
    },
  );
};

export default credentialsRoutes;
