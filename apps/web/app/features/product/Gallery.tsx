import { clsx } from 'clsx';
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A main picture and its thumbnails (spec 1: a 5-column grid on the product page). */
export function Gallery({ images, name, eager = false }: { images: GalleryImage[]; name: string; eager?: boolean }) {
  const t = useT();
  const [active, setActive] = useState(0);
  const current = images[Math.min(active, images.length - 1)];
  return (
    <div className="space-y-3" data-testid="gallery">
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-line bg-white">
        {current ? (
          <img
            src={current.url}
            alt={current.alt || name}
            width={current.width}
            height={current.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-contain"
          />
        ) : (
          <div className="size-full bg-muted" />
        )}
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label={t('catalog.gallery.thumbnails')}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={t('catalog.gallery.show', { n: i + 1, total: images.length })}
                aria-current={i === active ? 'true' : undefined}
                className={clsx(
                  'block aspect-square w-full overflow-hidden rounded-xl border-2 bg-white transition',
                  i === active ? 'border-brand-500' : 'border-line hover:border-brand-300',
                )}
              >
                <img
                  src={image.url}
                  alt=""
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
