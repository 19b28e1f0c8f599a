import type { CounterStore } from './counters';

/**
 * Brute-force policy for sign-in (decision 0011): failures are counted per account and
 * per address over 15 minutes. From the third failure on an account each answer is
 * slowed a little more; beyond the limit the attempt is refused before the password is
 * even checked, until the window ends.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_MAX_FAILURES = 5;
export const IP_MAX_FAILURES = 20;
const STEP_DELAY_MS = 250;
const MAX_DELAY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoginLimiter {
  /** Milliseconds until the account and the address may try again; 0 when they may now. */
  blockedFor(account: string, ip: string): Promise<number>;
  /** Records a failure, then waits the slow-down for it. */
  fail(account: string, ip: string): Promise<void>;
  succeed(account: string): Promise<void>;
}

export function loginLimiter(store: CounterStore): LoginLimiter {
  const accountKey = (a: string) => `login:acct:${a}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  return {
    async blockedFor(account, ip) {
      const [acct, addr] = await Promise.all([store.get(accountKey(account)), store.get(ipKey(ip))]);
      return Math.max(acct.count >= ACCOUNT_MAX_FAILURES ? acct.ttlMs : 0, addr.count >= IP_MAX_FAILURES ? addr.ttlMs : 0);
    },
    async fail(account, ip) {
      const [acct] = await Promise.all([store.hit(accountKey(account), LOGIN_WINDOW_MS), store.hit(ipKey(ip), LOGIN_WINDOW_MS)]);
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, acct.count - 2) * STEP_DELAY_MS);
      if (delay > 0) await sleep(delay);
    },
    async succeed(account) {
      await store.reset(accountKey(account));
    },
  };
}
