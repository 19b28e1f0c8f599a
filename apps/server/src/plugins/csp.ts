import { randomBytes } from 'node:crypto';

/**
 * Content-Security-Policy strings. API answers (JSON) need no scripts or styles at all; pages
 * get a per-response nonce for their inline scripts. Built here as plain strings because
 * helmet re-parses a policy with a dynamic nonce on every request.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * `imageOrigin`: where S3_PUBLIC_URL serves uploaded pictures from (lib/storage), allowed as images too.
 * `gatewayOrigins`: a payment gateway's scripts, frames and calls on the order page (PayPal's button).
 */
export function pageCsp(nonce: string, upgradeInsecure: boolean, imageOrigin?: string, gatewayOrigins: string[] = []): string {
  const more = gatewayOrigins.map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${imageOrigin ? ` ${imageOrigin}` : ''}${more}`,
    "font-src 'self' data:",
    `connect-src 'self'${more}`,
    `frame-src 'self' https://www.google.com https://maps.google.com${more}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "script-src-attr 'none'",
    ...(upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The origin of S3_PUBLIC_URL (`https://cdn.example.vn`), or undefined without one. */
export function publicFilesOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  try {
    return new URL(publicUrl).origin;
  } catch {
    return undefined;
  }
}

/** Where PayPal's JS SDK and its button live (its script's own origin: the simulator in tests). */
export function paypalOrigins(sdkUrl: string | undefined): string[] {
  if (!sdkUrl) return [];
  try {
    return [...new Set([new URL(sdkUrl).origin, 'https://*.paypal.com', 'https://*.paypalobjects.com'])];
  } catch {
    return [];
  }
}
