/** A card's shape while products load (same size, so nothing jumps when they arrive). */
export function ProductCardPlaceholder() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface"
      data-testid="product-placeholder"
    >
      <div className="aspect-square animate-pulse bg-muted" />
      <div className="space-y-2 p-3 md:p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-full animate-pulse rounded bg-muted" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-10 w-full animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}
