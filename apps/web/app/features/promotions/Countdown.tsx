import { useEffect, useState } from 'react';

const two = (n: number) => String(n).padStart(2, '0');

/** "hh:mm:ss" (with days when more than one) until `target`, ticking each second from the server's clock offset. */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const hms = `${two(Math.floor((s % 86_400) / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return d > 0 ? `${d}d ${hms}` : hms;
}

/**
 * A countdown rendered on the server with the server's time, then ticking in the browser. The
 * browser's clock is corrected by the offset between the server's `now` and the page's load, so a
 * wrong device clock does not show a wrong time; when it reaches zero, `onDone` runs (the page
 * reloads its data, and the server decides the price).
 */
export function Countdown({ target, serverNow, onDone }: { target: string; serverNow: string; onDone?: () => void }) {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [left, setLeft] = useState(() => Date.parse(target) - Date.parse(serverNow));
  useEffect(() => {
    const tick = () => {
      const ms = Date.parse(target) - (Date.now() + offset);
      setLeft(ms);
      if (ms <= 0) {
        clearInterval(id);
        onDone?.();
      }
    };
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [target, offset, onDone]);
  return (
    <span className="font-mono tabular-nums" data-testid="countdown" suppressHydrationWarning>
      {countdownText(left)}
    </span>
  );
}
