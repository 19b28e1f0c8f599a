import { lazy, Suspense } from 'react';
import { closeQuickView, useQuickViewProduct } from './quick-view-store';

// Loaded on the first open: most visits never open a quick view.
const QuickView = lazy(() => import('../product/QuickView'));

/** Place once on a page that shows product cards. */
export function QuickViewHost({ now }: { now: number }) {
  const product = useQuickViewProduct();
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <QuickView key={product._id} product={product} now={now} onClose={closeQuickView} />
    </Suspense>
  );
}
