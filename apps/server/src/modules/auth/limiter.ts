import type { CounterStore } from './counters';

/**
 * Brute-force policy for sign-in (decision 0080, replacing 0011's account lock): failures are
 * counted over 15 minutes per account *and address*, per address, and per account. A stranger's
 * failures refuse only the stranger: one address guessing one account is refused after 5, one
 * address failing across accounts after 20. Failures spread over many addresses (a botnet) are
 * slowed from the 3rd on an account, and past 50 the account refuses unknown addresses only:
 * the owner still signs in from a device or address they signed in from before.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures from one address against one account. */
export const PAIR_MAX_FAILURES = 5;
/** Failures from one address across accounts. */
export const IP_MAX_FAILURES = 20;
/** Failures against one account from everywhere, beyond which only known devices/addresses may try. */
export const ACCOUNT_MAX_FAILURES = 50;
const STEP_DELAY_MS = 250;
const MAX_DELAY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoginLimiter {
  /**
   * Milliseconds until this address may try this account again; 0 when it may now. `known`
   * (asked only when the account is under a distributed attack) tells whether the device or
   * address signed in to the account before.
   */
  blockedFor(account: string, ip: string, known: () => Promise<boolean>): Promise<number>;
  /** Records a failure, then waits the slow-down for it. */
  fail(account: string, ip: string): Promise<void>;
  succeed(account: string, ip: string): Promise<void>;
}

export function loginLimiter(store: CounterStore): LoginLimiter {
  const accountKey = (a: string) => `login:acct:${a}`;
  const pairKey = (a: string, ip: string) => `login:pair:${a}:${ip}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;
  return {
    async blockedFor(account, ip, known) {
      const [pair, addr, acct] = await Promise.all([
        store.get(pairKey(account, ip)),
        store.get(ipKey(ip)),
        store.get(accountKey(account)),
      ]);
      const wait = Math.max(pair.count >= PAIR_MAX_FAILURES ? pair.ttlMs : 0, addr.count >= IP_MAX_FAILURES ? addr.ttlMs : 0);
      if (wait > 0) return wait;
      if (acct.count >= ACCOUNT_MAX_FAILURES && !(await known())) return acct.ttlMs;
      return 0;
    },
    async fail(account, ip) {
      const [acct] = await Promise.all([
        store.hit(accountKey(account), LOGIN_WINDOW_MS),
        store.hit(pairKey(account, ip), LOGIN_WINDOW_MS),
        store.hit(ipKey(ip), LOGIN_WINDOW_MS),
      ]);
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, acct.count - 2) * STEP_DELAY_MS);
      if (delay > 0) await sleep(delay);
    },
    async succeed(account, ip) {
      await Promise.all([store.reset(accountKey(account)), store.reset(pairKey(account, ip))]);
    },
  };
}
