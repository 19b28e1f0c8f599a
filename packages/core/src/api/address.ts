import type { LegacyWardMatch } from '../address';
import type { ApiClient } from '../api-client';

/** Pre-July-2025 addresses: old ward, district and province searched accent-free, with the 2025 ward each became. */
export function addressApi(client: ApiClient) {
  return {
    legacyWards: (q: string, signal?: AbortSignal) =>
      client.get<LegacyWardMatch[]>(`/address/legacy?${new URLSearchParams({ q })}`, { signal }),
  };
}
