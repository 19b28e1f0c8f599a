import type { Order } from '@sen/core';
import type {
  GiftCardBalance,
  GiftCardOptions,
  LoyaltyLedgerEntry,
  LoyaltySettings,
  LoyaltySummary,
} from '@sen/core/rewards/rules';
import { api } from '../api/browser-api';

export type LoyaltyProgram = Omit<LoyaltySettings, never>;

/** The storefront's calls of gift cards and loyalty (issue 15). */
export const rewardsApi = {
  options: (signal?: AbortSignal) => api.get<GiftCardOptions>('/gift-cards/options', { signal }),
  check: (code: string) => api.post<GiftCardBalance>('/gift-cards/check', { code }),
  buy: (body: object) =>
    api.post<Order & { viewToken: string; payment: { redirectUrl: string | null } | null }>('/gift-cards/orders', body),
  program: (signal?: AbortSignal) => api.get<LoyaltyProgram>('/loyalty/program', { signal }),
  mine: (signal?: AbortSignal) => api.get<LoyaltySummary & { ledger: LoyaltyLedgerEntry[] }>('/me/loyalty', { signal }),
};
