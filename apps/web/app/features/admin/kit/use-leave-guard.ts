import { useEffect, useState, useSyncExternalStore } from 'react';

interface Blocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed?: () => void;
  reset?: () => void;
}

type BlockerFunction = (args: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) => boolean;

/** The parts of React Router's data router (framework mode puts it on window) that blocking needs. */
interface DataRouter {
  state: { blockers: Map<string, Blocker> };
  subscribe: (listener: () => void) => () => void;
  getBlocker: (key: string, fn: BlockerFunction) => Blocker;
  deleteBlocker: (key: string) => void;
}

const IDLE: Blocker = { state: 'unblocked' };
let nextKey = 0;

function router(): DataRouter | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
}

/**
 * React Router's useBlocker, on the router instance directly: importing the hook would add its
 * code to the shared framework chunk that every storefront page downloads (decision 0120).
 * Blocks in-app navigations to another path while `when` is true.
 */
export function useLeaveGuard(when: boolean): Blocker {
  const [key] = useState(() => `admin-leave-${++nextKey}`);
  useEffect(() => {
    const r = router();
    if (!r) return;
    r.getBlocker(key, ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  }, [key, when]);
  useEffect(() => () => router()?.deleteBlocker(key), [key]);
  return useSyncExternalStore(
    (listener) => router()?.subscribe(listener) ?? (() => undefined),
    () => router()?.state.blockers.get(key) ?? IDLE,
    () => IDLE,
  );
}
