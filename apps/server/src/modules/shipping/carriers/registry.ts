import type { CarrierCode } from '@sen/core';
import type { CarriersConfig } from './config';
import { GhnCarrier } from './ghn/adapter';
import { GhtkCarrier } from './ghtk/adapter';
import type { Carrier } from './types';

const made = new WeakMap<CarriersConfig, Carrier[]>();

/** The configured carriers, made once per configuration (their address caches live with them). */
export function configuredCarriers(cfg: CarriersConfig): Carrier[] {
  let list = made.get(cfg);
  if (!list) {
    list = [];
    if (cfg.ghn) list.push(new GhnCarrier(cfg.ghn, cfg.timeoutMs));
    if (cfg.ghtk) list.push(new GhtkCarrier(cfg.ghtk, cfg.timeoutMs));
    made.set(cfg, list);
  }
  return list;
}

export function carrierOf(cfg: CarriersConfig, code: string): Carrier | null {
  const c = code.trim().toUpperCase() as CarrierCode;
  return configuredCarriers(cfg).find((x) => x.code === c) ?? null;
}
