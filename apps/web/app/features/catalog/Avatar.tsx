import { clsx } from 'clsx';

/**
 * A round picture (category, person), or the first letter of the name when there is none.
 * `size` sets the picture's width and height attributes; without it the class sizes it.
 */
export function Avatar({ name, image, size, className }: { name: string; image: string; size?: number; className?: string }) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={clsx('shrink-0 rounded-full bg-muted object-cover ring-1 ring-line', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900',
        className,
      )}
    >
      {name.trim().charAt(0).toLocaleUpperCase('vi')}
    </span>
  );
}
