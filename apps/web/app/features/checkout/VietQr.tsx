import { useEffect, useState } from 'react';

interface Props {
  bankName: string;
  accountNumber: string;
  amount: number;
  purpose: string;
  label: string;
}

/**
 * A VietQR code for the exact amount (NAPAS format built by vietnam-qr-pay, drawn as SVG by uqr).
 * Both libraries load only when a bank transfer is shown, so other pages never carry them.
 */
export function VietQr({ bankName, accountNumber, amount, purpose, label }: Props) {
  const [modules, setModules] = useState<boolean[][] | null>(null);

  useEffect(() => {
    let cancelled = false;
    Promise.all([import('vietnam-qr-pay'), import('uqr')])
      .then(([qrPay, uqr]) => {
        const wanted = bankName.toLowerCase().replace(/\s+/g, '');
        const bank = qrPay.Banks.find(
          (b) => b.shortName.toLowerCase().replace(/\s+/g, '') === wanted || b.key === wanted || b.code.toLowerCase() === wanted,
        );
        if (!bank) return;
        // Transfer purposes are plain ASCII in VietQR: strip accents and keep it short.
        const text = purpose
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/\u0111/gi, 'd')
          .slice(0, 25);
        const content = qrPay.QRPay.initVietQR({
          bankBin: bank.bin,
          bankNumber: accountNumber,
          amount: String(amount),
          purpose: text,
        }).build();
        if (!cancelled) setModules(uqr.encode(content, { ecc: 'M', border: 2 }).data);
      })
      .catch((error: unknown) => console.warn('VietQR unavailable', error));
    return () => {
      cancelled = true;
    };
  }, [bankName, accountNumber, amount, purpose]);

  if (!modules) return <div className="h-44 w-44 animate-pulse rounded-xl bg-muted" />;
  const size = modules.length;
  let path = '';
  modules.forEach((row, y) => {
    row.forEach((on, x) => {
      if (on) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={176}
      height={176}
      role="img"
      aria-label={label}
      className="rounded-xl bg-white"
      shapeRendering="crispEdges"
      data-testid="vietqr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
