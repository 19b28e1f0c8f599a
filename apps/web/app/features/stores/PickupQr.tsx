import { useEffect, useState } from 'react';

/** A QR code of the pickup code (uqr, loaded with it): a store's scanner reads it as the typed code. */
export function PickupQr({ code, label }: { code: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('uqr')
      .then((uqr) => !cancelled && setModules(uqr.encode(code, { ecc: 'M', border: 2 }).data))
      .catch((error: unknown) => console.warn('QR unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [code]);
  if (!modules) return <div className="h-40 w-40 animate-pulse rounded-xl bg-muted" />;
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const size = modules.length;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={160}
      height={160}
      role="img"
      aria-label={label}
      className="rounded-xl bg-white"
      shapeRendering="crispEdges"
      data-testid="pickup-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
