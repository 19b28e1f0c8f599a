/**
 * Carriers read from the environment (README, "Carriers"). A carrier without its token is null:
 * checkout offers only the shop's own methods, as before.
 */
export interface GhnConfig {
  token: string;
  shopId: string;
  /** https://online-gateway.ghn.vn (production) or https://dev-online-gateway.ghn.vn (sandbox). */
  endpoint: string;
  /** The secret GHN's callback must carry (`?token=` in the registered URL, or the `Token` header); null: notices are refused. */
  webhookSecret: string | null;
}

export interface GhtkConfig {
  token: string;
  /** https://services.giaohangtietkiem.vn (production) or https://services-staging.ghtklab.com (staging). */
  endpoint: string;
  /** The `hash` GHTK sends with every status notice (set when registering the URL); null: notices are refused. */
  webhookHash: string | null;
}

export interface CarriersConfig {
  ghn: GhnConfig | null;
  ghtk: GhtkConfig | null;
  /** Each call to a carrier gives up after this (checkout then offers the shop's own methods). */
  timeoutMs: number;
}

export const CARRIER_SANDBOX = {
  ghn: 'https://dev-online-gateway.ghn.vn',
  ghtk: 'https://services-staging.ghtklab.com',
} as const;

const text = (v: string | undefined) => v?.trim() || '';
const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function loadCarriersConfig(env: NodeJS.ProcessEnv): CarriersConfig {
  const ghn = { token: text(env.GHN_TOKEN), shopId: text(env.GHN_SHOP_ID) };
  const ghtkToken = text(env.GHTK_TOKEN);
  const timeout = Number(env.CARRIER_TIMEOUT_MS);
  return {
    ghn:
      ghn.token && ghn.shopId
        ? {
            ...ghn,
            endpoint: stripSlash(text(env.GHN_ENDPOINT) || CARRIER_SANDBOX.ghn),
            webhookSecret: text(env.GHN_WEBHOOK_SECRET) || null,
          }
        : null,
    ghtk: ghtkToken
      ? {
          token: ghtkToken,
          endpoint: stripSlash(text(env.GHTK_ENDPOINT) || CARRIER_SANDBOX.ghtk),
          webhookHash: text(env.GHTK_WEBHOOK_HASH) || null,
        }
      : null,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 4_000,
  };
}
