import { type ComponentProps, lazy, Suspense } from 'react';
import { type AreaLoaders, loadTextArea } from '../i18n/load-catalogue';
import type { LegacyAddressFinder as Finder } from './LegacyAddressFinder';

export type { LegacyPick } from './LegacyAddressFinder';

// The finder and its texts are fetched when an address form shows it, not with the page (nor listed in the shell).
const texts: AreaLoaders = {
  vi: () => import('@sen/core/i18n/areas/address/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/address/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/address/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/address/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/address/ja').then((m) => m.ja),
};
const loadTexts = () => (typeof document === 'undefined' ? Promise.resolve() : loadTextArea('address', texts));
const LazyFinder = lazy(() =>
  Promise.all([import('./LegacyAddressFinder'), loadTexts()]).then(([m]) => ({ default: m.LegacyAddressFinder })),
);
const LazyLine = lazy(() =>
  Promise.all([import('./LegacyAddressLine'), loadTexts()]).then(([m]) => ({ default: m.LegacyAddressLine })),
);

/** Search by the pre-July-2025 address (old ward, district, province) inside an address form. */
export function LegacyAddressFinder(props: ComponentProps<typeof Finder>) {
  return (
    <Suspense fallback={null}>
      <LazyFinder {...props} />
    </Suspense>
  );
}

/** The order's address as written before July 2025, printed under the 2025 form for the courier. */
export function LegacyAddressLine({ address }: { address: string | null | undefined }) {
  if (!address) return null;
  return (
    <Suspense fallback={null}>
      <LazyLine address={address} />
    </Suspense>
  );
}
