import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs` once mounted. It starts at the server's clock
 * so the first client render matches the server's HTML exactly.
 */
export function useNow(serverNow: number, intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
